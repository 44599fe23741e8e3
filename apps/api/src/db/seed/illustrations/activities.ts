import { banner, document, hillPath, orchardTree, seededRandom, smallDurian, verticalGradient, wavyLine } from './svg-kit';

export const activities = ['pruning', 'fertilising', 'netting', 'irrigation', 'harvest', 'inspection'] as const;
export type Activity = (typeof activities)[number];

const titles: Record<Activity, string> = {
  pruning: 'Pruning',
  fertilising: 'Fertilising',
  netting: 'Netting the fruit',
  irrigation: 'Drip irrigation',
  harvest: 'Collecting fallen fruit',
  inspection: 'Pest inspection',
};

/** What the picture shows besides the tree: the tool or the work of the activity. */
const details: Record<Activity, string> = {
  pruning: [
    '<g transform="translate(590,250) rotate(-20)">',
    '<path d="M0,0 L116,-16 L112,2 Z" fill="#c9ced6" stroke="#6f7782" stroke-width="3"/>',
    '<path d="M0,0 L112,18 L104,30 Z" fill="#b3bac4" stroke="#6f7782" stroke-width="3"/>',
    '<rect x="-112" y="-22" width="106" height="18" rx="9" fill="#d64541" transform="rotate(8)"/>',
    '<rect x="-112" y="6" width="106" height="18" rx="9" fill="#c0392b" transform="rotate(-8)"/>',
    '<circle cx="0" cy="0" r="8" fill="#50565e"/></g>',
    '<path d="M520,470 l60,-14 M540,482 l52,6 M600,476 l40,-20" stroke="#6b4a2b" stroke-width="7" stroke-linecap="round"/>',
  ].join(''),
  fertilising: [
    '<path d="M560,330 L660,330 L676,470 L544,470 Z" fill="#d9c49a" stroke="#a68a57" stroke-width="4"/>',
    '<rect x="574" y="370" width="72" height="40" rx="6" fill="#ffffff" fill-opacity="0.75"/>',
    '<text x="610" y="398" font-family="DejaVu Sans, sans-serif" font-size="22" font-weight="bold" text-anchor="middle" fill="#5b6b2f">NPK</text>',
    ...Array.from({ length: 70 }, (_, i) => {
      const a = (i / 70) * Math.PI * 2;
      const r = 90 + (i % 5) * 9;
      return `<circle cx="${Math.round(300 + Math.cos(a) * r)}" cy="${Math.round(470 + Math.sin(a) * r * 0.18)}" r="4" fill="#f1f1e6" stroke="#9aa07a"/>`;
    }),
  ].join(''),
  netting: [
    '<g stroke="#1f6fb5" stroke-width="2" fill="none" stroke-opacity="0.85">',
    ...Array.from({ length: 9 }, (_, i) => `<path d="M${200 + i * 25},250 Q${212 + i * 25},330 ${200 + i * 25},410"/>`),
    ...Array.from({ length: 7 }, (_, i) => `<path d="M190,${260 + i * 24} Q300,${275 + i * 24} 410,${260 + i * 24}"/>`),
    '</g>',
  ].join(''),
  irrigation: [
    '<path d="M0,462 C200,452 420,474 800,458" stroke="#222222" stroke-width="9" fill="none"/>',
    ...[120, 260, 400, 540, 680].map(
      (x) =>
        `<path d="M${x},468 q-9,18 0,26 q9,-8 0,-26 Z" fill="#4aa3df"/>` +
        `<ellipse cx="${x + 4}" cy="500" rx="26" ry="5" fill="#3b6fa0" fill-opacity="0.35"/>`,
    ),
  ].join(''),
  harvest: [
    '<path d="M520,360 L700,360 L680,480 L540,480 Z" fill="#b9874b" stroke="#7a5426" stroke-width="4"/>',
    ...[380, 405, 430, 455].map((y) => `<path d="M${520 + (y - 360) / 6},${y} L${700 - (y - 360) / 6},${y}" stroke="#7a5426" stroke-width="3"/>`),
    smallDurian(570, 352, 2.4, '#7d9a33', '#4a6520'),
    smallDurian(630, 346, 2.6, '#7d9a33', '#4a6520'),
    smallDurian(600, 330, 2.2, '#8aa53c', '#4a6520'),
  ].join(''),
  inspection: [
    '<g transform="translate(560,300) rotate(-30)"><path d="M0,0 Q70,-50 150,0 Q70,50 0,0 Z" fill="#5a9a3c"/>',
    '<path d="M6,0 L144,0" stroke="#2f5e1f" stroke-width="3"/>',
    '<circle cx="80" cy="12" r="5" fill="#8b5a2b"/><circle cx="100" cy="-6" r="4" fill="#8b5a2b"/></g>',
    '<circle cx="610" cy="280" r="62" fill="#d7f0ff" fill-opacity="0.45" stroke="#3d3d3d" stroke-width="12"/>',
    '<path d="M655,325 L720,395" stroke="#3d3d3d" stroke-width="20" stroke-linecap="round"/>',
  ].join(''),
};

/** A photo-like picture of care work in the orchard, one per kind of work. */
export function activityIllustration(activity: Activity): string {
  const random = seededRandom(activity);
  const ground = wavyLine(random, 470, 8);
  const fruit = [250, 300, 350].map((x, i) => smallDurian(x, 300 + (i % 2) * 18, 1.8, '#7d9a33', '#4a6520')).join('');
  const body = [
    `<rect width="800" height="600" fill="url(#sky)"/>`,
    `<path d="${hillPath(wavyLine(random, 380, 20))}" fill="#a9cf8f"/>`,
    `<path d="${hillPath(ground)}" fill="#77b05a"/>`,
    orchardTree(300, ground(300) + 8, 9, '#3f8034', '#2f6b2a'),
    fruit,
    details[activity],
    banner(titles[activity]),
  ].join('');
  return document(body, verticalGradient('sky', ['#bfe3ff', '#f3fbff']));
}

export function activityTitle(activity: Activity): string {
  return titles[activity];
}
