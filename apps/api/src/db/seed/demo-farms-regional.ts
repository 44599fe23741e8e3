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
    translated: {
      description: {
        ms: 'Dusun kampung di tebing Sungai Pahang, tempat banjir musim tengkujuh meninggalkan lumpur yang subur.',
        zh: '彭亨河畔的甘榜果园，每逢季候风带来的水灾退去，总会留下肥沃的淤泥。',
      },
      story: {
        ms:
          'Pada tahun 1983, Haji Osman Ibrahim menanam anak benih D24 pertamanya di celah-celah pokok kelapa di ' +
          'tanah bapanya. Kini anak perempuannya, Nor Hayati, yang mengusahakan dusun ini, dan dia masih berjualan ' +
          'di pasar hari Ahad di Temerloh.',
        zh: '1983年，Haji Osman Ibrahim 在父亲土地上的椰树之间种下第一批苏丹王 D24 树苗。如今果园由女儿 Nor Hayati 打理，她至今仍在淡马鲁的星期日市集摆摊。',
      },
      cultivationPractices: {
        ms:
          'Pokok berdiri di atas busut rendah yang lebih tinggi daripada paras banjir; lumpur sungai menjadi baja ' +
          'utama, ditambah dengan kompos dari kampung.',
        zh: '果树种在高于洪水水位的矮土墩上；河泥是主要肥料，再添上村里的堆肥。',
      },
    },
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
        translated: {
          description: {
            ms:
              'Pokok pertama yang ditanam oleh Haji Osman; ia terselamat daripada banjir besar 2014 walaupun air naik ' +
              'sampai ke dahan bawahnya.',
            zh: 'Haji Osman 种下的第一棵树；2014年大水灾时，洪水淹到下层枝条，它还是挺了过来。',
          },
        },
        care: {
          daysAgo: 11,
          activity: 'inspection',
          description: 'Checked the roots for rot after the high water went down.',
          translated: {
            description: {
              ms: 'Akar diperiksa untuk mengesan reput selepas air besar surut.',
              zh: '大水退去后，检查树根有没有腐烂。',
            },
          },
          performedBy: 'Nor Hayati',
        },
      },
      {
        name: 'TK-03',
        variety: 'tekka',
        heightM: 14.9,
        trunkCm: 52,
        plantedYear: 1996,
        description: 'Behind the surau, where the soil is highest.',
        translated: {
          description: {
            ms: 'Di belakang surau, di tanah yang paling tinggi.',
            zh: '在村里祈祷室的后面，那里地势最高。',
          },
        },
      },
      {
        name: 'IOI-04',
        variety: 'ioi',
        heightM: 11.4,
        trunkCm: 37,
        plantedYear: 2011,
        description: 'Grafted by Nor Hayati on her return from university.',
        translated: {
          description: {
            ms: 'Dicantum oleh Nor Hayati sekembalinya dari universiti.',
            zh: 'Nor Hayati 从大学回乡后亲手嫁接的。',
          },
        },
      },
    ],
    care: [
      {
        daysAgo: 19,
        activity: 'fertilising',
        description: 'Spread village compost on the mounds ahead of flowering.',
        translated: {
          description: {
            ms: 'Kompos kampung ditabur di atas busut sebelum musim berbunga.',
            zh: '开花前，在土墩上撒施村里的堆肥。',
          },
        },
        performedBy: 'Nor Hayati',
        photos: ['fertilising'],
      },
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
    translated: {
      description: {
        ms:
          'Bukit-bukau bekas tanah getah berhampiran Kuala Lipis, kini ditanam semula dengan Musang King dan Duri ' +
          'Hitam.',
        zh: '瓜拉立卑附近连绵起伏的旧胶园山丘，如今改种猫山王和黑刺。',
      },
      story: {
        ms:
          'Semasa kecil, Chan Kah Hoe menoreh getah di bukit ini. Apabila harga susu getah jatuh pada penghujung ' +
          '1990-an, dia beralih kepada durian cantuman, satu teres setahun, dan kini Musang King tanamannya habis ' +
          'dijual sebelum buahnya sempat gugur.',
        zh: 'Chan Kah Hoe 小时候就在这座山上割胶。1990年代末胶价下跌，他改种嫁接榴莲，一年开一层梯田；如今他的猫山王还没落果就已经卖完。',
      },
      cultivationPractices: {
        ms:
          'Pokok getah lama dibiarkan di sepanjang rabung sebagai penghadang angin, rumput di antara barisan ' +
          'sentiasa dipotong pendek, dan setiap pokok yang berbuah dipasang jaring. Diperakui MyGAP.',
        zh: '山脊上保留老橡胶树作防风林，行间的草保持修短，每棵结果的树都挂上网。已获 MyGAP 认证。',
      },
    },
    contactEmail: 'kahhoe@bentadurianhill.my',
    contactPhone: '+60 9-323 7781',
    website: 'https://bentadurianhill.my',
    specialties: ['Musang King', 'Black Thorn'],
    rating: 4.6,
    reviewCount: 73,
    look: { sky: ['#b9dcd6', '#eef8f5'], sun: '#fdf3d0', hills: ['#a5c3a8', '#77a27f', '#4f8259'], crown: '#356f3d', crownDark: '#25512c' },
    trees: [
      {
        name: 'MK-B01',
        variety: 'musang-king',
        heightM: 15.3,
        trunkCm: 55,
        plantedYear: 1999,
        description: 'The first graft on the first terrace.',
        translated: {
          description: {
            ms: 'Cantuman pertama di teres pertama.',
            zh: '第一层梯田上嫁接的第一棵树。',
          },
        },
      },
      {
        name: 'MK-B08',
        variety: 'musang-king',
        heightM: 12.1,
        trunkCm: 41,
        plantedYear: 2006,
        description: 'Sheltered by the old rubber trees on the ridge.',
        translated: {
          description: {
            ms: 'Terlindung oleh pokok-pokok getah lama di rabung bukit.',
            zh: '山脊上的老橡胶树为它挡风。',
          },
        },
        care: {
          daysAgo: 6,
          activity: 'netting',
          description: 'Nets hung under the heaviest branches.',
          translated: {
            description: {
              ms: 'Jaring digantung di bawah dahan yang paling berat.',
              zh: '在挂果最重的枝条下挂网。',
            },
          },
          performedBy: 'Chan Kah Hoe',
        },
      },
      {
        name: 'BT-B02',
        variety: 'black-thorn',
        heightM: 10.6,
        trunkCm: 34,
        plantedYear: 2012,
        description: 'Black Thorn budwood brought from Penang.',
        translated: {
          description: {
            ms: 'Dicantum dengan mata tunas Duri Hitam yang dibawa dari Pulau Pinang.',
            zh: '用从槟城带来的黑刺芽接枝条嫁接。',
          },
        },
      },
    ],
    care: [
      {
        daysAgo: 33,
        activity: 'pruning',
        description: 'Cleared rubber saplings that had seeded between the rows.',
        translated: {
          description: {
            ms: 'Anak-anak pokok getah yang tumbuh sendiri di antara barisan telah dibersihkan.',
            zh: '清除行间自生的橡胶树苗。',
          },
        },
        performedBy: 'Chan Kah Hoe',
      },
    ],
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
    translated: {
      description: {
        ms:
          'Teres yang ditarah di lereng bukit di atas air terjun Titi Kerawang, diteduhi pokok-pokok tertua di ' +
          'pulau ini.',
        zh: '在 Titi Kerawang 瀑布上方的山坡开出的梯田，由岛上最古老的树木遮荫。',
      },
      story: {
        ms:
          'Pada tahun 1970-an, keluarga Teoh mengangkut tanah dengan bakul mendaki lereng ini untuk membina teres ' +
          'yang pertama. Teoh Kim Seng dan adik-beradik perempuannya masih menjaga pokok-pokok yang dinamakan oleh ' +
          'nenek mereka, dan pada musimnya mereka mengutip buah dengan bercahayakan pelita.',
        zh: '1970年代，Teoh 家人用箩筐把泥土一担担挑上山坡，筑起第一批梯田。Teoh Kim Seng 和姐妹们至今仍照料着祖母亲自命名的果树，每到榴莲季就提灯捡果。',
      },
      cultivationPractices: {
        ms:
          'Teres berdinding batu, air sungai dialirkan turun melalui paip secara graviti, dan tiada racun rumpai: ' +
          'tumbuhan penutup bumi dibiarkan untuk memegang tanah. Diperakui MyGAP.',
        zh: '梯田砌石墙护坡，溪水靠重力经水管引下山，不用除草剂，留着地被植物来保持水土。已获 MyGAP 认证。',
      },
    },
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
        translated: {
          description: {
            ms: 'Dinamakan sempena nenek yang menanamnya; buahnya paling melekit di teres ini.',
            zh: '以亲手种下它的阿嬷命名；它的果肉是梯田上最黏糯的。',
          },
        },
        care: {
          daysAgo: 13,
          activity: 'pruning',
          description: 'Trimmed a branch leaning over the waterfall path.',
          translated: {
            description: {
              ms: 'Sebatang dahan yang condong ke atas denai ke air terjun telah dipangkas.',
              zh: '修剪一根斜伸到瀑布小路上方的树枝。',
            },
          },
          performedBy: 'Teoh Kim Seng',
          photos: ['pruning'],
        },
      },
      {
        name: 'BT-T4',
        variety: 'black-thorn',
        heightM: 12.7,
        trunkCm: 43,
        plantedYear: 2005,
        description: 'Third terrace, in the afternoon sun.',
        translated: {
          description: {
            ms: 'Di teres ketiga, disinari matahari petang.',
            zh: '位于第三层梯田，午后阳光充足。',
          },
        },
      },
      {
        name: 'HL-T2',
        variety: 'hor-lor',
        heightM: 15.9,
        trunkCm: 60,
        plantedYear: 1990,
        description: 'Its gourd-shaped fruit hang low enough to touch.',
        translated: {
          description: {
            ms: 'Buahnya yang berbentuk labu tergantung rendah, boleh dicapai dengan tangan.',
            zh: '葫芦形的果实垂得很低，伸手就摸得到。',
          },
        },
      },
    ],
    care: [
      {
        daysAgo: 4,
        activity: 'harvest',
        description: 'Lamplight collecting round on all three terraces.',
        translated: {
          description: {
            ms: 'Rondaan mengutip buah dengan bercahayakan pelita di ketiga-tiga teres.',
            zh: '提灯巡遍三层梯田捡果。',
          },
        },
        performedBy: 'Teoh family',
        photos: ['harvest'],
      },
    ],
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
    translated: {
      description: {
        ms: 'Dusun kecil di pinggir hutan di atas Teluk Bahang; dari barisan paling atas, anda boleh melihat laut.',
        zh: '直落巴巷上方森林边缘的小果园，从最上面一行可以望见大海。',
      },
      story: {
        ms:
          'Ooi Beng Chye seorang nelayan sehinggalah sakit belakang memaksanya berhenti turun ke laut. Dia membeli ' +
          'lereng bukit ini pada tahun 1988 dan menanam Golden Phoenix, durian kegemaran bapanya; setiap pagi ' +
          'sepanjang musim, anak-anak lelakinya membawa buah turun ke George Town.',
        zh: 'Ooi Beng Chye 原本是渔夫，后来腰伤让他再也出不了海。1988年，他买下这片山坡，种上父亲最爱的金凤；每到榴莲季，儿子们每天早上都把榴莲送下山到乔治市。',
      },
      cultivationPractices: {
        ms:
          'Rumpai dicabut dengan tangan, kompos daripada sisa ikan dari jeti, dan pagar buluh untuk menghalang babi ' +
          'hutan.',
        zh: '人手除草，用码头的鱼下脚料做堆肥，再围上竹篱笆挡住野猪。',
      },
    },
    contactEmail: 'ooibengchye@gmail.com',
    contactPhone: '+60 4-885 2079',
    website: null,
    specialties: ['Golden Phoenix', 'Red Prawn'],
    rating: 4.5,
    reviewCount: 52,
    look: { sky: ['#7ec8e3', '#e3f6fb'], sun: '#fff7cf', hills: ['#a8cd8c', '#7cb062', '#578f42'], ...crowns },
    trees: [
      {
        name: 'GP-TB3',
        variety: 'golden-phoenix',
        heightM: 13.2,
        trunkCm: 46,
        plantedYear: 1989,
        description: 'Top row, facing the sea breeze.',
        translated: {
          description: {
            ms: 'Barisan paling atas, menghadap angin laut.',
            zh: '最上面一行，迎着海风。',
          },
        },
      },
      {
        name: 'RP-TB1',
        variety: 'red-prawn',
        heightM: 14.6,
        trunkCm: 51,
        plantedYear: 1993,
        description: 'Grafted from a neighbour’s tree in Balik Pulau.',
        translated: {
          description: {
            ms: 'Dicantum daripada pokok milik jiran di Balik Pulau.',
            zh: '由浮罗山背一位邻居的树嫁接而来。',
          },
        },
      },
    ],
    care: [
      {
        daysAgo: 21,
        activity: 'inspection',
        description: 'Repaired the boar fence and checked the young fruit for bites.',
        translated: {
          description: {
            ms: 'Pagar penghalang babi hutan dibaiki dan buah muda diperiksa untuk kesan gigitan.',
            zh: '修好防野猪的篱笆，并检查幼果有没有被咬。',
          },
        },
        performedBy: 'Ooi Beng Chye',
      },
    ],
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
    translated: {
      description: {
        ms:
          'Dusun di lembah bersebelahan Lebuhraya Utara–Selatan, terkenal di kawasan ini dengan XO yang dibiarkan ' +
          'matang lebih lama.',
        zh: '南北大道旁的山谷果园，以熟成较久的 XO 在当地闻名。',
      },
      story: {
        ms:
          'Lee Chee Keong dan isterinya, Jenny, bermula dengan sepuluh pokok D24 di belakang kedai kopi mereka di ' +
          'Yong Peng. Dua puluh tahun kemudian, kedai kopi itu sudah tiada dan lembah ini dipenuhi enam ratus ' +
          'pokok.',
        zh: 'Lee Chee Keong 和妻子 Jenny 最初只在永平自家咖啡店后面种了十棵苏丹王 D24。二十年后，咖啡店已经不在，山谷里却种满了六百棵树。',
      },
      cultivationPractices: {
        ms:
          'Pengairan titis yang disalurkan dari kolam ladang, sungkupan pelepah kelapa sawit, dan perangkap feromon ' +
          'untuk ulat pengorek buah.',
        zh: '从园内池塘引水滴灌，用油棕叶覆盖地面，并以性信息素诱捕器对付蛀果虫。',
      },
    },
    contactEmail: 'sales@yongpengdurian.my',
    contactPhone: '+60 7-467 3390',
    website: 'https://yongpengdurian.my',
    specialties: ['D24', 'XO', 'Black Thorn'],
    rating: 4.3,
    reviewCount: 39,
    look: { sky: ['#f6d28b', '#fdf3dc'], sun: '#fff2b8', hills: ['#b9cd86', '#8cb35c', '#65953f'], ...crowns },
    trees: [
      {
        name: 'D24-YP10',
        variety: 'd24',
        heightM: 16.8,
        trunkCm: 63,
        plantedYear: 1994,
        description: 'One of the ten trees behind the old coffee shop.',
        translated: {
          description: {
            ms: 'Salah satu daripada sepuluh pokok di belakang kedai kopi lama.',
            zh: '当年咖啡店后面那十棵树之一。',
          },
        },
      },
      {
        name: 'XO-YP3',
        variety: 'xo',
        heightM: 13.9,
        trunkCm: 48,
        plantedYear: 2003,
        description: 'By the farm pond; its fruit are left a day longer for the deepest flavour.',
        translated: {
          description: {
            ms: 'Di tepi kolam ladang; buahnya dibiarkan sehari lebih lama supaya rasanya paling mendalam.',
            zh: '在园内池塘边；它的果实会多放一天，让风味最浓郁。',
          },
        },
        care: {
          daysAgo: 17,
          activity: 'irrigation',
          description: 'Replaced a cracked drip line along the pond row.',
          translated: {
            description: {
              ms: 'Paip pengairan titis yang retak di barisan tepi kolam telah diganti.',
              zh: '更换池塘边那一行一条破裂的滴灌管。',
            },
          },
          performedBy: 'Lee Chee Keong',
          photos: ['irrigation'],
        },
      },
    ],
    care: [
      {
        daysAgo: 9,
        activity: 'netting',
        description: 'Netting finished on the XO and Black Thorn rows.',
        translated: {
          description: {
            ms: 'Kerja memasang jaring di barisan XO dan Duri Hitam sudah selesai.',
            zh: 'XO 和黑刺那几行已全部挂好网。',
          },
        },
        performedBy: 'Farm Staff',
        photos: ['netting'],
      },
    ],
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
    translated: {
      description: {
        ms: 'Ladang muda di tengah-tengah kebun nanas Kluang, menanam IOI dan D101 yang manis untuk seisi keluarga.',
        zh: '居銮黄梨园之间的一座年轻园子，种植香甜的 IOI 和 D101，适合全家享用。',
      },
      story: {
        ms:
          'Rosli Ahmad menanam nanas selama dua puluh tahun sebelum menanam durian di separuh tanahnya pada tahun ' +
          '2008. Anak-anaknya kini memanggilnya ladang durian, walaupun nanaslah yang masih menampung perbelanjaan ' +
          'di luar musim durian.',
        zh: 'Rosli Ahmad 种了二十年黄梨，2008年才在一半的土地上改种榴莲。如今孩子们都管这里叫榴莲园，不过在两季榴莲之间，家里的开销还是靠黄梨。',
      },
      cultivationPractices: {
        ms:
          'Barisan nanas di antara pokok-pokok muda mengawal rumpai; kompos dibuat daripada pucuk nanas dan tahi ' +
          'ayam.',
        zh: '幼树之间种黄梨抑制杂草；堆肥用黄梨冠芽和鸡粪制成。',
      },
    },
    contactEmail: 'rosli.kahangestate@gmail.com',
    contactPhone: '+60 7-788 1624',
    website: null,
    specialties: ['IOI', 'D101', 'D24'],
    rating: 4.2,
    reviewCount: 27,
    look: { sky: ['#c9c3ec', '#f1eefb'], sun: '#fff3cf', hills: ['#a9c79a', '#7eaa6d', '#5a8d4d'], ...crowns },
    trees: [
      {
        name: 'IOI-K2',
        variety: 'ioi',
        heightM: 11.9,
        trunkCm: 39,
        plantedYear: 2008,
        description: 'Among the first grafts on the old pineapple field.',
        translated: {
          description: {
            ms: 'Antara cantuman terawal di bekas kebun nanas.',
            zh: '旧黄梨地上最早嫁接的树之一。',
          },
        },
      },
      {
        name: 'D101-K5',
        variety: 'd101',
        heightM: 10.3,
        trunkCm: 33,
        plantedYear: 2010,
        description: 'Buttery fruit the grandchildren wait for.',
        translated: {
          description: {
            ms: 'Buahnya lemak berkrim, sentiasa dinanti-nantikan oleh cucu-cucu.',
            zh: '果肉香浓如牛油，孙儿们每年都等着吃。',
          },
        },
      },
    ],
    care: [
      {
        daysAgo: 26,
        activity: 'fertilising',
        description: 'Composted pineapple tops spread around each young tree.',
        translated: {
          description: {
            ms: 'Kompos pucuk nanas ditabur di sekeliling setiap pokok muda.',
            zh: '在每棵幼树四周撒施黄梨冠芽堆肥。',
          },
        },
        performedBy: 'Rosli Ahmad',
      },
    ],
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
    translated: {
      description: {
        ms:
          'Bukit-bukit rendah di atas takungan Bukit Merah, dengan pokok D24 dan Hor Lor yang lebih tua daripada ' +
          'pusat peranginan berhampiran.',
        zh: '武吉美拉水库上方的矮丘，园里的苏丹王 D24 和葫芦树比附近的度假村还要老。',
      },
      story: {
        ms:
          'Nordin Yusof mewarisi dusun ini daripada bapa saudaranya, seorang pesawah yang menanam durian di ' +
          'satu-satunya bukit miliknya. Nordin menambah Hor Lor pada tahun 1990-an dan sampai sekarang masih ' +
          'menjual separuh hasilnya kepada pengunjung tasik di depan pagarnya.',
        zh: 'Nordin Yusof 从叔叔手上继承了这座果园；叔叔是稻农，在自己唯一的一座小山上种了榴莲。Nordin 在1990年代加种了葫芦，至今仍有一半的果子在自家门口卖给来湖边游玩的游客。',
      },
      cultivationPractices: {
        ms:
          'Sungkupan jerami padi dari sawah jiran, pokok yang bergantung pada air hujan, dan buah dikutip sebaik ' +
          'sahaja hari cerah.',
        zh: '用邻近稻田的稻草覆盖地面，果树靠雨水灌溉，天一亮就去捡果。',
      },
    },
    contactEmail: 'nordin.lakeside@gmail.com',
    contactPhone: '+60 5-890 4412',
    website: null,
    specialties: ['D24', 'Hor Lor'],
    rating: 4.4,
    reviewCount: 58,
    look: { sky: ['#8fc9f2', '#e6f3fc'], sun: '#fff5c6', hills: ['#b0d08e', '#83b465', '#5d9846'], ...crowns },
    trees: [
      {
        name: 'D24-BM1',
        variety: 'd24',
        heightM: 17.4,
        trunkCm: 69,
        plantedYear: 1978,
        description: 'Planted by Nordin’s uncle on the top of the hill.',
        translated: {
          description: {
            ms: 'Ditanam oleh bapa saudara Nordin di puncak bukit.',
            zh: 'Nordin 的叔叔种在山顶上的树。',
          },
        },
      },
      {
        name: 'HL-BM6',
        variety: 'hor-lor',
        heightM: 13.1,
        trunkCm: 45,
        plantedYear: 1997,
        description: 'Faces the lake; its fruit ripen a week after the rest.',
        translated: {
          description: {
            ms: 'Menghadap tasik; buahnya masak seminggu lewat daripada yang lain.',
            zh: '面朝湖水，果实比其他树晚一周成熟。',
          },
        },
        care: {
          daysAgo: 24,
          activity: 'fertilising',
          description: 'Padi straw mulch renewed after flowering.',
          translated: {
            description: {
              ms: 'Sungkupan jerami padi diganti baharu selepas berbunga.',
              zh: '开花后换上新的稻草覆盖。',
            },
          },
          performedBy: 'Nordin Yusof',
          photos: ['fertilising'],
        },
      },
    ],
    care: [
      {
        daysAgo: 8,
        activity: 'harvest',
        description: 'First collecting rounds of the season at dawn.',
        translated: {
          description: {
            ms: 'Rondaan pertama musim ini untuk mengutip buah pada waktu subuh.',
            zh: '本季第一轮清晨巡园捡果。',
          },
        },
        performedBy: 'Nordin Yusof',
      },
    ],
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
    translated: {
      description: {
        ms:
          'Dusun di kaki Banjaran Titiwangsa, tempat malam yang dingin memberikan rasa pahit yang mendalam pada ' +
          'buahnya.',
        zh: '位于蒂迪旺沙山脉山脚的果园，凉爽的夜晚让果实带有深沉的苦味。',
      },
      story: {
        ms:
          'Selvam Arumugam menguruskan ladang kelapa sawit selama lima belas tahun sebelum membeli tanahnya sendiri ' +
          'di Lintang. Dia mencantum Musang King pada pokok-pokok benih lama, dan kini melatih petani muda di ' +
          'sekitar kawasan ini dalam teknik cantuman.',
        zh: 'Selvam Arumugam 管理油棕园十五年后，在 Lintang 买下自己的土地。他把老实生树改接成猫山王，如今还教当地的年轻农民嫁接。',
      },
      cultivationPractices: {
        ms:
          'Cantuman dibuat di ladang ini menggunakan mata tunasnya sendiri, tanah diuji dua kali setahun, dan ' +
          'pengurusan perosak bersepadu dengan bantuan semut kerengga. Diperakui MyGAP.',
        zh: '用园里自己的芽接枝条在园内嫁接，每年检测土壤两次，并借助黄猄蚁进行综合虫害管理。已获 MyGAP 认证。',
      },
    },
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
        translated: {
          description: {
            ms: 'Pokok benih yang dicantum semula menjadi Musang King pada tahun pertama Selvam di sini.',
            zh: '一棵实生树，Selvam 来的第一年就把它高接换种成猫山王。',
          },
        },
        care: {
          daysAgo: 15,
          activity: 'inspection',
          description: 'Checked the weaver ant nests and the young fruit for borers.',
          translated: {
            description: {
              ms: 'Sarang semut kerengga diperiksa, begitu juga buah muda untuk mengesan ulat pengorek.',
              zh: '检查黄猄蚁的巢，并查看幼果有没有蛀虫。',
            },
          },
          performedBy: 'Selvam Arumugam',
          photos: ['inspection'],
        },
      },
      {
        name: 'D101-L1',
        variety: 'd101',
        heightM: 15.7,
        trunkCm: 58,
        plantedYear: 1992,
        description: 'Older than the farm: it came with the land.',
        translated: {
          description: {
            ms: 'Lebih tua daripada ladang ini: pokok ini sudah ada semasa tanahnya dibeli.',
            zh: '比农场还老：买地时它就已经在这里。',
          },
        },
      },
      {
        name: 'GP-L7',
        variety: 'golden-phoenix',
        heightM: 10.9,
        trunkCm: 35,
        plantedYear: 2013,
        description: 'Grafted by a student of Selvam’s grafting class.',
        translated: {
          description: {
            ms: 'Dicantum oleh seorang pelajar kelas cantuman Selvam.',
            zh: '由 Selvam 嫁接班的一名学员嫁接。',
          },
        },
      },
    ],
    care: [
      {
        daysAgo: 30,
        activity: 'pruning',
        description: 'Grafting class: budwood cut from MK-L03 for new trees.',
        translated: {
          description: {
            ms: 'Kelas cantuman: mata tunas diambil daripada MK-L03 untuk pokok-pokok baharu.',
            zh: '嫁接课：从 MK-L03 剪下芽接枝条，用来嫁接新树。',
          },
        },
        performedBy: 'Selvam Arumugam',
        photos: ['pruning'],
      },
    ],
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
    translated: {
      description: {
        ms:
          'Dusun tanah tinggi berhampiran sempadan Thailand, tempat Musang King Kedah masak beberapa minggu selepas ' +
          'Musang King Pahang.',
        zh: '靠近泰国边境的高地果园，吉打的猫山王要比彭亨的晚几个星期才成熟。',
      },
      story: {
        ms:
          'Haji Azman Saad meninggalkan kerja kilang di Pulau Pinang, pulang ke Kupang dan menanam durian di tanah ' +
          'bukit milik keluarganya. Kini Musang King tanamannya yang lewat masak tiba di Kuala Lumpur tepat ketika ' +
          'musim durian Pahang berakhir.',
        zh: 'Haji Azman Saad 辞去在槟城的工厂工作，回到 Kupang，在自家的山地上种榴莲。如今他这批晚熟的猫山王，正好在彭亨榴莲季结束时运抵吉隆坡。',
      },
      cultivationPractices: {
        ms:
          'Penanaman mengikut kontur di lereng bukit, baja organik sahaja, dan jaring dipasang oleh belia kampung ' +
          'setiap musim. Diperakui MyGAP.',
        zh: '山坡上沿等高线种植，只用有机肥，每季由村里的年轻人挂网。已获 MyGAP 认证。',
      },
    },
    contactEmail: 'azman@balinghighland.my',
    contactPhone: '+60 4-470 5523',
    website: 'https://balinghighland.my',
    specialties: ['Musang King', 'Black Thorn', 'D24'],
    rating: 4.6,
    reviewCount: 81,
    look: { sky: ['#6fb7ea', '#d9eefc'], sun: '#fff8d2', hills: ['#9fc684', '#71a85a', '#4c8a3b'], crown: '#3a7a31', crownDark: '#285a22' },
    trees: [
      {
        name: 'MK-KP2',
        variety: 'musang-king',
        heightM: 14.8,
        trunkCm: 53,
        plantedYear: 1995,
        description: 'On the highest contour, the last to ripen.',
        translated: {
          description: {
            ms: 'Di kontur paling tinggi, dan paling akhir masak.',
            zh: '种在最高的一条等高线上，最晚成熟。',
          },
        },
      },
      {
        name: 'BT-KP5',
        variety: 'black-thorn',
        heightM: 11.6,
        trunkCm: 38,
        plantedYear: 2009,
        description: 'Planted the year Haji Azman first saw Black Thorn in Penang.',
        translated: {
          description: {
            ms: 'Ditanam pada tahun Haji Azman pertama kali melihat Duri Hitam di Pulau Pinang.',
            zh: 'Haji Azman 第一次在槟城见到黑刺的那一年种下的。',
          },
        },
        care: {
          daysAgo: 7,
          activity: 'netting',
          description: 'Nets hung by the village youth team.',
          translated: {
            description: {
              ms: 'Jaring dipasang oleh pasukan belia kampung.',
              zh: '由村里的青年队挂网。',
            },
          },
          performedBy: 'Haji Azman Saad',
          photos: ['netting'],
        },
      },
      {
        name: 'D24-KP1',
        variety: 'd24',
        heightM: 17.2,
        trunkCm: 66,
        plantedYear: 1991,
        description: 'The orchard’s first tree, by the old wooden house.',
        translated: {
          description: {
            ms: 'Pokok pertama dusun ini, di sebelah rumah kayu lama.',
            zh: '果园的第一棵树，就在老木屋旁。',
          },
        },
      },
    ],
    care: [
      {
        daysAgo: 40,
        activity: 'fertilising',
        description: 'Organic fertiliser along every contour row.',
        translated: {
          description: {
            ms: 'Baja organik ditabur di sepanjang setiap barisan kontur.',
            zh: '沿每一行等高线施有机肥。',
          },
        },
        performedBy: 'Farm Staff',
        photos: ['fertilising'],
      },
    ],
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
    translated: {
      description: {
        ms:
          'Dusun kampung lama di kaki Gunung Jerai, dengan pokok-pokok benih yang lebih tua daripada kebanyakan ' +
          'pengunjungnya.',
        zh: '日莱山山脚的老甘榜果园，园里的实生树比大多数访客的年纪还大。',
      },
      story: {
        ms:
          'Pada tahun 1960-an, datuk kepada Che Rohani Ismail menanam durian daripada biji di sini; sebahagiannya ' +
          'masih berbuah hingga kini. Che Rohani menambah D24 dan Tekka cantuman pada tahun 2000-an dan ' +
          'mengusahakan dusun ini bersama dua orang anak lelakinya.',
        zh: '1960年代，Che Rohani Ismail 的祖父在这里种下实生榴莲树，其中一些至今仍在结果。2000年代，她加种了嫁接的苏丹王 D24 和竹脚，如今和两个儿子一起打理果园。',
      },
      cultivationPractices: {
        ms:
          'Pokok-pokok lama dibiarkan tumbuh tinggi, daun yang gugur dibiarkan sebagai sungkupan, dan air anak ' +
          'sungai gunung digunakan pada bulan-bulan kering.',
        zh: '老树任其长高，落叶留在地上当覆盖物，旱季引山溪水灌溉。',
      },
    },
    contactEmail: 'jeraiorchard@gmail.com',
    contactPhone: '+60 4-468 1187',
    website: null,
    specialties: ['D24', 'Tekka'],
    rating: 4.2,
    reviewCount: 23,
    look: { sky: ['#f3b6b0', '#fde6e3'], sun: '#ffeec4', hills: ['#a6c08f', '#7aa565', '#568a47'], ...crowns },
    trees: [
      {
        name: 'Pokok Datuk (GJ-01)',
        variety: 'tekka',
        heightM: 24.1,
        trunkCm: 104,
        plantedYear: 1966,
        description: 'The grandfather’s tree, the tallest on the mountain slope.',
        translated: {
          description: {
            ms: 'Pokok peninggalan datuk, yang paling tinggi di lereng gunung.',
            zh: '祖父留下的树，是山坡上最高的一棵。',
          },
        },
      },
      {
        name: 'D24-GJ4',
        variety: 'd24',
        heightM: 12.6,
        trunkCm: 42,
        plantedYear: 2004,
        description: 'Grafted by Che Rohani the year she took over.',
        translated: {
          description: {
            ms: 'Dicantum oleh Che Rohani pada tahun dia mengambil alih dusun ini.',
            zh: 'Che Rohani 接手果园那年亲手嫁接的。',
          },
        },
      },
    ],
    care: [
      {
        daysAgo: 12,
        activity: 'irrigation',
        description: 'Opened the stream channel to the lower rows during the dry spell.',
        translated: {
          description: {
            ms: 'Semasa cuaca kering, saluran anak sungai dibuka ke barisan bawah.',
            zh: '干旱期间，打开溪水渠把水引到下面几行。',
          },
        },
        performedBy: 'Che Rohani Ismail',
        photos: ['irrigation'],
      },
    ],
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
    translated: {
      description: {
        ms:
          'Pokok-pokok di bawah bayang tebing batu kapur Kampung Pulai, di daerah yang kata ramai orang menjadi ' +
          'asal nama Musang King.',
        zh: '果树长在布赖村石灰岩峭壁的阴影下；不少人说，Musang King（猫山王）这个名字就源自这个县。',
      },
      story: {
        ms:
          'Pada tahun 1997, Wan Zulkarnain Wan Ismail menanam Musang King daripada mata tunas pemberian sepupunya ' +
          'di bandar Gua Musang. Tanah batu kapur dan malam yang dingin di lembah memberikan buahnya rasa pahit ' +
          'yang sangat dihargai oleh pembeli Kelantan.',
        zh: '1997年，Wan Zulkarnain Wan Ismail 用话望生市区一位表亲送的芽接枝条种下猫山王。石灰岩土壤加上山谷凉爽的夜晚，让他的榴莲带着吉兰丹买家最看重的苦味。',
      },
      cultivationPractices: {
        ms:
          'Tanah yang kaya dengan kapur dibiarkan seperti sedia ada, kompos tahi kambing, dan jaring pada setiap ' +
          'pokok yang berbuah. Diperakui MyGAP.',
        zh: '富含石灰的土壤保持原样，施羊粪堆肥，每棵结果的树都挂网。已获 MyGAP 认证。',
      },
    },
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
        translated: {
          description: {
            ms: 'Daripada mata tunas pemberian sepupu; betul-betul di bawah tebing.',
            zh: '用表亲送的芽接枝条种成，就长在峭壁正下方。',
          },
        },
        care: {
          daysAgo: 10,
          activity: 'pruning',
          description: 'Cut back limbs rubbing against the rock face.',
          translated: {
            description: {
              ms: 'Dahan yang bergesel dengan dinding batu telah dipangkas.',
              zh: '修剪与岩壁摩擦的枝干。',
            },
          },
          performedBy: 'Wan Zulkarnain',
        },
      },
      {
        name: 'TK-GM2',
        variety: 'tekka',
        heightM: 16.1,
        trunkCm: 59,
        plantedYear: 1988,
        description: 'An old Tekka that came with the land.',
        translated: {
          description: {
            ms: 'Pokok Tekka lama yang sudah ada semasa tanah ini dibeli.',
            zh: '买地时就已经在这里的一棵老竹脚。',
          },
        },
      },
    ],
    care: [
      {
        daysAgo: 5,
        activity: 'harvest',
        description: 'Morning round under the cliff rows.',
        translated: {
          description: {
            ms: 'Rondaan pagi di barisan bawah tebing.',
            zh: '清晨巡视峭壁下的几行果树。',
          },
        },
        performedBy: 'Farm Staff',
        photos: ['harvest'],
      },
    ],
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
    translated: {
      description: {
        ms:
          'Tanah di tepi Sungai Lebir, ditanam semula dengan durian cantuman selepas pokok-pokok lama musnah ' +
          'dilanda banjir.',
        zh: 'Lebir 河畔的土地，老树毁于水灾后，改种了嫁接榴莲。',
      },
      story: {
        ms:
          'Mohd Faizal Che Mat kehilangan kebanyakan pokok lama peninggalan bapanya dalam banjir 2014. Dia menanam ' +
          'semula IOI, D24 dan XO cantuman di atas tanah yang ditinggikan, dan pokok yang pertama berbuah pada ' +
          'tahun 2019.',
        zh: '2014年的水灾冲毁了 Mohd Faizal Che Mat 父亲留下的大部分老树。他在垫高的地上重新种植嫁接的 IOI、苏丹王 D24 和 XO，第一批在2019年开始结果。',
      },
      cultivationPractices: {
        ms:
          'Batas ditinggikan melepasi paras banjir, pasir sungai digaul ke dalam tanah liat, dan kompos dari kilang ' +
          'padi kampung.',
        zh: '起高垄，高过洪水线；把河沙掺进黏土里，再施村里碾米厂的堆肥。',
      },
    },
    contactEmail: 'faizal.manekurai@gmail.com',
    contactPhone: '+60 9-960 7714',
    website: null,
    specialties: ['D24', 'IOI', 'XO'],
    rating: 4.2,
    reviewCount: 19,
    look: { sky: ['#9fd0e8', '#e9f6fb'], sun: '#fff0bd', hills: ['#acd28d', '#7fb564', '#5a9a45'], ...crowns },
    trees: [
      {
        name: 'IOI-MU3',
        variety: 'ioi',
        heightM: 9.8,
        trunkCm: 30,
        plantedYear: 2015,
        description: 'Replanted on raised ground after the floods.',
        translated: {
          description: {
            ms: 'Ditanam semula di atas tanah yang ditinggikan selepas banjir.',
            zh: '水灾过后重新种在垫高的地上。',
          },
        },
      },
      {
        name: 'XO-MU1',
        variety: 'xo',
        heightM: 10.4,
        trunkCm: 32,
        plantedYear: 2015,
        description: 'The first of the new trees to bear fruit.',
        translated: {
          description: {
            ms: 'Pokok baharu yang paling awal berbuah.',
            zh: '新种的树里最早结果的一棵。',
          },
        },
      },
    ],
    care: [
      {
        daysAgo: 27,
        activity: 'inspection',
        description: 'Checked the raised rows for erosion after the heavy rain.',
        translated: {
          description: {
            ms: 'Selepas hujan lebat, batas yang ditinggikan diperiksa untuk mengesan hakisan.',
            zh: '大雨过后，检查高垄有没有被冲蚀。',
          },
        },
        performedBy: 'Mohd Faizal',
      },
    ],
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
    translated: {
      description: {
        ms:
          'Dusun keluarga Minangkabau yang penuh dengan pelbagai pokok buah, tempat pokok durian diwarisi daripada ' +
          'ibu kepada anak perempuan.',
        zh: '一座种着各种果树的米南加保家族果园，园里的榴莲树由母亲传给女儿。',
      },
      story: {
        ms:
          'Mengikut adat perpatih Negeri Sembilan, dusun ini diwarisi oleh kaum perempuan dalam keluarga. Puan ' +
          'Zaleha Kassim menerimanya daripada ibunya pada tahun 1998 dan telah mencantum D24 dan D101 di ' +
          'celah-celah pokok benih yang lama.',
        zh: '按照森美兰的母系习俗（adat perpatih），这座果园由家中的女性代代相传。Puan Zaleha Kassim 在1998年从母亲手中接下果园，并在老实生树之间嫁接了苏丹王 D24 和 D101。',
      },
      cultivationPractices: {
        ms:
          'Ditanam bercampur dengan rambutan dan manggis, tanpa semburan bahan kimia, dan buahnya dijual di pasar ' +
          'Kuala Pilah.',
        zh: '与红毛丹和山竹混种，不喷化学药剂，果子拿到瓜拉庇劳的市场售卖。',
      },
    },
    contactEmail: 'zaleha.johol@gmail.com',
    contactPhone: '+60 6-495 1183',
    website: null,
    specialties: ['D24', 'D101', 'Tekka'],
    rating: 4.4,
    reviewCount: 35,
    look: { sky: ['#f8dca0', '#fff6e3'], sun: '#fff1b4', hills: ['#bfd08c', '#93b662', '#6a9a45'], ...crowns },
    trees: [
      {
        name: 'Pokok Nenek (JH-01)',
        variety: 'tekka',
        heightM: 22.8,
        trunkCm: 96,
        plantedYear: 1958,
        description: 'Planted by Puan Zaleha’s grandmother when the dusun was founded.',
        translated: {
          description: {
            ms: 'Ditanam oleh nenek Puan Zaleha semasa dusun ini mula dibuka.',
            zh: '果园开辟时由 Puan Zaleha 的祖母种下。',
          },
        },
      },
      {
        name: 'D101-JH3',
        variety: 'd101',
        heightM: 11.7,
        trunkCm: 39,
        plantedYear: 2001,
        description: 'Grafted between the rambutan trees.',
        translated: {
          description: {
            ms: 'Dicantum di celah-celah pokok rambutan.',
            zh: '嫁接在红毛丹树之间。',
          },
        },
        care: {
          daysAgo: 20,
          activity: 'fertilising',
          description: 'Compost ring and dried leaves around the young tree.',
          translated: {
            description: {
              ms: 'Kompos dan daun kering ditabur mengelilingi pokok muda.',
              zh: '在幼树四周环施堆肥，铺上干叶。',
            },
          },
          performedBy: 'Puan Zaleha',
        },
      },
    ],
    care: [
      {
        daysAgo: 35,
        activity: 'pruning',
        description: 'Thinned the rambutan canopy to let light reach the durians.',
        translated: {
          description: {
            ms: 'Silara pokok rambutan dijarangkan supaya cahaya sampai ke pokok durian.',
            zh: '疏剪红毛丹树冠，让阳光照到榴莲树。',
          },
        },
        performedBy: 'Puan Zaleha',
        photos: ['pruning'],
      },
    ],
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
    translated: {
      description: {
        ms:
          'Lereng bukit berkabus di lembah Jelebu, tempat Musang King dan XO membesar perlahan-lahan dalam udara ' +
          'yang dingin.',
        zh: '日叻务山谷云雾缭绕的山坡，猫山王和 XO 在凉爽的空气中慢慢生长。',
      },
      story: {
        ms:
          'Pada tahun 2000, Yap Siew Ling dan saudara lelakinya meninggalkan pekerjaan mereka di Seremban untuk ' +
          'menghidupkan semula lereng bukit milik bapa mereka. XO mereka menjuarai pesta durian Negeri Sembilan ' +
          'tiga tahun berturut-turut.',
        zh: '2000年，Yap Siew Ling 和兄弟辞去芙蓉的工作，回来让父亲的山坡果园重现生机。他们的 XO 连续三年在森美兰榴莲节夺冠。',
      },
      cultivationPractices: {
        ms:
          'Teres ditanam dengan tanaman penutup bumi, paip pengairan titis pada setiap pokok, dan kawalan biologi ' +
          'untuk ulat pengorek buah. Diperakui MyGAP.',
        zh: '梯田上种覆盖作物，每棵树都接上滴灌管，并以生物防治对付蛀果虫。已获 MyGAP 认证。',
      },
    },
    contactEmail: 'siewling@jelebumistyhills.my',
    contactPhone: '+60 6-613 8840',
    website: 'https://jelebumistyhills.my',
    specialties: ['Musang King', 'Black Thorn', 'XO'],
    rating: 4.6,
    reviewCount: 58,
    look: { sky: ['#b7d4d8', '#eef6f7'], sun: '#f6f1dc', hills: ['#a0bfae', '#74a088', '#4f8265'], crown: '#2f6b40', crownDark: '#224f2f' },
    trees: [
      {
        name: 'XO-J01',
        variety: 'xo',
        heightM: 14.1,
        trunkCm: 49,
        plantedYear: 2000,
        description: 'The prize-winning XO, on the middle terrace.',
        translated: {
          description: {
            ms: 'Pokok XO yang memenangi hadiah, di teres tengah.',
            zh: '得奖的那棵 XO，就在中间那层梯田。',
          },
        },
      },
      {
        name: 'MK-J06',
        variety: 'musang-king',
        heightM: 12.3,
        trunkCm: 42,
        plantedYear: 2005,
        description: 'Upper terrace, in the mist until mid-morning.',
        translated: {
          description: {
            ms: 'Di teres atas, diselubungi kabus sehingga lewat pagi.',
            zh: '位于上层梯田，雾气要到上午过半才散。',
          },
        },
      },
      {
        name: 'BT-J03',
        variety: 'black-thorn',
        heightM: 10.1,
        trunkCm: 33,
        plantedYear: 2014,
        description: 'The youngest bearing tree on the farm.',
        translated: {
          description: {
            ms: 'Pokok paling muda di ladang ini yang sudah berbuah.',
            zh: '园里已结果的树中最年轻的一棵。',
          },
        },
        care: {
          daysAgo: 14,
          activity: 'irrigation',
          description: 'Added a second dripper for the dry months.',
          translated: {
            description: {
              ms: 'Satu lagi penitis dipasang untuk bulan-bulan kering.',
              zh: '为旱季加装第二个滴头。',
            },
          },
          performedBy: 'Yap Siew Ling',
          photos: ['irrigation'],
        },
      },
    ],
    care: [
      {
        daysAgo: 6,
        activity: 'netting',
        description: 'Nets up on all three terraces.',
        translated: {
          description: {
            ms: 'Jaring sudah dipasang di ketiga-tiga teres.',
            zh: '三层梯田都已挂好网。',
          },
        },
        performedBy: 'Farm Staff',
        photos: ['netting'],
      },
    ],
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
    translated: {
      description: {
        ms:
          'Dusun di sebuah pekan di Melaka yang mendapat namanya daripada sebatang pokok durian yang tumbuh ' +
          'sendirian, menanam varieti klasik D24, D101 dan Hor Lor.',
        zh: '果园位于马六甲一个以一棵孤零零的榴莲树命名的小镇，种植经典的苏丹王 D24、D101 和葫芦。',
      },
      story: {
        ms:
          'Pekan Durian Tunggal mendapat namanya daripada sebatang pokok durian yang suatu ketika dahulu berdiri ' +
          'sendirian di tepi sungai. Bapa Ramli Jaafar membuka dusun ini beberapa kilometer dari situ pada tahun ' +
          '1979, dan Ramli menceritakan kisah itu kepada setiap pengunjung.',
        zh: 'Durian Tunggal 镇的名字，来自从前河边一棵孤零零的榴莲树。1979年，Ramli Jaafar 的父亲在几公里外种下这座果园；每有访客到来，Ramli 都会讲一遍这个故事。',
      },
      cultivationPractices: {
        ms:
          'Pokok ditanam berjarak luas di tanah rata, air empangan digunakan pada bulan-bulan kering, dan kompos ' +
          'daripada tahi kambing kampung.',
        zh: '平地上的果树间距宽敞，旱季引水库的水灌溉，并用村里羊粪做的堆肥。',
      },
    },
    contactEmail: 'ramli.dtorchard@gmail.com',
    contactPhone: '+60 6-553 2049',
    website: null,
    specialties: ['D24', 'D101', 'Hor Lor'],
    rating: 4.3,
    reviewCount: 31,
    look: { sky: ['#86c5f0', '#e2f2fd'], sun: '#fff6c9', hills: ['#b3d48e', '#86b866', '#609c46'], ...crowns },
    trees: [
      {
        name: 'D24-DT2',
        variety: 'd24',
        heightM: 16.3,
        trunkCm: 61,
        plantedYear: 1979,
        description: 'Planted by Ramli’s father the year the orchard began.',
        translated: {
          description: {
            ms: 'Ditanam oleh bapa Ramli pada tahun dusun ini dibuka.',
            zh: 'Ramli 的父亲在果园开园那年种下的。',
          },
        },
      },
      {
        name: 'HL-DT5',
        variety: 'hor-lor',
        heightM: 12.9,
        trunkCm: 44,
        plantedYear: 1999,
        description: 'Near the gate, where visitors hear the story of the town.',
        translated: {
          description: {
            ms: 'Berhampiran pintu pagar, tempat pengunjung mendengar kisah pekan ini.',
            zh: '靠近园门，访客就在这里听小镇的故事。',
          },
        },
      },
    ],
    care: [
      {
        daysAgo: 18,
        activity: 'irrigation',
        description: 'Pumped water from the reservoir to the far rows.',
        translated: {
          description: {
            ms: 'Air dipam dari empangan ke barisan yang paling jauh.',
            zh: '从水库抽水送到最远的几行。',
          },
        },
        performedBy: 'Ramli Jaafar',
      },
    ],
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
    translated: {
      description: {
        ms: 'Ladang muda di selatan Melaka, antara yang terawal di negeri ini menanam Musang King.',
        zh: '马六甲南部一座年轻的农场，是州内最早种植猫山王的农场之一。',
      },
      story: {
        ms:
          'Semasa bekerja di dapur sebuah restoran di Singapura, Kenny Goh melihat sendiri berapa banyak pelanggan ' +
          'sanggup membayar untuk Musang King. Pada tahun 2011, dia pulang ke Merlimau dan menanamnya di bekas ' +
          'kebun kecil getah milik keluarganya.',
        zh: 'Kenny Goh 曾在新加坡一家餐馆的厨房工作，亲眼看到食客愿意为猫山王付多少钱。2011年，他回到 Merlimau，在家里以前的小胶园种下猫山王。',
      },
      cultivationPractices: {
        ms:
          'Pokok muda diteduhi pokok pisang, baja lepas perlahan, dan pemeriksaan ulat pengorek batang setiap ' +
          'minggu.',
        zh: '幼树由香蕉树遮荫，施缓释肥，每周检查有没有蛀干虫。',
      },
    },
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
        translated: {
          description: {
            ms: 'Antara cantuman Musang King yang terawal di Jasin.',
            zh: '野新最早嫁接的猫山王之一。',
          },
        },
        care: {
          daysAgo: 9,
          activity: 'inspection',
          description: 'Weekly stem borer check; one hole sealed.',
          translated: {
            description: {
              ms: 'Pemeriksaan mingguan ulat pengorek batang; satu lubang telah ditutup.',
              zh: '每周例行检查蛀干虫，封住了一个蛀孔。',
            },
          },
          performedBy: 'Kenny Goh',
          photos: ['inspection'],
        },
      },
      {
        name: 'IOI-M04',
        variety: 'ioi',
        heightM: 10.8,
        trunkCm: 34,
        plantedYear: 2012,
        description: 'Sheltered by the banana rows on the east side.',
        translated: {
          description: {
            ms: 'Terlindung oleh barisan pokok pisang di sebelah timur.',
            zh: '东边一行行香蕉树为它遮风挡雨。',
          },
        },
      },
    ],
    care: [
      {
        daysAgo: 23,
        activity: 'fertilising',
        description: 'Slow-release fertiliser for the young trees before flowering.',
        translated: {
          description: {
            ms: 'Baja lepas perlahan untuk pokok-pokok muda sebelum berbunga.',
            zh: '开花前给幼树施缓释肥。',
          },
        },
        performedBy: 'Kenny Goh',
      },
    ],
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
    translated: {
      description: {
        ms:
          'Dusun sejam dari Kuala Lumpur, tempat keluarga dari bandar datang pada hujung minggu untuk makan durian ' +
          'di bawah pokok.',
        zh: '离吉隆坡一小时车程的果园，城里的家庭周末都来这里，在树下吃榴莲。',
      },
      story: {
        ms:
          'Bapa Ng Kok Wai membeli lereng bukit ini pada tahun 1993 kerana pemandangan sungainya. Kini pokok-pokok ' +
          'yang ditanamnya menjamu pengunjung hujung minggu dari Kuala Lumpur, dan selebihnya dihantar oleh Kok Wai ' +
          'pada hari yang sama melalui Durio.',
        zh: '1993年，Ng Kok Wai 的父亲看中这片山坡的河景，把它买了下来。如今他种的树让周末从吉隆坡来的游客大饱口福，其余的由 Kok Wai 当天通过 Durio 发货。',
      },
      cultivationPractices: {
        ms:
          'Tumbuhan penutup bumi semula jadi, air sungai pada bulan-bulan kering, dan jaring pada setiap pokok; ' +
          'tiada buah yang dipetik dari dahan. Diperakui MyGAP.',
        zh: '保留天然地被植物，旱季引河水灌溉，每棵树都挂网；榴莲从不从枝上摘下。已获 MyGAP 认证。',
      },
    },
    contactEmail: 'kokwai@hululangatretreat.my',
    contactPhone: '+60 3-9021 6638',
    website: 'https://hululangatretreat.my',
    specialties: ['Musang King', 'Black Thorn', 'D24'],
    rating: 4.7,
    reviewCount: 98,
    look: { sky: ['#94d0c9', '#e4f5f2'], sun: '#fdf5d5', hills: ['#9fc3a2', '#70a27a', '#4a8458'], crown: '#356f3d', crownDark: '#25512c' },
    trees: [
      {
        name: 'MK-SL1',
        variety: 'musang-king',
        heightM: 15.6,
        trunkCm: 56,
        plantedYear: 1995,
        description: 'The shade tree over the visitors’ tables.',
        translated: {
          description: {
            ms: 'Pokok yang meneduhi meja-meja pengunjung.',
            zh: '为访客餐桌遮荫的那棵树。',
          },
        },
      },
      {
        name: 'BT-SL4',
        variety: 'black-thorn',
        heightM: 11.3,
        trunkCm: 37,
        plantedYear: 2010,
        description: 'By the river path; visitors ask for its fruit by name.',
        translated: {
          description: {
            ms: 'Di tepi denai sungai; pengunjung memesan buahnya dengan menyebut nama pokok ini.',
            zh: '长在河边小路旁，访客都指名要它的果。',
          },
        },
        care: {
          daysAgo: 16,
          activity: 'pruning',
          description: 'Raised the lower branches over the river path.',
          translated: {
            description: {
              ms: 'Dahan-dahan bawah di atas denai sungai dipangkas supaya silara lebih tinggi.',
              zh: '修剪河边小路上方的下层枝条，把树冠抬高。',
            },
          },
          performedBy: 'Ng Kok Wai',
          photos: ['pruning'],
        },
      },
      {
        name: 'D24-SL2',
        variety: 'd24',
        heightM: 16.9,
        trunkCm: 64,
        plantedYear: 1993,
        description: 'The first tree Ng senior planted.',
        translated: {
          description: {
            ms: 'Pokok pertama yang ditanam oleh bapa Kok Wai.',
            zh: 'Ng 老先生种下的第一棵树。',
          },
        },
      },
    ],
    care: [
      {
        daysAgo: 3,
        activity: 'harvest',
        description: 'Weekend collecting rounds for visitors and deliveries.',
        translated: {
          description: {
            ms: 'Rondaan mengutip buah pada hujung minggu untuk pengunjung dan penghantaran.',
            zh: '周末巡园捡果，供应访客和送货。',
          },
        },
        performedBy: 'Farm Staff',
        photos: ['harvest'],
      },
    ],
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
    translated: {
      description: {
        ms:
          'Dusun bukit di jalan ke Tasik Kenyir, tempat musim durian pantai timur tiba lewat dan buahnya lemak ' +
          'berkrim.',
        zh: '通往肯逸湖路上的山地果园，东海岸的榴莲季来得晚，果肉格外香浓。',
      },
      story: {
        ms:
          'Mustafa Embong, yang dipanggil Pak Long oleh seisi kampung, menanam D24 dan Tekka di sini selepas ' +
          'bertahun-tahun bertugas sebagai renjer hutan. Kini anak-anak saudaranya membantu menuai, dan musim ' +
          'tuaian berlanjutan hingga ke bulan-bulan tengkujuh.',
        zh: 'Mustafa Embong 是全村人口中的 Pak Long，当了多年森林巡护员后，在这里种下苏丹王 D24 和竹脚。如今侄子们来帮忙采收，采收期一直延续到季候风季节。',
      },
      cultivationPractices: {
        ms:
          'Pokok ditanam di atas rabung untuk mengelakkan tanah bertakung air, sungkupan daun hutan, dan buah ' +
          'dikutip dengan tangan dua kali sehari.',
        zh: '果树种在山脊上以免积水，用林中落叶覆盖地面，每天人手捡果两次。',
      },
    },
    contactEmail: 'paklong.kualaberang@gmail.com',
    contactPhone: '+60 9-681 2246',
    website: null,
    specialties: ['D24', 'Tekka', 'IOI'],
    rating: 4.3,
    reviewCount: 28,
    look: { sky: ['#7bbde6', '#dcf0fb'], sun: '#fff3c2', hills: ['#a2cf85', '#75b05c', '#519240'], ...crowns },
    trees: [
      {
        name: 'TK-KB1',
        variety: 'tekka',
        heightM: 18.2,
        trunkCm: 72,
        plantedYear: 1981,
        description: 'Pak Long’s first tree, on the top of the ridge.',
        translated: {
          description: {
            ms: 'Pokok pertama Pak Long, di puncak rabung.',
            zh: 'Pak Long 种的第一棵树，就在山脊顶上。',
          },
        },
      },
      {
        name: 'IOI-KB3',
        variety: 'ioi',
        heightM: 12.2,
        trunkCm: 40,
        plantedYear: 2006,
        description: 'Planted by his nephews.',
        translated: {
          description: {
            ms: 'Ditanam oleh anak-anak saudaranya.',
            zh: '由他的侄子们种下。',
          },
        },
      },
    ],
    care: [
      {
        daysAgo: 29,
        activity: 'fertilising',
        description: 'Forest leaf mulch spread on the ridge rows.',
        translated: {
          description: {
            ms: 'Sungkupan daun hutan ditabur di barisan atas rabung.',
            zh: '在山脊上的几行果树下铺上林中落叶。',
          },
        },
        performedBy: 'Mustafa Embong',
        photos: ['fertilising'],
      },
    ],
  },
];
