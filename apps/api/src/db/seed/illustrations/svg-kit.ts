/** Small helpers shared by the hand-written SVG illustrations of the demo data. */

/** 4:3, the shape of the web app's picture boxes (PICTURE_BOX in apps/web/src/components/media-image.tsx). */
export const WIDTH = 800;
export const HEIGHT = 600;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A deterministic random source, so every seed run draws the same pictures. */
export function seededRandom(seedText: string): () => number {
  let h = 1779033703 ^ seedText.length;
  for (let i = 0; i < seedText.length; i++) {
    h = Math.imul(h ^ seedText.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const round = (n: number) => Math.round(n * 10) / 10;

export function document(body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${defs}</defs>${body}</svg>`;
}

export function verticalGradient(id: string, stops: readonly string[]): string {
  const parts = stops.map((color, i) => `<stop offset="${round((i / Math.max(stops.length - 1, 1)) * 100)}%" stop-color="${color}"/>`);
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${parts.join('')}</linearGradient>`;
}

/** A caption strip along the bottom: a title, and an optional note on the right. Long titles shrink to fit. */
export function banner(title: string, note?: string): string {
  // DejaVu Sans averages about 0.55 em per character, its bold about 0.64 em.
  const noteWidth = note ? note.length * 22 * 0.55 + 24 : 0;
  const titleSize = Math.min(32, Math.floor((680 - noteWidth) / (title.length * 0.64)));
  return [
    `<rect x="32" y="508" width="736" height="64" rx="18" fill="#ffffff" fill-opacity="0.88"/>`,
    `<text x="60" y="${540 + Math.round(titleSize / 3)}" font-family="${FONT}" font-size="${titleSize}" font-weight="bold" fill="#2f3b1f">${escapeXml(title)}</text>`,
    note
      ? `<text x="740" y="549" font-family="${FONT}" font-size="22" text-anchor="end" fill="#5d6b45">${escapeXml(note)}</text>`
      : '',
  ].join('');
}

/** A ground line y = f(x) made of a few sine waves, as an SVG path closed to the bottom edge. */
export function hillPath(heightAt: (x: number) => number): string {
  const points: string[] = [];
  for (let x = 0; x <= WIDTH; x += 20) points.push(`${x},${round(heightAt(x))}`);
  return `M0,${HEIGHT} L${points.join(' L')} L${WIDTH},${HEIGHT} Z`;
}

export function wavyLine(random: () => number, base: number, amplitude: number): (x: number) => number {
  const [p1, p2, f1, f2] = [random() * 6.28, random() * 6.28, 0.004 + random() * 0.004, 0.011 + random() * 0.008];
  return (x) => base + amplitude * Math.sin(x * f1 + p1) + amplitude * 0.45 * Math.sin(x * f2 + p2);
}

/** A small round-crowned orchard tree standing at (x, y), `size` 1 being about 40 px tall. */
export function orchardTree(x: number, y: number, size: number, crown: string, crownDark: string): string {
  const s = size;
  return [
    `<rect x="${round(x - 2 * s)}" y="${round(y - 12 * s)}" width="${round(4 * s)}" height="${round(12 * s)}" fill="#6b4a2b"/>`,
    `<circle cx="${round(x - 7 * s)}" cy="${round(y - 15 * s)}" r="${round(8 * s)}" fill="${crownDark}"/>`,
    `<circle cx="${round(x + 7 * s)}" cy="${round(y - 15 * s)}" r="${round(8 * s)}" fill="${crownDark}"/>`,
    `<circle cx="${round(x)}" cy="${round(y - 22 * s)}" r="${round(11 * s)}" fill="${crown}"/>`,
    `<circle cx="${round(x - 3 * s)}" cy="${round(y - 26 * s)}" r="${round(4 * s)}" fill="#ffffff" fill-opacity="0.15"/>`,
  ].join('');
}

/** A hanging durian: a green oval whose dashed outline reads as spikes. */
export function smallDurian(x: number, y: number, size: number, husk: string, spikes: string): string {
  return [
    `<line x1="${round(x)}" y1="${round(y - 16 * size)}" x2="${round(x)}" y2="${round(y - 9 * size)}" stroke="#5a3d22" stroke-width="${round(2 * size)}"/>`,
    `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(8 * size)}" ry="${round(10 * size)}" fill="${husk}" stroke="${spikes}" stroke-width="${round(4 * size)}" stroke-dasharray="${round(1.5 * size)} ${round(2.5 * size)}"/>`,
  ].join('');
}
