/** The front of a hostel building in its street, for the demo photos. */
import type { Random } from '../random.ts';
import { EXTERIOR_WALLS, SKIES, WOODS } from './palette.ts';
import { gradient, HEIGHT, rect, shade, svgDocument, WIDTH } from './svg.ts';

function tree(x: number, ground: number, size: number, green: string): string {
  return (
    rect(x - size * 0.08, ground - size * 0.9, size * 0.16, size * 0.9, '#6b4226') +
    `<circle cx="${x}" cy="${ground - size}" r="${size * 0.45}" fill="${green}"/>` +
    `<circle cx="${x - size * 0.3}" cy="${ground - size * 0.8}" r="${size * 0.32}" fill="${shade(green, 0.85)}"/>` +
    `<circle cx="${x + size * 0.3}" cy="${ground - size * 0.78}" r="${size * 0.34}" fill="${shade(green, 1.1)}"/>`
  );
}

export function drawBuilding(random: Random): string {
  const sky = random.pick(SKIES);
  const wall = random.pick(EXTERIOR_WALLS);
  const trim = shade(wall, 0.72);
  const glass = sky.dusk ? '#3d5a80' : random.pick(['#6fa8dc', '#8fb8de', '#5d8aa8']);
  const floors = random.int(3, 5);
  const floorHeight = 105;
  const ground = 650;
  const width = random.int(560, 760);
  const left = random.int(150, WIDTH - 150 - width);
  const top = ground - floors * floorHeight;
  let body = rect(0, 0, WIDTH, HEIGHT, 'url(#sky)');
  body += `<circle cx="${random.int(880, 1100)}" cy="${random.int(80, 170)}" r="55" fill="${sky.sun}" fill-opacity="0.9"/>`;
  for (let cloud = 0; cloud < random.int(1, 3); cloud += 1) {
    const cx = random.int(80, 800);
    const cy = random.int(60, 160);
    body += `<ellipse cx="${cx}" cy="${cy}" rx="90" ry="26" fill="#ffffff" fill-opacity="0.75"/><ellipse cx="${cx + 45}" cy="${cy - 16}" rx="55" ry="24" fill="#ffffff" fill-opacity="0.75"/>`;
  }
  // Neighbouring buildings in the distance.
  for (let x = 0; x < WIDTH; x += random.int(90, 160)) {
    const height = random.int(120, 300);
    body += rect(
      x,
      ground - height,
      random.int(80, 150),
      height,
      sky.dusk ? '#5a4e6b' : '#9fb3c8',
      'fill-opacity="0.55"',
    );
  }
  body += rect(0, ground, WIDTH, 45, '#bdb7ab');
  body += rect(0, ground + 45, WIDTH, HEIGHT - ground - 45, '#55585c');
  for (let x = 360; x < WIDTH; x += 140) body += rect(x, ground + 100, 70, 8, '#e8e8e8');
  // The hostel.
  body += rect(left, top, width, floors * floorHeight, wall, `stroke="${trim}" stroke-width="4"`);
  body += rect(left - 10, top - 16, width + 20, 16, trim);
  for (let tank = 0; tank < random.int(1, 3); tank += 1) {
    const x = left + 30 + tank * 90 + random.int(0, 20);
    body +=
      rect(x, top - 66, 56, 50, '#1e1e1e', 'rx="10"') +
      `<ellipse cx="${x + 28}" cy="${top - 66}" rx="28" ry="8" fill="#333333"/>`;
  }
  const columns = Math.floor((width - 40) / 115);
  const gap = (width - columns * 62) / (columns + 1);
  const doorColumn = Math.floor(columns / 2);
  for (let floor = 0; floor < floors; floor += 1) {
    const y = top + floor * floorHeight + 24;
    const isGround = floor === floors - 1;
    if (floor > 0) body += rect(left, top + floor * floorHeight - 5, width, 10, trim);
    for (let column = 0; column < columns; column += 1) {
      if (isGround && column === doorColumn) continue;
      const x = left + gap + column * (62 + gap);
      const lit = sky.dusk && random.chance(0.5);
      body += rect(x, y, 62, 58, lit ? '#ffd97a' : glass, 'stroke="#ffffff" stroke-width="5"');
      body += rect(x + 29, y, 4, 58, '#ffffff');
      if (!isGround && random.chance(0.25))
        body += rect(x + 8, y + 62, 46, 22, '#d0d0d0', 'stroke="#8a8a8a" stroke-width="2"');
      if (!isGround && random.chance(0.3))
        body +=
          rect(x - 8, y + 50, 78, 6, '#555555') +
          rect(x - 8, y + 56, 4, 22, '#555555') +
          rect(x + 66, y + 56, 4, 22, '#555555');
    }
  }
  const doorX = left + gap + doorColumn * (62 + gap) - 14;
  body += rect(doorX, ground - 92, 90, 92, random.pick(WOODS), 'stroke="#3b2a1a" stroke-width="4"');
  body += rect(doorX - 40, ground - 132, 170, 34, '#1f4e79', 'rx="6"');
  body += `<text x="${doorX + 45}" y="${ground - 107}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="20" font-weight="bold" fill="#ffffff">HOSTEL</text>`;
  // Boundary wall, trees and plants.
  body += rect(
    0,
    ground - 40,
    left - 20,
    40,
    shade(wall, 0.9),
    `stroke="${trim}" stroke-width="3"`,
  );
  body += rect(
    left + width + 20,
    ground - 40,
    WIDTH - left - width - 20,
    40,
    shade(wall, 0.9),
    `stroke="${trim}" stroke-width="3"`,
  );
  const green = random.pick(['#3f8f3a', '#2f7d32', '#5a9e3d', '#4c8c4a']);
  if (left > 160) body += tree(random.int(60, left - 70), ground, random.int(140, 200), green);
  if (WIDTH - left - width > 160)
    body += tree(random.int(left + width + 70, WIDTH - 60), ground, random.int(140, 200), green);
  return svgDocument(gradient('sky', sky.top, sky.bottom), body);
}
