import { banner, document, hillPath, orchardTree, round, seededRandom, verticalGradient, wavyLine } from './svg-kit';

/** The colours of one orchard picture: its sky, its hills and its tree crowns. */
export interface LandscapeLook {
  sky: readonly [string, string];
  sun: string;
  hills: readonly [string, string, string];
  crown: string;
  crownDark: string;
  night?: boolean;
}

/** An orchard landscape: sky, a sun or moon, three layers of hills, and rows of durian trees on them. */
export function orchardLandscape(seedText: string, look: LandscapeLook, title?: string, note?: string): string {
  const random = seededRandom(seedText);
  const far = wavyLine(random, 250, 26);
  const middle = wavyLine(random, 330, 22);
  const near = wavyLine(random, 430, 18);
  const sunX = 120 + random() * 560;

  const defs = [
    verticalGradient('sky', look.sky),
    `<radialGradient id="glow"><stop offset="0%" stop-color="${look.sun}" stop-opacity="0.9"/><stop offset="100%" stop-color="${look.sun}" stop-opacity="0"/></radialGradient>`,
  ].join('');

  const stars = look.night
    ? Array.from(
        { length: 60 },
        () =>
          `<circle cx="${round(random() * 800)}" cy="${round(random() * 260)}" r="${round(0.8 + random() * 1.6)}" fill="#ffffff" fill-opacity="${round(0.5 + random() * 0.5)}"/>`,
      ).join('')
    : '';
  const clouds = look.night
    ? ''
    : Array.from({ length: 3 }, () => {
        const [x, y, s] = [random() * 760, 50 + random() * 120, 0.7 + random() * 0.8];
        return `<g fill="#ffffff" fill-opacity="0.78"><ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(46 * s)}" ry="${round(16 * s)}"/><ellipse cx="${round(x + 26 * s)}" cy="${round(y - 10 * s)}" rx="${round(30 * s)}" ry="${round(16 * s)}"/><ellipse cx="${round(x - 24 * s)}" cy="${round(y - 4 * s)}" rx="${round(24 * s)}" ry="${round(12 * s)}"/></g>`;
      }).join('');

  const treesOn = (ground: (x: number) => number, offset: number, size: number, spacing: number) => {
    const trees: string[] = [];
    for (let x = 10 + random() * spacing; x < 800; x += spacing * (0.85 + random() * 0.3)) {
      trees.push(orchardTree(x, ground(x) + offset, size, look.crown, look.crownDark));
    }
    return trees.join('');
  };
  const farTrees = treesOn(far, 8, 0.55, 28);
  const middleTrees = treesOn(middle, 10, 0.9, 44) + treesOn(middle, 40, 1.05, 52);
  const nearTrees = treesOn(near, 24, 1.6, 86);

  return document(
    [
      `<rect width="800" height="600" fill="url(#sky)"/>`,
      stars,
      `<circle cx="${round(sunX)}" cy="120" r="110" fill="url(#glow)"/>`,
      `<circle cx="${round(sunX)}" cy="120" r="${look.night ? 30 : 44}" fill="${look.sun}"/>`,
      clouds,
      `<path d="${hillPath(far)}" fill="${look.hills[0]}"/>`,
      farTrees,
      `<path d="${hillPath(middle)}" fill="${look.hills[1]}"/>`,
      middleTrees,
      `<path d="${hillPath(near)}" fill="${look.hills[2]}"/>`,
      `<path d="M330,600 C380,520 460,480 520,${round(near(520) + 6)}" stroke="#c9a977" stroke-width="26" fill="none" stroke-linecap="round" stroke-opacity="0.75"/>`,
      nearTrees,
      title ? banner(title, note) : '',
    ].join(''),
    defs,
  );
}
