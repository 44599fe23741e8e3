import type { DemoFarm } from './demo-farms';

export type RegionalFarmKey =
  | 'temerloh'
  | 'benta'
  | 'titi-kerawang'
  | 'teluk-bahang'
  | 'yong-peng'
  | 'kahang'
  | 'bukit-merah'
  | 'sungai-siput'
  | 'baling'
  | 'gurun'
  | 'gua-musang'
  | 'manek-urai'
  | 'johol'
  | 'jelebu'
  | 'durian-tunggal'
  | 'merlimau'
  | 'hulu-langat'
  | 'kuala-berang';

const crowns = { crown: '#3f7d33', crownDark: '#2e5f25' };

/**
 * Partner farms across the other durian states, so the farms list runs to several pages. They grow trees
 * but sell little on Durio yet: most joined this season. Each keeps one farm-wide care record and a
 * small gallery, like the first farms.
 */
export const regionalFarms: DemoFarm[] = [
  {
    key: 'temerloh',
    name: 'Sungai Pahang Riverside Orchard',
    location: 'Kampung Paya Taram, Temerloh, Pahang',
    state: 'Pahang',
    verificationStatus: 'VERIFIED',
    isCertified: false,
    foundedDate: '1983-04-18',
    description: 'A kampung orchard on the banks of the Pahang River, where the floods of the monsoon leave rich silt behind.',
    story:
      'Haji Osman Ibrahim planted his first D24 seedlings between the coconut palms of his father’s land in 1983. ' +
      'His daughter Nor Hayati now runs the orchard and still sells at the Sunday market in Temerloh.',
    cultivationPractices:
      'Trees stand on low mounds above flood level; the river silt is the main fertiliser, topped up with compost ' +
      'from the village.',
    contactEmail: 'norhayati.paytaram@gmail.com',
    contactPhone: '+60 9-296 3315',
    website: null,
    specialties: ['D24', 'Tekka', 'IOI'],
    rating: 4.3,
    reviewCount: 44,
    look: { sky: ['#a7d3f5', '#eaf5fd'], sun: '#fff4c0', hills: ['#b4cf94', '#88b46a', '#5f9745'], ...crowns },
    trees: [
      {
        name: 'D24-Haji (PT-01)',
        variety: 'd24',
        heightM: 18.6,
        trunkCm: 74,
        plantedYear: 1983,
        description: 'The first tree Haji Osman planted; it survived the great flood of 2014 up to its lower branches.',
        care: { daysAgo: 11, activity: 'inspection', description: 'Checked the roots for rot after the high water went down.', performedBy: 'Nor Hayati' },
      },
      { name: 'TK-03', variety: 'tekka', heightM: 14.9, trunkCm: 52, plantedYear: 1996, description: 'Behind the surau, where the soil is highest.' },
      { name: 'IOI-04', variety: 'ioi', heightM: 11.4, trunkCm: 37, plantedYear: 2011, description: 'Grafted by Nor Hayati on her return from university.' },
    ],
    care: [
      { daysAgo: 19, activity: 'fertilising', description: 'Spread village compost on the mounds ahead of flowering.', performedBy: 'Nor Hayati', photos: ['fertilising'] },
    ],
  },
  {
    key: 'benta',
    name: 'Benta Durian Hill',
    location: 'Benta, Kuala Lipis, Pahang',
    state: 'Pahang',
    verificationStatus: 'VERIFIED',
    isCertified: true,
    foundedDate: '1999-09-07',
    description: 'Rolling hills of old rubber land near Kuala Lipis, replanted with Musang King and Black Thorn.',
    story:
      'Chan Kah Hoe tapped rubber on this hill as a boy. When latex prices fell in the late 1990s he grafted durians ' +
      'onto the land instead, one terrace a year, and his Musang King now sells out before it falls.',
    cultivationPractices:
      'Old rubber trees left along the ridge as a windbreak, grass kept short between the rows, and nets on every ' +
      'bearing tree. MyGAP certified.',
    contactEmail: 'kahhoe@bentadurianhill.my',
    contactPhone: '+60 9-323 7781',
    website: 'https://bentadurianhill.my',
    specialties: ['Musang King', 'Black Thorn'],
    rating: 4.6,
    reviewCount: 73,
    look: { sky: ['#b9dcd6', '#eef8f5'], sun: '#fdf3d0', hills: ['#a5c3a8', '#77a27f', '#4f8259'], crown: '#356f3d', crownDark: '#25512c' },
    trees: [
      { name: 'MK-B01', variety: 'musang-king', heightM: 15.3, trunkCm: 55, plantedYear: 1999, description: 'The first graft on the first terrace.' },
      {
        name: 'MK-B08',
        variety: 'musang-king',
        heightM: 12.1,
        trunkCm: 41,
        plantedYear: 2006,
        description: 'Sheltered by the old rubber trees on the ridge.',
        care: { daysAgo: 6, activity: 'netting', description: 'Nets hung under the heaviest branches.', performedBy: 'Chan Kah Hoe' },
      },
      { name: 'BT-B02', variety: 'black-thorn', heightM: 10.6, trunkCm: 34, plantedYear: 2012, description: 'Black Thorn budwood brought from Penang.' },
    ],
    care: [{ daysAgo: 33, activity: 'pruning', description: 'Cleared rubber saplings that had seeded between the rows.', performedBy: 'Chan Kah Hoe' }],
    harvestEntry: 'Nets full on the first terrace',
  },
  {
    key: 'titi-kerawang',
    name: 'Titi Kerawang Durian Terrace',
    location: 'Titi Kerawang, Balik Pulau, Penang',
    state: 'Penang',
    verificationStatus: 'VERIFIED',
    isCertified: true,
    foundedDate: '1974-07-01',
    description: 'Terraces cut into the hillside above the Titi Kerawang waterfall, shaded by the island’s oldest trees.',
    story:
      'The Teoh family carried soil up these slopes in baskets to build the first terraces in the 1970s. Teoh Kim Seng ' +
      'and his sisters still tend trees their grandmother named, and collect fruit by lamplight in the season.',
    cultivationPractices:
      'Stone-walled terraces, stream water piped down by gravity, and no weedkiller: the ground cover stays to hold ' +
      'the soil. MyGAP certified.',
    contactEmail: 'teohfamily@titikerawang.my',
    contactPhone: '+60 4-866 8154',
    website: 'https://titikerawang.my',
    specialties: ['Red Prawn', 'Black Thorn', 'Hor Lor'],
    rating: 4.7,
    reviewCount: 109,
    look: { sky: ['#ffc9a3', '#fff0e2'], sun: '#ffe9b0', hills: ['#c2c98a', '#94ae5f', '#6a9443'], ...crowns },
    trees: [
      {
        name: 'Ah Ma’s Tree (RP-T1)',
        variety: 'red-prawn',
        heightM: 20.4,
        trunkCm: 88,
        plantedYear: 1976,
        description: 'Named after the grandmother who planted it; its fruit is the stickiest on the terrace.',
        care: { daysAgo: 13, activity: 'pruning', description: 'Trimmed a branch leaning over the waterfall path.', performedBy: 'Teoh Kim Seng', photos: ['pruning'] },
      },
      { name: 'BT-T4', variety: 'black-thorn', heightM: 12.7, trunkCm: 43, plantedYear: 2005, description: 'Third terrace, in the afternoon sun.' },
      { name: 'HL-T2', variety: 'hor-lor', heightM: 15.9, trunkCm: 60, plantedYear: 1990, description: 'Its gourd-shaped fruit hang low enough to touch.' },
    ],
    care: [{ daysAgo: 4, activity: 'harvest', description: 'Lamplight collecting round on all three terraces.', performedBy: 'Teoh family', photos: ['harvest'] }],
    harvestEntry: 'Collecting by lamplight',
  },
  {
    key: 'teluk-bahang',
    name: 'Teluk Bahang Bukit Orchard',
    location: 'Teluk Bahang, Penang',
    state: 'Penang',
    verificationStatus: 'VERIFIED',
    isCertified: false,
    foundedDate: '1988-12-03',
    description: 'A small orchard on the forest edge above Teluk Bahang, with a view of the sea from the top row.',
    story:
      'Ooi Beng Chye was a fisherman until a bad back kept him ashore. He bought this hillside in 1988 and planted the ' +
      'Golden Phoenix his father loved; his sons take the fruit down to George Town each morning of the season.',
    cultivationPractices: 'Hand weeding, fish-waste compost from the jetty, and a bamboo fence to keep the wild boar out.',
    contactEmail: 'ooibengchye@gmail.com',
    contactPhone: '+60 4-885 2079',
    website: null,
    specialties: ['Golden Phoenix', 'Red Prawn'],
    rating: 4.5,
    reviewCount: 52,
    look: { sky: ['#7ec8e3', '#e3f6fb'], sun: '#fff7cf', hills: ['#a8cd8c', '#7cb062', '#578f42'], ...crowns },
    trees: [
      { name: 'GP-TB3', variety: 'golden-phoenix', heightM: 13.2, trunkCm: 46, plantedYear: 1989, description: 'Top row, facing the sea breeze.' },
      { name: 'RP-TB1', variety: 'red-prawn', heightM: 14.6, trunkCm: 51, plantedYear: 1993, description: 'Grafted from a neighbour’s tree in Balik Pulau.' },
    ],
    care: [{ daysAgo: 21, activity: 'inspection', description: 'Repaired the boar fence and checked the young fruit for bites.', performedBy: 'Ooi Beng Chye' }],
  },
  {
    key: 'yong-peng',
    name: 'Yong Peng Durian Valley',
    location: 'Yong Peng, Batu Pahat, Johor',
    state: 'Johor',
    verificationStatus: 'VERIFIED',
    isCertified: true,
    foundedDate: '1994-05-22',
    description: 'A valley orchard beside the North–South Expressway, known locally for its aged XO.',
    story:
      'Lee Chee Keong and his wife Jenny started with ten D24 trees behind their coffee shop in Yong Peng. Twenty ' +
      'years later the coffee shop is gone and the valley holds six hundred trees.',
    cultivationPractices: 'Drip irrigation fed from a farm pond, mulch from oil palm fronds, and pheromone traps for the fruit borer.',
    contactEmail: 'sales@yongpengdurian.my',
    contactPhone: '+60 7-467 3390',
    website: 'https://yongpengdurian.my',
    specialties: ['D24', 'XO', 'Black Thorn'],
    rating: 4.3,
    reviewCount: 39,
    look: { sky: ['#f6d28b', '#fdf3dc'], sun: '#fff2b8', hills: ['#b9cd86', '#8cb35c', '#65953f'], ...crowns },
    trees: [
      { name: 'D24-YP10', variety: 'd24', heightM: 16.8, trunkCm: 63, plantedYear: 1994, description: 'One of the ten trees behind the old coffee shop.' },
      {
        name: 'XO-YP3',
        variety: 'xo',
        heightM: 13.9,
        trunkCm: 48,
        plantedYear: 2003,
        description: 'By the farm pond; its fruit are left a day longer for the deepest flavour.',
        care: { daysAgo: 17, activity: 'irrigation', description: 'Replaced a cracked drip line along the pond row.', performedBy: 'Lee Chee Keong', photos: ['irrigation'] },
      },
    ],
    care: [{ daysAgo: 9, activity: 'netting', description: 'Netting finished on the XO and Black Thorn rows.', performedBy: 'Farm Staff', photos: ['netting'] }],
  },
  {
    key: 'kahang',
    name: 'Kahang Kampung Durian Estate',
    location: 'Kahang, Kluang, Johor',
    state: 'Johor',
    verificationStatus: 'VERIFIED',
    isCertified: false,
    foundedDate: '2008-03-15',
    description: 'A young estate among the pineapple fields of Kluang, growing sweet IOI and D101 for families.',
    story:
      'Rosli Ahmad grew pineapples for twenty years before planting durians on half his land in 2008. His children ' +
      'now call it the durian estate, though the pineapples still pay the bills between seasons.',
    cultivationPractices: 'Pineapple rows between the young trees keep the weeds down; compost from pineapple tops and chicken manure.',
    contactEmail: 'rosli.kahangestate@gmail.com',
    contactPhone: '+60 7-788 1624',
    website: null,
    specialties: ['IOI', 'D101', 'D24'],
    rating: 4.2,
    reviewCount: 27,
    look: { sky: ['#c9c3ec', '#f1eefb'], sun: '#fff3cf', hills: ['#a9c79a', '#7eaa6d', '#5a8d4d'], ...crowns },
    trees: [
      { name: 'IOI-K2', variety: 'ioi', heightM: 11.9, trunkCm: 39, plantedYear: 2008, description: 'Among the first grafts on the old pineapple field.' },
      { name: 'D101-K5', variety: 'd101', heightM: 10.3, trunkCm: 33, plantedYear: 2010, description: 'Buttery fruit the grandchildren wait for.' },
    ],
    care: [{ daysAgo: 26, activity: 'fertilising', description: 'Composted pineapple tops spread around each young tree.', performedBy: 'Rosli Ahmad' }],
  },
  {
    key: 'bukit-merah',
    name: 'Bukit Merah Lakeside Durian Farm',
    location: 'Semanggol, Kerian, Perak',
    state: 'Perak',
    verificationStatus: 'VERIFIED',
    isCertified: false,
    foundedDate: '1986-10-09',
    description: 'Low hills above the Bukit Merah reservoir, with D24 and Hor Lor trees older than the nearby resort.',
    story:
      'Nordin Yusof inherited the orchard from his uncle, a padi farmer who planted durians on the only hill he owned. ' +
      'Nordin added Hor Lor in the 1990s and still sells half the fruit to lake visitors at his gate.',
    cultivationPractices: 'Padi straw mulch from the neighbouring fields, rain-fed trees, and fruit collected at first light.',
    contactEmail: 'nordin.lakeside@gmail.com',
    contactPhone: '+60 5-890 4412',
    website: null,
    specialties: ['D24', 'Hor Lor'],
    rating: 4.4,
    reviewCount: 58,
    look: { sky: ['#8fc9f2', '#e6f3fc'], sun: '#fff5c6', hills: ['#b0d08e', '#83b465', '#5d9846'], ...crowns },
    trees: [
      { name: 'D24-BM1', variety: 'd24', heightM: 17.4, trunkCm: 69, plantedYear: 1978, description: 'Planted by Nordin’s uncle on the top of the hill.' },
      {
        name: 'HL-BM6',
        variety: 'hor-lor',
        heightM: 13.1,
        trunkCm: 45,
        plantedYear: 1997,
        description: 'Faces the lake; its fruit ripen a week after the rest.',
        care: { daysAgo: 24, activity: 'fertilising', description: 'Padi straw mulch renewed after flowering.', performedBy: 'Nordin Yusof', photos: ['fertilising'] },
      },
    ],
    care: [{ daysAgo: 8, activity: 'harvest', description: 'First collecting rounds of the season at dawn.', performedBy: 'Nordin Yusof' }],
  },
  {
    key: 'sungai-siput',
    name: 'Sungai Siput Durian Grove',
    location: 'Lintang, Sungai Siput, Perak',
    state: 'Perak',
    verificationStatus: 'VERIFIED',
    isCertified: true,
    foundedDate: '2002-01-20',
    description: 'A grove in the foothills of the Titiwangsa range, where cool nights give the fruit a deep bitterness.',
    story:
      'Selvam Arumugam managed an oil palm estate for fifteen years before buying his own land in Lintang. He grafted ' +
      'Musang King onto old seedling trees and now trains young farmers from the area in grafting.',
    cultivationPractices:
      'Grafting done on the farm from its own budwood, soil tested twice a year, and integrated pest management with ' +
      'weaver ants. MyGAP certified.',
    contactEmail: 'selvam@sungaisiputgrove.my',
    contactPhone: '+60 5-598 2260',
    website: 'https://sungaisiputgrove.my',
    specialties: ['Musang King', 'D101', 'Golden Phoenix'],
    rating: 4.5,
    reviewCount: 66,
    look: { sky: ['#c4d7e6', '#f0f5f9'], sun: '#f9efcf', hills: ['#b4c2a2', '#8aa97a', '#648f55'], ...crowns },
    trees: [
      {
        name: 'MK-L03',
        variety: 'musang-king',
        heightM: 14.4,
        trunkCm: 50,
        plantedYear: 2002,
        description: 'A seedling tree top-worked to Musang King in Selvam’s first year.',
        care: { daysAgo: 15, activity: 'inspection', description: 'Checked the weaver ant nests and the young fruit for borers.', performedBy: 'Selvam Arumugam', photos: ['inspection'] },
      },
      { name: 'D101-L1', variety: 'd101', heightM: 15.7, trunkCm: 58, plantedYear: 1992, description: 'Older than the farm: it came with the land.' },
      { name: 'GP-L7', variety: 'golden-phoenix', heightM: 10.9, trunkCm: 35, plantedYear: 2013, description: 'Grafted by a student of Selvam’s grafting class.' },
    ],
    care: [{ daysAgo: 30, activity: 'pruning', description: 'Grafting class: budwood cut from MK-L03 for new trees.', performedBy: 'Selvam Arumugam', photos: ['pruning'] }],
  },
  {
    key: 'baling',
    name: 'Baling Highland Durian',
    location: 'Kupang, Baling, Kedah',
    state: 'Kedah',
    verificationStatus: 'VERIFIED',
    isCertified: true,
    foundedDate: '1991-02-14',
    description: 'Upland orchard near the Thai border, where Kedah’s Musang King ripens weeks after Pahang’s.',
    story:
      'Haji Azman Saad came home to Kupang from a factory job in Penang and planted durians on his family’s hill land. ' +
      'His late-ripening Musang King now arrives in Kuala Lumpur just as the Pahang season ends.',
    cultivationPractices: 'Contour planting on the slopes, organic fertiliser only, and nets hung by the village youth each season. MyGAP certified.',
    contactEmail: 'azman@balinghighland.my',
    contactPhone: '+60 4-470 5523',
    website: 'https://balinghighland.my',
    specialties: ['Musang King', 'Black Thorn', 'D24'],
    rating: 4.6,
    reviewCount: 81,
    look: { sky: ['#6fb7ea', '#d9eefc'], sun: '#fff8d2', hills: ['#9fc684', '#71a85a', '#4c8a3b'], crown: '#3a7a31', crownDark: '#285a22' },
    trees: [
      { name: 'MK-KP2', variety: 'musang-king', heightM: 14.8, trunkCm: 53, plantedYear: 1995, description: 'On the highest contour, the last to ripen.' },
      {
        name: 'BT-KP5',
        variety: 'black-thorn',
        heightM: 11.6,
        trunkCm: 38,
        plantedYear: 2009,
        description: 'Planted the year Haji Azman first saw Black Thorn in Penang.',
        care: { daysAgo: 7, activity: 'netting', description: 'Nets hung by the village youth team.', performedBy: 'Haji Azman Saad', photos: ['netting'] },
      },
      { name: 'D24-KP1', variety: 'd24', heightM: 17.2, trunkCm: 66, plantedYear: 1991, description: 'The orchard’s first tree, by the old wooden house.' },
    ],
    care: [{ daysAgo: 40, activity: 'fertilising', description: 'Organic fertiliser along every contour row.', performedBy: 'Farm Staff', photos: ['fertilising'] }],
    harvestEntry: 'Late season on the border hills',
  },
  {
    key: 'gurun',
    name: 'Gunung Jerai Kampung Orchard',
    location: 'Gurun, Kuala Muda, Kedah',
    state: 'Kedah',
    verificationStatus: 'VERIFIED',
    isCertified: false,
    foundedDate: '1968-06-30',
    description: 'An old kampung orchard on the lower slopes of Gunung Jerai, with seedling trees older than most of its visitors.',
    story:
      'Che Rohani Ismail’s grandfather planted seedling durians here in the 1960s; some of them still bear. She added ' +
      'grafted D24 and Tekka in the 2000s and runs the orchard with her two sons.',
    cultivationPractices: 'Old trees left to grow tall, fallen leaves left as mulch, and mountain stream water in the dry months.',
    contactEmail: 'jeraiorchard@gmail.com',
    contactPhone: '+60 4-468 1187',
    website: null,
    specialties: ['D24', 'Tekka'],
    rating: 4.2,
    reviewCount: 23,
    look: { sky: ['#f3b6b0', '#fde6e3'], sun: '#ffeec4', hills: ['#a6c08f', '#7aa565', '#568a47'], ...crowns },
    trees: [
      { name: 'Pokok Datuk (GJ-01)', variety: 'tekka', heightM: 24.1, trunkCm: 104, plantedYear: 1966, description: 'The grandfather’s tree, the tallest on the mountain slope.' },
      { name: 'D24-GJ4', variety: 'd24', heightM: 12.6, trunkCm: 42, plantedYear: 2004, description: 'Grafted by Che Rohani the year she took over.' },
    ],
    care: [{ daysAgo: 12, activity: 'irrigation', description: 'Opened the stream channel to the lower rows during the dry spell.', performedBy: 'Che Rohani Ismail', photos: ['irrigation'] }],
  },
  {
    key: 'gua-musang',
    name: 'Gua Musang Limestone Orchard',
    location: 'Kampung Pulai, Gua Musang, Kelantan',
    state: 'Kelantan',
    verificationStatus: 'VERIFIED',
    isCertified: true,
    foundedDate: '1997-08-11',
    description: 'Trees in the shadow of the limestone cliffs of Kampung Pulai, in the district many say gave Musang King its name.',
    story:
      'Wan Zulkarnain Wan Ismail planted Musang King budwood from a cousin in Gua Musang town in 1997. The limestone ' +
      'soil and cool valley nights give his fruit a bitterness Kelantan buyers prize.',
    cultivationPractices: 'Lime-rich soil left as it is, goat manure compost, and nets on every bearing tree. MyGAP certified.',
    contactEmail: 'wanzul@limestoneorchard.my',
    contactPhone: '+60 9-912 3358',
    website: 'https://limestoneorchard.my',
    specialties: ['Musang King', 'Tekka', 'D24'],
    rating: 4.5,
    reviewCount: 47,
    look: { sky: ['#aecde0', '#eaf3f8'], sun: '#fbf3d3', hills: ['#b9c3b2', '#90ab84', '#6a8f5d'], ...crowns },
    trees: [
      {
        name: 'MK-GM4',
        variety: 'musang-king',
        heightM: 13.8,
        trunkCm: 47,
        plantedYear: 1997,
        description: 'From the cousin’s budwood; right under the cliff.',
        care: { daysAgo: 10, activity: 'pruning', description: 'Cut back limbs rubbing against the rock face.', performedBy: 'Wan Zulkarnain' },
      },
      { name: 'TK-GM2', variety: 'tekka', heightM: 16.1, trunkCm: 59, plantedYear: 1988, description: 'An old Tekka that came with the land.' },
    ],
    care: [{ daysAgo: 5, activity: 'harvest', description: 'Morning round under the cliff rows.', performedBy: 'Farm Staff', photos: ['harvest'] }],
  },
  {
    key: 'manek-urai',
    name: 'Kuala Krai Riverbank Durian',
    location: 'Manek Urai, Kuala Krai, Kelantan',
    state: 'Kelantan',
    verificationStatus: 'VERIFIED',
    isCertified: false,
    foundedDate: '2004-11-25',
    description: 'Riverside land on the Sungai Lebir, replanted with grafted durians after the old trees were lost to floods.',
    story:
      'Mohd Faizal Che Mat lost most of his father’s old trees in the floods of 2014. He replanted with grafted IOI, D24 ' +
      'and XO on raised ground, and the first of them bore fruit in 2019.',
    cultivationPractices: 'Raised rows above the flood line, river sand worked into the clay, and compost from the village rice mill.',
    contactEmail: 'faizal.manekurai@gmail.com',
    contactPhone: '+60 9-960 7714',
    website: null,
    specialties: ['D24', 'IOI', 'XO'],
    rating: 4.2,
    reviewCount: 19,
    look: { sky: ['#9fd0e8', '#e9f6fb'], sun: '#fff0bd', hills: ['#acd28d', '#7fb564', '#5a9a45'], ...crowns },
    trees: [
      { name: 'IOI-MU3', variety: 'ioi', heightM: 9.8, trunkCm: 30, plantedYear: 2015, description: 'Replanted on raised ground after the floods.' },
      { name: 'XO-MU1', variety: 'xo', heightM: 10.4, trunkCm: 32, plantedYear: 2015, description: 'The first of the new trees to bear fruit.' },
    ],
    care: [{ daysAgo: 27, activity: 'inspection', description: 'Checked the raised rows for erosion after the heavy rain.', performedBy: 'Mohd Faizal' }],
  },
  {
    key: 'johol',
    name: 'Johol Heritage Dusun',
    location: 'Johol, Kuala Pilah, Negeri Sembilan',
    state: 'Negeri Sembilan',
    verificationStatus: 'VERIFIED',
    isCertified: false,
    foundedDate: '1958-05-02',
    description: 'A Minangkabau family dusun of mixed fruit trees, where the durians are handed down from mother to daughter.',
    story:
      'Under the adat perpatih of Negeri Sembilan this dusun passes through the women of the family. Puan Zaleha Kassim ' +
      'received it from her mother in 1998 and has grafted D24 and D101 among the old seedling trees.',
    cultivationPractices: 'Mixed planting with rambutan and mangosteen, no chemical sprays, and fruit sold at the Kuala Pilah market.',
    contactEmail: 'zaleha.johol@gmail.com',
    contactPhone: '+60 6-495 1183',
    website: null,
    specialties: ['D24', 'D101', 'Tekka'],
    rating: 4.4,
    reviewCount: 35,
    look: { sky: ['#f8dca0', '#fff6e3'], sun: '#fff1b4', hills: ['#bfd08c', '#93b662', '#6a9a45'], ...crowns },
    trees: [
      { name: 'Pokok Nenek (JH-01)', variety: 'tekka', heightM: 22.8, trunkCm: 96, plantedYear: 1958, description: 'Planted by Puan Zaleha’s grandmother when the dusun was founded.' },
      {
        name: 'D101-JH3',
        variety: 'd101',
        heightM: 11.7,
        trunkCm: 39,
        plantedYear: 2001,
        description: 'Grafted between the rambutan trees.',
        care: { daysAgo: 20, activity: 'fertilising', description: 'Compost ring and dried leaves around the young tree.', performedBy: 'Puan Zaleha' },
      },
    ],
    care: [{ daysAgo: 35, activity: 'pruning', description: 'Thinned the rambutan canopy to let light reach the durians.', performedBy: 'Puan Zaleha', photos: ['pruning'] }],
  },
  {
    key: 'jelebu',
    name: 'Jelebu Misty Hills Farm',
    location: 'Titi, Jelebu, Negeri Sembilan',
    state: 'Negeri Sembilan',
    verificationStatus: 'VERIFIED',
    isCertified: true,
    foundedDate: '2000-04-08',
    description: 'Misty hillsides in the Jelebu valley, where Musang King and XO grow slowly in the cool air.',
    story:
      'Yap Siew Ling and her brother left their jobs in Seremban in 2000 to revive their father’s hillside. Their XO ' +
      'won the Negeri Sembilan durian fair three years running.',
    cultivationPractices: 'Terraces planted with cover crops, drip lines on every tree, and biological control of the fruit borer. MyGAP certified.',
    contactEmail: 'siewling@jelebumistyhills.my',
    contactPhone: '+60 6-613 8840',
    website: 'https://jelebumistyhills.my',
    specialties: ['Musang King', 'Black Thorn', 'XO'],
    rating: 4.6,
    reviewCount: 58,
    look: { sky: ['#b7d4d8', '#eef6f7'], sun: '#f6f1dc', hills: ['#a0bfae', '#74a088', '#4f8265'], crown: '#2f6b40', crownDark: '#224f2f' },
    trees: [
      { name: 'XO-J01', variety: 'xo', heightM: 14.1, trunkCm: 49, plantedYear: 2000, description: 'The prize-winning XO, on the middle terrace.' },
      { name: 'MK-J06', variety: 'musang-king', heightM: 12.3, trunkCm: 42, plantedYear: 2005, description: 'Upper terrace, in the mist until mid-morning.' },
      {
        name: 'BT-J03',
        variety: 'black-thorn',
        heightM: 10.1,
        trunkCm: 33,
        plantedYear: 2014,
        description: 'The youngest bearing tree on the farm.',
        care: { daysAgo: 14, activity: 'irrigation', description: 'Added a second dripper for the dry months.', performedBy: 'Yap Siew Ling', photos: ['irrigation'] },
      },
    ],
    care: [{ daysAgo: 6, activity: 'netting', description: 'Nets up on all three terraces.', performedBy: 'Farm Staff', photos: ['netting'] }],
    harvestEntry: 'Prize XO in the morning mist',
  },
  {
    key: 'durian-tunggal',
    name: 'Durian Tunggal Village Orchard',
    location: 'Durian Tunggal, Alor Gajah, Melaka',
    state: 'Melaka',
    verificationStatus: 'VERIFIED',
    isCertified: false,
    foundedDate: '1979-09-17',
    description: 'An orchard in the Melaka town named after a lone durian tree, growing the classic D24, D101 and Hor Lor.',
    story:
      'The town of Durian Tunggal is named for a single durian tree that once stood by the river. Ramli Jaafar’s father ' +
      'planted this orchard a few kilometres away in 1979, and Ramli tells the story to every visitor.',
    cultivationPractices: 'Well-spaced trees on flat land, reservoir water in the dry months, and compost from the village goats.',
    contactEmail: 'ramli.dtorchard@gmail.com',
    contactPhone: '+60 6-553 2049',
    website: null,
    specialties: ['D24', 'D101', 'Hor Lor'],
    rating: 4.3,
    reviewCount: 31,
    look: { sky: ['#86c5f0', '#e2f2fd'], sun: '#fff6c9', hills: ['#b3d48e', '#86b866', '#609c46'], ...crowns },
    trees: [
      { name: 'D24-DT2', variety: 'd24', heightM: 16.3, trunkCm: 61, plantedYear: 1979, description: 'Planted by Ramli’s father the year the orchard began.' },
      { name: 'HL-DT5', variety: 'hor-lor', heightM: 12.9, trunkCm: 44, plantedYear: 1999, description: 'Near the gate, where visitors hear the story of the town.' },
    ],
    care: [{ daysAgo: 18, activity: 'irrigation', description: 'Pumped water from the reservoir to the far rows.', performedBy: 'Ramli Jaafar' }],
  },
  {
    key: 'merlimau',
    name: 'Merlimau Green Valley Durian',
    location: 'Merlimau, Jasin, Melaka',
    state: 'Melaka',
    verificationStatus: 'VERIFIED',
    isCertified: false,
    foundedDate: '2011-07-04',
    description: 'A young farm in southern Melaka, one of the first in the state to plant Musang King.',
    story:
      'Kenny Goh worked in a Singapore restaurant kitchen and saw how much diners paid for Musang King. In 2011 he came ' +
      'home to Merlimau and planted it on his family’s former rubber smallholding.',
    cultivationPractices: 'Young trees shaded by banana, slow-release fertiliser and weekly inspections for stem borer.',
    contactEmail: 'kenny@merlimaugreenvalley.my',
    contactPhone: '+60 6-263 5571',
    website: 'https://merlimaugreenvalley.my',
    specialties: ['Musang King', 'IOI', 'XO'],
    rating: 4.1,
    reviewCount: 16,
    look: { sky: ['#f7c1a1', '#fdebdf'], sun: '#ffe7b0', hills: ['#b7c98c', '#8aae63', '#638f45'], ...crowns },
    trees: [
      {
        name: 'MK-M02',
        variety: 'musang-king',
        heightM: 9.6,
        trunkCm: 29,
        plantedYear: 2011,
        description: 'One of the first Musang King grafts in Jasin.',
        care: { daysAgo: 9, activity: 'inspection', description: 'Weekly stem borer check; one hole sealed.', performedBy: 'Kenny Goh', photos: ['inspection'] },
      },
      { name: 'IOI-M04', variety: 'ioi', heightM: 10.8, trunkCm: 34, plantedYear: 2012, description: 'Sheltered by the banana rows on the east side.' },
    ],
    care: [{ daysAgo: 23, activity: 'fertilising', description: 'Slow-release fertiliser for the young trees before flowering.', performedBy: 'Kenny Goh' }],
  },
  {
    key: 'hulu-langat',
    name: 'Hulu Langat Durian Retreat',
    location: 'Sungai Lui, Hulu Langat, Selangor',
    state: 'Selangor',
    verificationStatus: 'VERIFIED',
    isCertified: true,
    foundedDate: '1993-03-28',
    description: 'An orchard an hour from Kuala Lumpur where city families come on weekends to eat durian under the trees.',
    story:
      'Ng Kok Wai’s father bought this hillside for its river view in 1993. The trees he planted now feed weekend ' +
      'visitors from Kuala Lumpur, and Kok Wai ships the rest the same day through Durio.',
    cultivationPractices: 'Natural ground cover, river water in the dry months and nets on every tree; no fruit is cut from the branch. MyGAP certified.',
    contactEmail: 'kokwai@hululangatretreat.my',
    contactPhone: '+60 3-9021 6638',
    website: 'https://hululangatretreat.my',
    specialties: ['Musang King', 'Black Thorn', 'D24'],
    rating: 4.7,
    reviewCount: 98,
    look: { sky: ['#94d0c9', '#e4f5f2'], sun: '#fdf5d5', hills: ['#9fc3a2', '#70a27a', '#4a8458'], crown: '#356f3d', crownDark: '#25512c' },
    trees: [
      { name: 'MK-SL1', variety: 'musang-king', heightM: 15.6, trunkCm: 56, plantedYear: 1995, description: 'The shade tree over the visitors’ tables.' },
      {
        name: 'BT-SL4',
        variety: 'black-thorn',
        heightM: 11.3,
        trunkCm: 37,
        plantedYear: 2010,
        description: 'By the river path; visitors ask for its fruit by name.',
        care: { daysAgo: 16, activity: 'pruning', description: 'Raised the lower branches over the river path.', performedBy: 'Ng Kok Wai', photos: ['pruning'] },
      },
      { name: 'D24-SL2', variety: 'd24', heightM: 16.9, trunkCm: 64, plantedYear: 1993, description: 'The first tree Ng senior planted.' },
    ],
    care: [{ daysAgo: 3, activity: 'harvest', description: 'Weekend collecting rounds for visitors and deliveries.', performedBy: 'Farm Staff', photos: ['harvest'] }],
    harvestEntry: 'A weekend under the trees',
  },
  {
    key: 'kuala-berang',
    name: 'Kuala Berang Durian Kampung',
    location: 'Kuala Berang, Hulu Terengganu, Terengganu',
    state: 'Terengganu',
    verificationStatus: 'VERIFIED',
    isCertified: false,
    foundedDate: '1981-08-19',
    description: 'Hill orchard on the road to Tasik Kenyir, where the east-coast season comes late and the fruit is rich.',
    story:
      'Mustafa Embong, Pak Long to the whole village, planted D24 and Tekka here after his years as a forest ranger. ' +
      'His nephews now help with the harvest, which runs into the monsoon months.',
    cultivationPractices: 'Trees planted on the ridge to avoid waterlogging, forest leaf mulch and hand collecting twice a day.',
    contactEmail: 'paklong.kualaberang@gmail.com',
    contactPhone: '+60 9-681 2246',
    website: null,
    specialties: ['D24', 'Tekka', 'IOI'],
    rating: 4.3,
    reviewCount: 28,
    look: { sky: ['#7bbde6', '#dcf0fb'], sun: '#fff3c2', hills: ['#a2cf85', '#75b05c', '#519240'], ...crowns },
    trees: [
      { name: 'TK-KB1', variety: 'tekka', heightM: 18.2, trunkCm: 72, plantedYear: 1981, description: 'Pak Long’s first tree, on the top of the ridge.' },
      { name: 'IOI-KB3', variety: 'ioi', heightM: 12.2, trunkCm: 40, plantedYear: 2006, description: 'Planted by his nephews.' },
    ],
    care: [{ daysAgo: 29, activity: 'fertilising', description: 'Forest leaf mulch spread on the ridge rows.', performedBy: 'Mustafa Embong', photos: ['fertilising'] }],
  },
];
