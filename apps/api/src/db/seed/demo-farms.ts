import { regionalFarms, type RegionalFarmKey } from './demo-farms-regional';
import type { Recording } from './demo-recordings';
import type { Activity } from './illustrations/activities';
import type { LandscapeLook } from './illustrations/landscape';
import type { VarietyKey } from './demo-varieties';

export type FarmKey = 'raub' | 'bentong' | 'balik-pulau' | 'muar' | 'kinta' | 'segamat' | 'tapah' | RegionalFarmKey;

export interface DemoTree {
  name: string;
  variety: VarietyKey;
  heightM: number;
  trunkCm: number;
  plantedYear: number;
  description: string;
  /** Care work on this tree: days before the seed date, what was done, by whom, and its photos. */
  care?: { daysAgo: number; activity: Activity; description: string; performedBy?: string; photos?: Activity[]; recordings?: Recording[] };
}

export interface DemoFarm {
  key: FarmKey;
  name: string;
  location: string;
  state: string;
  verificationStatus: 'VERIFIED' | 'PENDING';
  isCertified: boolean;
  foundedDate: string;
  description: string;
  story: string;
  cultivationPractices: string;
  contactEmail: string;
  contactPhone: string;
  website: string | null;
  specialties: string[];
  rating: number;
  reviewCount: number;
  look: LandscapeLook;
  trees: DemoTree[];
  /** Farm-wide care work. */
  care: {
    daysAgo: number;
    activity: Activity;
    description: string;
    performedBy: string;
    photos?: Activity[];
    /** A video or a voice note after the photos. */
    recordings?: Recording[];
  }[];
  /** Extra gallery entry with the harvest picture. */
  harvestEntry?: string;
}

const crowns = { crown: '#3f7d33', crownDark: '#2e5f25' };

