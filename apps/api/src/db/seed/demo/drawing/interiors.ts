/** The rooms inside a hostel (bedroom, common room, mess hall, study room), for the demo photos. */
import type { Random } from '../random.ts';
import { FABRICS, FLOORS, INTERIOR_WALLS, SKIES, WOODS } from './palette.ts';
import { gradient, HEIGHT, rect, shade, svgDocument, WIDTH } from './svg.ts';

interface RoomScene {
  defs: string;
  body: string;
  floorY: number;
}

/** Wall, floor, a window with a view and a ceiling fan: the shell every interior shares. */
function roomShell(random: Random, windowX: number): RoomScene {
  const wall = random.pick(INTERIOR_WALLS);
  const floor = random.pick(FLOORS);
  const floorY = random.int(540, 580);
  const sky = random.pick(SKIES);
  const curtain = random.pick(FABRICS);
  const defs =
    gradient('wall', shade(wall, 1.03), shade(wall, 0.88)) + gradient('view', sky.top, sky.bottom);
  let body = rect(0, 0, WIDTH, floorY, 'url(#wall)');
  body += `<polygon points="0,${floorY} ${WIDTH},${floorY} ${WIDTH},${HEIGHT} 0,${HEIGHT}" fill="${floor}"/>`;
  for (let x = -400; x < WIDTH + 400; x += 120) {
    body += `<line x1="${WIDTH / 2 + (x - WIDTH / 2) * 0.4}" y1="${floorY}" x2="${x}" y2="${HEIGHT}" stroke="${shade(floor, 0.85)}" stroke-width="2"/>`;
  }
  body += rect(0, floorY - 14, WIDTH, 14, shade(wall, 0.7));
  body += rect(windowX, 130, 230, 200, 'url(#view)', 'stroke="#ffffff" stroke-width="10"');
  body += rect(windowX + 112, 130, 6, 200, '#ffffff') + rect(windowX, 226, 230, 6, '#ffffff');
  body +=
    rect(windowX - 45, 110, 55, 250, curtain, 'fill-opacity="0.9"') +
    rect(windowX + 220, 110, 55, 250, curtain, 'fill-opacity="0.9"');
  body += rect(windowX - 60, 104, 350, 8, '#7a7a7a');
  // Ceiling fan.
  const fanX = random.int(500, 700);
  body += rect(fanX - 3, 0, 6, 55, '#666666');
  for (const angle of [0, 120, 240]) {
    body += `<ellipse cx="${fanX + 95}" cy="62" rx="95" ry="11" fill="#d8d8d8" stroke="#9a9a9a" transform="rotate(${angle + random.int(0, 30)} ${fanX} 62)"/>`;
  }
  body += `<circle cx="${fanX}" cy="62" r="18" fill="#8a8a8a"/>`;
  return { defs, body, floorY };
}

function bed(x: number, y: number, width: number, wood: string, blanket: string): string {
  return (
    rect(x, y - 110, 18, 150, wood) +
    rect(x + 18, y - 20, width - 18, 22, wood) +
    rect(x + 18, y - 42, width - 24, 24, '#f7f7f2', 'rx="6"') +
    rect(x + 95, y - 46, width - 101, 30, blanket, 'rx="6"') +
    rect(x + 24, y - 62, 62, 24, '#ffffff', 'rx="10"') +
    rect(x + 18, y + 2, 10, 34, wood) +
    rect(x + width - 16, y + 2, 10, 34, wood)
  );
}

function wardrobe(x: number, floorY: number, wood: string): string {
  return (
    rect(x, floorY - 380, 170, 380, wood, `stroke="${shade(wood, 0.7)}" stroke-width="4"`) +
    `<line x1="${x + 85}" y1="${floorY - 380}" x2="${x + 85}" y2="${floorY}" stroke="${shade(wood, 0.6)}" stroke-width="4"/>` +
    rect(x + 70, floorY - 210, 6, 40, '#d4af37') +
    rect(x + 94, floorY - 210, 6, 40, '#d4af37')
  );
}

