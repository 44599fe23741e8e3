import type { VarietyLook } from './durian';
import { banner, document, hillPath, round, seededRandom, smallDurian, verticalGradient, wavyLine } from './svg-kit';

export interface TreePortrait {
  name: string;
  variety: string;
  heightM: number;
  trunkCm: number;
  look: VarietyLook;
  /** Sky colours, top to bottom. */
  sky: readonly [string, string];
}

/** The crown: overlapping ellipses in three greens around (cx, cy), taller than wide like a durian tree's. */
function crown(random: () => number, cx: number, cy: number, width: number, height: number): string {
  const greens = ['#2f6b2a', '#3f8034', '#4f9440'];
  const blobs: string[] = [];
  for (let i = 0; i < 26; i++) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random());
    const x = cx + Math.cos(angle) * distance * width * 0.42;
    const y = cy + Math.sin(angle) * distance * height * 0.4;
    const r = 38 + random() * 34;
    blobs.push(
      `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(r)}" ry="${round(r * 0.82)}" fill="${greens[i % 3]}"/>`,
    );
  }
  return blobs.join('');
}

/**
 * One durian tree: trunk as thick and crown as tall as the record says, fruit of its variety hanging
 * from the lower branches, and its name and variety underneath.
 */
export function treeIllustration(tree: TreePortrait): string {
  const random = seededRandom(tree.name + tree.variety);
  const ground = wavyLine(random, 470, 10);
  const scale = Math.min(1, 0.62 + tree.heightM / 60);
  const trunkWidth = Math.min(56, 16 + tree.trunkCm * 0.45);
  const cx = 330 + random() * 140;
  const base = ground(cx) + 6;
  const crownHeight = 330 * scale;
  const crownWidth = 300 * scale;
  const crownY = base - 150 * scale - crownHeight / 2;

  const branches = [-1, 1]
    .map((side) => {
      const y = base - 130 * scale - random() * 40;
      return `<path d="M${round(cx)},${round(y)} Q${round(cx + side * 50)},${round(y - 40)} ${round(cx + side * 110 * scale)},${round(y - 70)}" stroke="#5e4128" stroke-width="${round(trunkWidth * 0.35)}" fill="none" stroke-linecap="round"/>`;
    })
    .join('');

  const fruit = Array.from({ length: 6 }, (_, i) => {
    const x = cx - crownWidth * 0.38 + (crownWidth * 0.76 * (i + random() * 0.6)) / 6;
    const y = crownY + crownHeight * (0.36 + random() * 0.12);
    return smallDurian(x, y, 1.3 + random() * 0.3, tree.look.husk, tree.look.huskDark);
  }).join('');

  const grass = Array.from({ length: 40 }, () => {
    const x = random() * 800;
    const y = ground(x) + 10 + random() * 30;
    return `<path d="M${round(x)},${round(y)} l-4,-12 M${round(x)},${round(y)} l3,-14 M${round(x)},${round(y)} l8,-9" stroke="#3d7a2e" stroke-width="2"/>`;
  }).join('');

  const body = [
    `<rect width="800" height="600" fill="url(#sky)"/>`,
    `<path d="${hillPath(wavyLine(random, 360, 24))}" fill="#a7c98f" fill-opacity="0.8"/>`,
    `<path d="${hillPath(ground)}" fill="#6aa84f"/>`,
    `<ellipse cx="${round(cx)}" cy="${round(base + 8)}" rx="${round(crownWidth * 0.55)}" ry="18" fill="#000000" fill-opacity="0.14"/>`,
    `<path d="M${round(cx - trunkWidth / 2)},${round(base)} L${round(cx - trunkWidth * 0.3)},${round(crownY + 40)} L${round(cx + trunkWidth * 0.3)},${round(crownY + 40)} L${round(cx + trunkWidth / 2)},${round(base)} Z" fill="#6b4a2b"/>`,
    `<path d="M${round(cx - trunkWidth * 0.1)},${round(base - 10)} L${round(cx - trunkWidth * 0.05)},${round(crownY + 80)}" stroke="#4e3420" stroke-width="3"/>`,
    branches,
    crown(random, cx, crownY, crownWidth, crownHeight),
    fruit,
    grass,
    banner(tree.name, tree.variety),
  ].join('');

  return document(body, verticalGradient('sky', tree.sky));
}
