/** The colours the demo photos are painted with. */

export const SKIES: readonly { top: string; bottom: string; sun: string; dusk: boolean }[] = [
  { top: '#4a90d9', bottom: '#d6ecff', sun: '#fff6c2', dusk: false },
  { top: '#6fb1e8', bottom: '#f2f9ff', sun: '#fffbe0', dusk: false },
  { top: '#f08a4b', bottom: '#fde3b0', sun: '#ffd166', dusk: true },
  { top: '#3b4c8a', bottom: '#e9a06b', sun: '#ffc46b', dusk: true },
  { top: '#8ec5e8', bottom: '#fdf6e3', sun: '#fff1b8', dusk: false },
];
export const EXTERIOR_WALLS = [
  '#f2e3c6',
  '#d9a07a',
  '#ececec',
  '#f5d98b',
  '#c9ddb7',
  '#e8c4b8',
  '#d7d2ea',
  '#f0cfa0',
];
export const INTERIOR_WALLS = [
  '#f3e9dc',
  '#dcebf5',
  '#e9f2e1',
  '#f6e0e6',
  '#fff4d6',
  '#e6e1f5',
  '#f1ece4',
];
export const FLOORS = ['#c9b79c', '#a67c52', '#d8d2c4', '#9c8f80', '#b9a58a', '#cfc6b8'];
export const FABRICS = [
  '#c0392b',
  '#2e86c1',
  '#27ae60',
  '#8e44ad',
  '#d35400',
  '#16a085',
  '#e84393',
  '#34495e',
  '#f1c40f',
];
export const WOODS = ['#8b5a2b', '#a0522d', '#6b4226', '#b07d4f', '#5c3a21'];