function desk(x: number, floorY: number, wood: string, lamp: string): string {
  return (
    rect(x, floorY - 120, 210, 16, wood) +
    rect(x + 8, floorY - 104, 12, 104, wood) +
    rect(x + 190, floorY - 104, 12, 104, wood) +
    rect(x + 120, floorY - 104, 70, 60, shade(wood, 0.85)) +
    `<polygon points="${x + 40},${floorY - 205} ${x + 90},${floorY - 205} ${x + 75},${floorY - 180} ${x + 55},${floorY - 180}" fill="${lamp}" transform="rotate(180 ${x + 65} ${floorY - 192})"/>` +
    rect(x + 62, floorY - 185, 5, 65, '#444444') +
    rect(x + 40, floorY - 124, 50, 6, '#444444') +
    rect(x + 120, floorY - 150, 70, 30, '#2f3640', 'rx="3"')
  );
}

function chair(x: number, floorY: number, colour: string): string {
  return (
    rect(x, floorY - 150, 12, 150, colour) +
    rect(x, floorY - 75, 70, 12, colour) +
    rect(x + 60, floorY - 75, 10, 75, colour) +
    rect(x, floorY - 150, 70, 40, colour, 'rx="6"')
  );
}

export function drawBedroom(random: Random): string {
  const isBunk = random.chance(0.35);
  const shell = roomShell(random, random.int(330, 460));
  const wood = random.pick(WOODS);
  let body = shell.body;
  const floorY = shell.floorY;
  body += `<ellipse cx="${random.int(450, 700)}" cy="${floorY + 150}" rx="260" ry="60" fill="${random.pick(FABRICS)}" fill-opacity="0.55"/>`;
  if (isBunk) {
    for (const x of [50, 360]) {
      const blanket = random.pick(FABRICS);
      body += rect(x, floorY - 330, 16, 370, wood) + rect(x + 270, floorY - 330, 16, 370, wood);
      body += rect(x + 16, floorY - 200, 254, 20, wood) + rect(x + 16, floorY - 10, 254, 20, wood);
      body +=
        rect(x + 16, floorY - 222, 254, 22, '#f7f7f2', 'rx="5"') +
        rect(x + 90, floorY - 226, 176, 26, blanket, 'rx="5"');
      body +=
        rect(x + 16, floorY - 32, 254, 22, '#f7f7f2', 'rx="5"') +
        rect(x + 90, floorY - 36, 176, 26, random.pick(FABRICS), 'rx="5"');
      body +=
        rect(x + 24, floorY - 242, 56, 20, '#ffffff', 'rx="8"') +
        rect(x + 24, floorY - 52, 56, 20, '#ffffff', 'rx="8"');
      for (let step = 0; step < 4; step += 1)
        body += rect(x + 230, floorY - 190 + step * 45, 40, 6, shade(wood, 0.8));
    }
  } else {
    const beds = random.int(1, 2);
    for (let index = 0; index < beds; index += 1) {
      body += bed(50 + index * 320, floorY + 40, 290, wood, random.pick(FABRICS));
    }
  }
  body += desk(700, floorY + 40, wood, random.pick(['#f1c40f', '#e67e22', '#ecf0f1', '#1abc9c']));
  body += chair(760, floorY + 60, shade(wood, 0.9));
  body += wardrobe(990, floorY + 20, shade(wood, 1.15));
  return svgDocument(shell.defs, body);
}

export function drawCommonRoom(random: Random): string {
  const shell = roomShell(random, random.int(780, 880));
  const sofa = random.pick(FABRICS);
  let body = shell.body;
  const floorY = shell.floorY;
  body += `<ellipse cx="560" cy="${floorY + 140}" rx="380" ry="80" fill="${random.pick(FABRICS)}" fill-opacity="0.5"/>`;
  // TV on the wall with a stand.
  body +=
    rect(330, 200, 300, 170, '#111111', 'rx="6"') +
    rect(342, 212, 276, 146, random.pick(['#1f4e79', '#2c3e50', '#145a32']));
  body += rect(300, floorY - 80, 360, 80, random.pick(WOODS));
  // Sofa.
  body +=
    rect(120, floorY + 10, 520, 110, sofa, 'rx="18"') +
    rect(100, floorY + 50, 60, 120, shade(sofa, 0.85), 'rx="16"') +
    rect(600, floorY + 50, 60, 120, shade(sofa, 0.85), 'rx="16"');
  body += rect(150, floorY + 90, 460, 70, shade(sofa, 1.15), 'rx="14"');
  // Coffee table with cups.
  body += `<ellipse cx="800" cy="${floorY + 150}" rx="120" ry="30" fill="${random.pick(WOODS)}"/>`;
  body +=
    rect(770, floorY + 120, 16, 18, '#ffffff', 'rx="3"') +
    rect(810, floorY + 118, 16, 18, '#ffffff', 'rx="3"');
  // Plant and a framed picture.
  body +=
    rect(1060, floorY - 10, 70, 80, '#b5651d', 'rx="8"') +
    `<circle cx="1095" cy="${floorY - 50}" r="55" fill="#3f8f3a"/>`;
  body +=
    rect(80, 170, 160, 110, '#ffffff', 'stroke="#6b4226" stroke-width="10"') +
    `<polygon points="95,265 150,200 200,265" fill="${random.pick(FABRICS)}"/>`;
  return svgDocument(shell.defs, body);
}

