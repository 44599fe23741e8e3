import { banner, document, round, seededRandom, verticalGradient } from './svg-kit';

/** How a variety looks: its husk, its spikes, its flesh, and the backdrop of its picture. */
export interface VarietyLook {
  husk: string;
  huskDark: string;
  spike: string;
  flesh: string;
  fleshDark: string;
  backdrop: readonly [string, string];
  /** For a box of several varieties: the flesh colour of each of the three pods. */
  podFlesh?: readonly [string, string, string];
}

/** Spikes standing out of an ellipse's edge, drawn behind the husk so only their tips show. */
function edgeSpikes(cx: number, cy: number, rx: number, ry: number, from: number, to: number, count: number, fill: string): string {
  const spikes: string[] = [];
  for (let i = 0; i <= count; i++) {
    const a = from + ((to - from) * i) / count;
    const [px, py] = [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
    const tangentLength = Math.hypot(rx * Math.sin(a), ry * Math.cos(a));
    const [tx, ty] = [(-rx * Math.sin(a)) / tangentLength, (ry * Math.cos(a)) / tangentLength];
    const normalLength = Math.hypot(ry * Math.cos(a), rx * Math.sin(a));
    const [nx, ny] = [(ry * Math.cos(a)) / normalLength, (rx * Math.sin(a)) / normalLength];
    const points = [
      [px - tx * 12 - nx * 6, py - ty * 12 - ny * 6],
      [px + nx * 22, py + ny * 22],
      [px + tx * 12 - nx * 6, py + ty * 12 - ny * 6],
    ];
    spikes.push(`<polygon points="${points.map(([x, y]) => `${round(x!)},${round(y!)}`).join(' ')}" fill="${fill}"/>`);
  }
  return spikes.join('');
}

/** A leaf lying at (x, y), turned by `angle` degrees. */
function leaf(x: number, y: number, angle: number, scale: number): string {
  return `<g transform="translate(${x},${y}) rotate(${angle}) scale(${scale})"><path d="M0,0 Q60,-38 130,0 Q60,38 0,0 Z" fill="#4f8a35"/><path d="M4,0 L124,0" stroke="#2f5e1f" stroke-width="3"/></g>`;
}

/**
 * A whole durian beside an opened one showing its flesh, in the variety's colours, with its name:
 * the picture of every product of that variety.
 */
export function durianIllustration(name: string, code: string | null, look: VarietyLook): string {
  const random = seededRandom(name);
  const [cx, cy, rx, ry] = [290, 262, 160, 186];
  const [ox, oy] = [575, 392];

  const defs = [
    verticalGradient('backdrop', look.backdrop),
    `<pattern id="spikes" width="26" height="40" patternUnits="userSpaceOnUse">`,
    `<rect width="26" height="40" fill="${look.husk}"/>`,
    `<polygon points="13,1 2,19 13,19" fill="${look.spike}"/><polygon points="13,1 13,19 24,19" fill="${look.huskDark}"/>`,
    `<polygon points="0,21 -11,39 0,39" fill="${look.spike}"/><polygon points="0,21 0,39 11,39" fill="${look.huskDark}"/>`,
    `<polygon points="26,21 15,39 26,39" fill="${look.spike}"/><polygon points="26,21 26,39 37,39" fill="${look.huskDark}"/>`,
    `</pattern>`,
    `<clipPath id="whole"><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"/></clipPath>`,
    `<clipPath id="bowl"><path d="M${ox - 150},${oy} A150,100 0 0 0 ${ox + 150},${oy} Z"/></clipPath>`,
    `<radialGradient id="shade" cx="0.5" cy="0.5" fx="0.32" fy="0.28" r="0.62">`,
    `<stop offset="0%" stop-color="#ffffff" stop-opacity="0.38"/><stop offset="45%" stop-color="#ffffff" stop-opacity="0"/>`,
    `<stop offset="100%" stop-color="#000000" stop-opacity="0.42"/></radialGradient>`,
    ...[0, 1, 2].map(
      (i) =>
        `<radialGradient id="flesh${i}" cx="0.5" cy="0.5" fx="0.38" fy="0.3" r="0.7"><stop offset="0%" stop-color="#fffbe6"/>` +
        `<stop offset="35%" stop-color="${look.podFlesh?.[i] ?? look.flesh}"/><stop offset="100%" stop-color="${look.fleshDark}"/></radialGradient>`,
    ),
  ].join('');

  const bokeh = Array.from({ length: 14 }, () => {
    const r = 12 + random() * 46;
    return `<circle cx="${round(random() * 800)}" cy="${round(random() * 470)}" r="${round(r)}" fill="#ffffff" fill-opacity="${round(0.06 + random() * 0.14)}"/>`;
  }).join('');

  const pods = [
    [ox - 78, oy - 20, 64, 44],
    [ox + 4, oy - 36, 72, 50],
    [ox + 84, oy - 16, 58, 40],
  ]
    .map(
      ([x, y, w, h], i) =>
        `<ellipse cx="${x}" cy="${y}" rx="${w}" ry="${h}" fill="url(#flesh${i})" stroke="${look.fleshDark}" stroke-width="2"/>` +
        `<path d="M${x! - w! * 0.55},${y! + 4} Q${x},${y! - h! * 0.35} ${x! + w! * 0.55},${y! + 2}" fill="none" stroke="${look.fleshDark}" stroke-opacity="0.35" stroke-width="3"/>` +
        `<ellipse cx="${x! - w! * 0.3}" cy="${y! - h! * 0.45}" rx="${round(w! * 0.28)}" ry="${round(h! * 0.16)}" fill="#ffffff" fill-opacity="0.45"/>`,
    )
    .join('');

  const body = [
    `<rect width="800" height="600" fill="url(#backdrop)"/>`,
    bokeh,
    `<ellipse cx="420" cy="478" rx="330" ry="34" fill="#000000" fill-opacity="0.16"/>`,
    leaf(70, 440, -18, 1.1),
    leaf(640, 470, 195, 0.9),
    // The whole fruit.
    edgeSpikes(cx, cy, rx, ry, 0, Math.PI * 2, 46, look.huskDark),
    `<rect x="${cx - rx}" y="${cy - ry}" width="${rx * 2}" height="${ry * 2}" fill="url(#spikes)" clip-path="url(#whole)"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shade)"/>`,
    `<path d="M${cx},${cy - ry + 6} C${cx + 4},${cy - ry - 18} ${cx + 18},${cy - ry - 34} ${cx + 30},${cy - ry - 44}" stroke="#6b4a2b" stroke-width="16" stroke-linecap="round" fill="none"/>`,
    `<ellipse cx="${cx}" cy="${cy - ry + 4}" rx="20" ry="8" fill="#7a5a36"/>`,
    // The opened fruit: a husk bowl, its pale pith, and the flesh pods.
    edgeSpikes(ox, oy, 150, 100, 0.05, Math.PI - 0.05, 18, look.huskDark),
    `<rect x="${ox - 150}" y="${oy}" width="300" height="100" fill="url(#spikes)" clip-path="url(#bowl)"/>`,
    `<path d="M${ox - 150},${oy} A150,100 0 0 0 ${ox + 150},${oy} Z" fill="url(#shade)"/>`,
    `<ellipse cx="${ox}" cy="${oy}" rx="150" ry="26" fill="#f3ead0" stroke="${look.huskDark}" stroke-width="4"/>`,
    pods,
    banner(name, code ?? undefined),
  ].join('');

  return document(body, defs);
}