export const farms: DemoFarm[] = [
  {
    key: 'raub',
    name: 'Raub Heritage Orchard',
    location: 'Sungai Ruan, Raub, Pahang',
    state: 'Pahang',
    verificationStatus: 'VERIFIED',
    isCertified: true,
    foundedDate: '1987-05-12',
    description:
      'A family orchard of 12 hectares on the slopes above Sungai Ruan, in the valley that made Musang King famous.',
    story:
      'Mr. Wong Ah Kow planted his first durian seedlings here in 1972, among rubber trees. His son Wong Kok Leong ' +
      'replaced the rubber with grafted Musang King in the late 1980s, and the oldest tree, Pokok Tua, still bears ' +
      'fruit every season. Today the third generation runs the farm and ships straight to customers.',
    cultivationPractices:
      'Fruit is never cut from the tree: nets catch it when it falls ripe. Compost from the farm, no ripening agents, ' +
      'and hand weeding under the young trees. MyGAP certified.',
    contactEmail: 'hello@raubheritage.my',
    contactPhone: '+60 9-355 1287',
    website: 'https://raubheritage.my',
    specialties: ['Musang King', 'Black Thorn', 'D24'],
    rating: 4.9,
    reviewCount: 186,
    look: { sky: ['#8ec5ff', '#e6f4ff'], sun: '#fff3b0', hills: ['#9cc08a', '#6ea35a', '#4f8a3c'], ...crowns },
    trees: [
      {
        name: 'Pokok Tua (MK-01)',
        variety: 'musang-king',
        heightM: 21.5,
        trunkCm: 92,
        plantedYear: 1972,
        description: 'The grandfather tree: planted from seed, grafted to Musang King in 1988, and still the heaviest bearer.',
        care: {
          daysAgo: 12,
          activity: 'inspection',
          description: 'Checked the old trunk for stem borer and canker; sealed one pruning wound with copper paste.',
          performedBy: 'Wong Kok Leong',
          photos: ['inspection', 'pruning'],
        },
      },
      {
        name: 'MK-07',
        variety: 'musang-king',
        heightM: 16,
        trunkCm: 58,
        plantedYear: 1996,
        description: 'Row B, facing east; its fruit are small but have the deepest colour on the farm.',
        care: { daysAgo: 25, activity: 'fertilising', description: 'Ring of composted chicken manure and NPK 12-12-17 after flowering.' },
      },
      {
        name: 'MK-12',
        variety: 'musang-king',
        heightM: 14.2,
        trunkCm: 49,
        plantedYear: 2003,
        description: 'A reliable bearer at the top of the slope.',
      },
      {
        name: 'BT-03',
        variety: 'black-thorn',
        heightM: 12.5,
        trunkCm: 41,
        plantedYear: 2008,
        description: 'One of the first Black Thorn grafts in Raub, from Penang budwood.',
        care: {
          daysAgo: 8,
          activity: 'netting',
          description: 'Nets tied under the fruiting branches before the first drop.',
          performedBy: 'Ah Seng',
          recordings: ['netting-video'],
        },
      },
      {
        name: 'D24-02',
        variety: 'd24',
        heightM: 17.8,
        trunkCm: 66,
        plantedYear: 1988,
        description: 'Planted the same year as the first Musang King grafts; shades the packing shed.',
      },
    ],
    care: [
      {
        daysAgo: 5,
        activity: 'harvest',
        description: 'Dawn and dusk rounds to collect fallen fruit from the nets; graded and packed the same day.',
        performedBy: 'Farm Staff',
        photos: ['harvest'],
        recordings: ['netting-video'],
      },
      {
        daysAgo: 40,
        activity: 'pruning',
        description: 'Opened the crowns of rows A to D to let light reach the lower branches.',
        performedBy: 'Wong Kok Leong',
        photos: ['pruning'],
        recordings: ['voice-note'],
      },
    ],
    harvestEntry: 'Harvest week in the valley',
  },
  {
    key: 'bentong',
    name: 'Bentong Highland Durian Estate',
    location: 'Karak, Bentong, Pahang',
    state: 'Pahang',
    verificationStatus: 'VERIFIED',
    isCertified: true,
    foundedDate: '1995-08-03',
    description: 'Cool, misty hillsides near the Karak Highway where Tekka and XO ripen slowly and grow bitter and deep.',
    story:
      'Siti Aminah and her husband Rahim bought an abandoned orchard in 1995 and spent five years reviving the old ' +
      'Tekka trees. Their XO, from budwood a neighbour gave them, is now what visitors drive up from Kuala Lumpur for.',
    cultivationPractices:
      'Terraced planting against erosion, cover crops between rows, drip irrigation in the dry months and integrated ' +
      'pest management instead of routine spraying.',
    contactEmail: 'estate@bentonghighland.my',
    contactPhone: '+60 9-222 4618',
    website: 'https://bentonghighland.my',
    specialties: ['Musang King', 'Tekka', 'XO'],
    rating: 4.7,
    reviewCount: 124,
    look: { sky: ['#9fd6d2', '#e8f7f4'], sun: '#fdf6d8', hills: ['#a9c9b9', '#79a98e', '#56896b'], crown: '#3b7a45', crownDark: '#2b5c34' },
    trees: [
      { name: 'MK-21', variety: 'musang-king', heightM: 13.5, trunkCm: 44, plantedYear: 2005, description: 'Upper terrace, in the mist most mornings.' },
      { name: 'MK-24', variety: 'musang-king', heightM: 11.8, trunkCm: 38, plantedYear: 2009, description: 'A younger tree with large, round fruit.' },
      {
        name: 'TK-05',
        variety: 'tekka',
        heightM: 18.4,
        trunkCm: 71,
        plantedYear: 1985,
        description: 'One of the old Tekka trees the farm was bought for.',
        care: { daysAgo: 18, activity: 'pruning', description: 'Removed two dead limbs broken in the last storm.', performedBy: 'Pak Rahim' },
      },
      { name: 'TK-09', variety: 'tekka', heightM: 15.1, trunkCm: 55, plantedYear: 1994, description: 'Heavy bearer on the lower terrace.' },
      {
        name: 'XO-02',
        variety: 'xo',
        heightM: 12.9,
        trunkCm: 46,
        plantedYear: 2001,
        description: 'Grown from the neighbour’s budwood; the mother of every XO on the estate.',
        care: { daysAgo: 30, activity: 'irrigation', description: 'Added a second drip line during the dry spell.', performedBy: 'Siti Aminah', photos: ['irrigation'] },
      },
    ],
    care: [
      { daysAgo: 15, activity: 'irrigation', description: 'Flushed and checked all drip lines after two dry weeks.', performedBy: 'Siti Aminah', photos: ['irrigation'] },
      { daysAgo: 60, activity: 'fertilising', description: 'Organic compost and rock phosphate spread along every terrace.', performedBy: 'Pak Rahim', photos: ['fertilising'] },
    ],
  },
  {
    key: 'balik-pulau',
    name: 'Balik Pulau Hillside Farm',
    location: 'Pondok Upeh, Balik Pulau, Penang',
    state: 'Penang',
    verificationStatus: 'VERIFIED',
    isCertified: true,
    foundedDate: '1962-03-21',
    description: 'Steep hillside orchard on the quiet west side of Penang Island, home of Red Prawn and Hor Lor.',
    story:
      'Three generations of the Lim family have tended these slopes. Grandfather Lim Chooi Hock planted the Red Prawn ' +
      'tree now called Ang Hae Tua in 1965; the family still carries fruit down the hill by hand when the path is wet.',
    cultivationPractices:
      'Trees grow on the natural slope without terracing; fallen fruit is collected twice a day. Fruit flies are kept ' +
      'down with traps, not sprays.',
    contactEmail: 'limfamily@balikpulauhillside.my',
    contactPhone: '+60 4-866 2231',
    website: null,
    specialties: ['Red Prawn', 'Hor Lor', 'Black Thorn', 'Golden Phoenix'],
    rating: 4.8,
    reviewCount: 152,
    look: { sky: ['#ffd59e', '#fff4df'], sun: '#fff0c2', hills: ['#b8c98a', '#86ad5e', '#5f9443'], ...crowns },
    trees: [
      {
        name: 'Ang Hae Tua (RP-01)',
        variety: 'red-prawn',
        heightM: 22,
        trunkCm: 98,
        plantedYear: 1965,
        description: 'The old Red Prawn tree planted by Grandfather Lim, the tallest on the hill.',
        care: { daysAgo: 9, activity: 'netting', description: 'Nets renewed on the lower branches; the old ones had torn.', performedBy: 'Lim Wei Ming', photos: ['netting'] },
      },
      { name: 'RP-08', variety: 'red-prawn', heightM: 15.5, trunkCm: 57, plantedYear: 1992, description: 'Grafted from Ang Hae Tua.' },
      {
        name: 'HL-04',
        variety: 'hor-lor',
        heightM: 14.8,
        trunkCm: 52,
        plantedYear: 1997,
        description: 'Bears the gourd-shaped fruit the variety is named for.',
        care: { daysAgo: 35, activity: 'fertilising', description: 'Goat manure and mulch ring after flowering.' },
      },
      { name: 'BT-11', variety: 'black-thorn', heightM: 11.2, trunkCm: 36, plantedYear: 2010, description: 'Budwood from the original Black Thorn tree in Balik Pulau.' },
      { name: 'GP-02', variety: 'golden-phoenix', heightM: 13.6, trunkCm: 47, plantedYear: 2002, description: 'Small fruit, big flavour; the family’s own favourite.' },
    ],
    care: [
      { daysAgo: 3, activity: 'harvest', description: 'Carried the morning’s fall down to the road by hand after the rain.', performedBy: 'Lim Wei Ming', photos: ['harvest'] },
      { daysAgo: 50, activity: 'inspection', description: 'Set out fruit-fly traps along every path.', performedBy: 'Farm Staff' },
    ],
    harvestEntry: 'Carrying the harvest down the hill',
  },
  {
    key: 'muar',
    name: 'Muar River Durian Farm',
    location: 'Bukit Kepong, Muar, Johor',
    state: 'Johor',
    verificationStatus: 'VERIFIED',
    isCertified: false,
    foundedDate: '1978-11-02',
    description: 'Flat, fertile land along the Muar River, planted with the classic Johor varieties D24, D101 and IOI.',
    story:
      'Ahmad Zulkifli took over his father’s kampung orchard in 2004 and began grafting the best of its seedlings. The ' +
      'farm sells mostly to families who come back every season for the D24 and D101.',
    cultivationPractices:
      'Raised beds against floods, river-water irrigation, and compost from oil palm empty fruit bunches from the ' +
      'neighbouring estate.',
    contactEmail: 'muarriverdurian@gmail.com',
    contactPhone: '+60 6-952 7710',
    website: null,
    specialties: ['D24', 'D101', 'IOI'],
    rating: 4.5,
    reviewCount: 88,
    look: { sky: ['#7fc1f0', '#dff1ff'], sun: '#fff6c4', hills: ['#a6cf86', '#7bb35c', '#5b9a40'], ...crowns },
    trees: [
      {
        name: 'D24-15',
        variety: 'd24',
        heightM: 16.2,
        trunkCm: 61,
        plantedYear: 1990,
        description: 'By the river bank; its roots never dry out.',
        care: { daysAgo: 20, activity: 'pruning', description: 'Cut back branches hanging over the river path.', performedBy: 'Ahmad Zulkifli', photos: ['pruning'] },
      },
      { name: 'D24-19', variety: 'd24', heightM: 13.1, trunkCm: 45, plantedYear: 2004, description: 'The first tree Ahmad grafted himself.' },
      { name: 'D101-03', variety: 'd101', heightM: 15.8, trunkCm: 59, plantedYear: 1993, description: 'Bright yellow fruit every year, even in poor seasons.' },
      { name: 'D101-07', variety: 'd101', heightM: 12.4, trunkCm: 42, plantedYear: 2006, description: 'Near the farm house.' },
      { name: 'IOI-01', variety: 'ioi', heightM: 14, trunkCm: 50, plantedYear: 1999, description: 'Budwood from the IOI estate itself.' },
    ],
    care: [
      { daysAgo: 10, activity: 'netting', description: 'Nets strung across rows 1 to 6 ahead of the main fall.', performedBy: 'Farm Staff', photos: ['netting'] },
      { daysAgo: 45, activity: 'irrigation', description: 'Cleared the river pump intake and the main channel.', performedBy: 'Ahmad Zulkifli' },
    ],
  },
  {
    key: 'kinta',
    name: 'Kinta Valley Orchard',
    location: 'Gopeng, Kinta, Perak',
    state: 'Perak',
    verificationStatus: 'VERIFIED',
    isCertified: true,
    foundedDate: '2001-06-15',
    description: 'Limestone hills and old tin-mining land turned into an orchard of D24, Golden Phoenix and Hor Lor.',
    story:
      'Ravi Chandran grew up in Gopeng watching the tin mines close. In 2001 he planted durians on his family’s land ' +
      'beside the old mining pools; the limestone soil gives his Hor Lor a creaminess customers ask for by name.',
    cultivationPractices:
      'Soil tested every year, lime added where needed, and bees kept on the farm to help pollination alongside the ' +
      'bats that visit the night-blooming flowers.',
    contactEmail: 'ravi@kintavalleyorchard.my',
    contactPhone: '+60 5-359 4402',
    website: 'https://kintavalleyorchard.my',
    specialties: ['D24', 'Golden Phoenix', 'Hor Lor', 'D101'],
    rating: 4.6,
    reviewCount: 97,
    look: { sky: ['#b5d8f2', '#eef6fb'], sun: '#fff8d6', hills: ['#b7c4b0', '#8fae7e', '#6a9958'], ...crowns },
    trees: [
      { name: 'D24-31', variety: 'd24', heightM: 15, trunkCm: 54, plantedYear: 1995, description: 'Planted by Ravi’s father before the orchard had a name.' },
      {
        name: 'GP-11',
        variety: 'golden-phoenix',
        heightM: 12.2,
        trunkCm: 40,
        plantedYear: 2007,
        description: 'Next to the beehives; always the first to flower.',
        care: { daysAgo: 14, activity: 'inspection', description: 'Leaf check for mites and leafhoppers; nothing found.', performedBy: 'Ravi Chandran', photos: ['inspection'] },
      },
      { name: 'HL-09', variety: 'hor-lor', heightM: 16.6, trunkCm: 63, plantedYear: 1989, description: 'On limestone soil at the foot of the hill.' },
      { name: 'D101-12', variety: 'd101', heightM: 13.4, trunkCm: 47, plantedYear: 2003, description: 'By the old mining pool.' },
      { name: 'GP-14', variety: 'golden-phoenix', heightM: 10.8, trunkCm: 33, plantedYear: 2012, description: 'The youngest bearing tree on the farm.' },
    ],
    care: [
      { daysAgo: 28, activity: 'fertilising', description: 'Agricultural lime and compost spread after this year’s soil test.', performedBy: 'Ravi Chandran', photos: ['fertilising'] },
      { daysAgo: 7, activity: 'harvest', description: 'First fruit of the season collected from the D24 rows.', performedBy: 'Farm Staff', photos: ['harvest'] },
    ],
    harvestEntry: 'First fall of the season',
  },
  {
    key: 'segamat',
    name: 'Segamat Green Canopy Farm',
    location: 'Buloh Kasap, Segamat, Johor',
    state: 'Johor',
    verificationStatus: 'VERIFIED',
    isCertified: false,
    foundedDate: '2006-02-10',
    description: 'A younger farm in northern Johor growing IOI, XO and a few rows of Black Thorn.',
    story:
      'Tan Mei Ling left her bank job in Johor Bahru in 2006 to plant durians on her late uncle’s land. Her XO and ' +
      'IOI now supply restaurants in Singapore and Johor Bahru, and since last year, Durio.',
    cultivationPractices: 'Intercropped with banana for shade while the trees are young; mulched with grass cuttings.',
    contactEmail: 'meiling@greencanopyfarm.my',
    contactPhone: '+60 7-931 5528',
    website: 'https://greencanopyfarm.my',
    specialties: ['IOI', 'XO', 'Black Thorn'],
    rating: 4.4,
    reviewCount: 61,
    look: { sky: ['#f7b7c3', '#fde7ea'], sun: '#fff1c9', hills: ['#a9c48f', '#7fab62', '#5e9247'], ...crowns },
    trees: [
      {
        name: 'IOI-06',
        variety: 'ioi',
        heightM: 15.2,
        trunkCm: 56,
        plantedYear: 1994,
        description: 'Planted by Mei Ling’s uncle; older than the farm itself.',
        care: { daysAgo: 16, activity: 'fertilising', description: 'Slow-release fertiliser and grass mulch around the drip line.', performedBy: 'Tan Mei Ling', photos: ['fertilising'] },
      },
      { name: 'IOI-10', variety: 'ioi', heightM: 12.8, trunkCm: 44, plantedYear: 2005, description: 'Sheltered by the banana rows.' },
      { name: 'XO-07', variety: 'xo', heightM: 14.4, trunkCm: 51, plantedYear: 1998, description: 'The farm’s best XO; restaurants ask for its fruit by number.' },
      { name: 'XO-12', variety: 'xo', heightM: 11.5, trunkCm: 37, plantedYear: 2009, description: 'Grafted from XO-07.' },
      { name: 'BT-20', variety: 'black-thorn', heightM: 10.2, trunkCm: 31, plantedYear: 2013, description: 'Young Black Thorn in its fourth bearing season.' },
    ],
    care: [
      { daysAgo: 22, activity: 'pruning', description: 'Thinned the banana rows to let more light onto the young durians.', performedBy: 'Tan Mei Ling', photos: ['pruning'] },
      { daysAgo: 4, activity: 'netting', description: 'Netting done on all XO trees.', performedBy: 'Farm Staff', photos: ['netting', 'harvest'] },
    ],
  },
  {
    key: 'tapah',
    name: 'Kampung Sentosa Durian Plot',
    location: 'Tapah, Perak',
    state: 'Perak',
    verificationStatus: 'PENDING',
    isCertified: false,
    foundedDate: '2019-01-01',
    description: 'A new smallholding waiting for its farm visit before it can sell on Durio.',
    story: 'Applied to join Durio this season.',
    cultivationPractices: 'To be confirmed at the farm visit.',
    contactEmail: 'sentosa.durian@gmail.com',
    contactPhone: '+60 5-401 1190',
    website: null,
    specialties: ['D24'],
    rating: 0,
    reviewCount: 0,
    look: { sky: ['#c9d3dc', '#eef1f4'], sun: '#f7f3e1', hills: ['#b1bfa6', '#8fa883', '#6f9062'], ...crowns },
    trees: [],
    care: [],
  },
  ...regionalFarms,
];

/** Dawn and night variants of each farm's landscape, for its gallery. */
export const dawnLook = (look: LandscapeLook): LandscapeLook => ({
  ...look,
  sky: ['#f9c5a8', '#fde8d4'],
  sun: '#ffe0a3',
});

export const nightLook = (): LandscapeLook => ({
  sky: ['#0f1f3d', '#2b3f6b'],
  sun: '#f4f1dc',
  hills: ['#2c4536', '#223a2b', '#182c20'],
  crown: '#24452a',
  crownDark: '#1a341f',
  night: true,
});