export function drawMessHall(random: Random): string {
  const shell = roomShell(random, random.int(860, 920));
  const wood = random.pick(WOODS);
  let body = shell.body;
  const floorY = shell.floorY;
  // Serving counter with pots, and the menu board.
  body += rect(60, floorY - 150, 620, 150, '#b0b7bd', 'stroke="#7f8c8d" stroke-width="4"');
  for (let pot = 0; pot < 4; pot += 1) {
    const x = 110 + pot * 145;
    body += rect(x, floorY - 205, 100, 55, '#c0c6cc', 'rx="8" stroke="#6c757d" stroke-width="3"');
    body += `<ellipse cx="${x + 50}" cy="${floorY - 205}" rx="50" ry="10" fill="${random.pick(['#c0392b', '#d35400', '#f1c40f', '#8e5b3a'])}"/>`;
  }
  body += rect(120, 130, 300, 190, '#1e4d2b', 'stroke="#6b4226" stroke-width="10"');
  body += `<text x="270" y="180" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="28" fill="#ffffff">Today's Menu</text>`;
  const dishes = random.sample(
    ['Daal Chawal', 'Chicken Karahi', 'Aloo Gosht', 'Biryani', 'Qeema', 'Sabzi Roti'],
    3,
  );
  dishes.forEach((dish, index) => {
    body += `<text x="150" y="${225 + index * 34}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="22" fill="#f5f5dc">${dish}</text>`;
  });
  // Long tables with chairs.
  for (const [y, inset] of [
    [floorY + 60, 120],
    [floorY + 170, 40],
  ] as const) {
    for (let x = inset; x < WIDTH - inset - 60; x += 110) {
      body += rect(x + 20, y - 55, 50, 45, shade(wood, 0.85), 'rx="6"');
    }
    body +=
      rect(inset, y, WIDTH - 2 * inset, 26, wood) +
      rect(inset + 20, y + 26, 14, 60, wood) +
      rect(WIDTH - inset - 34, y + 26, 14, 60, wood);
    for (let x = inset + 40; x < WIDTH - inset - 40; x += 160) {
      body += `<ellipse cx="${x}" cy="${y + 4}" rx="30" ry="7" fill="#ffffff"/>`;
    }
  }
  return svgDocument(shell.defs, body);
}

export function drawStudyRoom(random: Random): string {
  const shell = roomShell(random, random.int(560, 640));
  const wood = random.pick(WOODS);
  let body = shell.body;
  const floorY = shell.floorY;
  // Bookshelf.
  body += rect(60, floorY - 420, 300, 420, wood, `stroke="${shade(wood, 0.7)}" stroke-width="6"`);
  for (let shelf = 0; shelf < 4; shelf += 1) {
    const y = floorY - 400 + shelf * 100;
    body += rect(66, y + 88, 288, 8, shade(wood, 0.7));
    for (let x = 75; x < 335; x += random.int(18, 30)) {
      const height = random.int(55, 85);
      body += rect(x, y + 88 - height, 16, height, random.pick(FABRICS));
    }
  }
  // Wall clock.
  body += `<circle cx="1000" cy="190" r="48" fill="#ffffff" stroke="#333333" stroke-width="6"/><line x1="1000" y1="190" x2="1000" y2="158" stroke="#333333" stroke-width="5"/><line x1="1000" y1="190" x2="1022" y2="200" stroke="#333333" stroke-width="4"/>`;
  // Two rows of desks with lamps.
  for (const [x, y] of [
    [430, floorY + 30],
    [800, floorY + 30],
    [560, floorY + 200],
    [900, floorY + 200],
  ] as const) {
    body += desk(x, y, wood, random.pick(['#f1c40f', '#e67e22', '#1abc9c']));
  }
  return svgDocument(shell.defs, body);
}
