import { regionalFarms, type RegionalFarmKey } from './demo-farms-regional';
import type { Recording } from './demo-recordings';
import type { Translated } from './demo-translations';
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
  /** The description in Malay and Chinese. */
  translated: { description: Translated };
  /** Care work on this tree: days before the seed date, what was done, by whom, and its photos. */
  care?: {
    daysAgo: number;
    activity: Activity;
    description: string;
    performedBy?: string;
    photos?: Activity[];
    recordings?: Recording[];
    /** The description in Malay and Chinese. */
    translated: { description: Translated };
  };
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
  /** Description, story and practices in Malay and Chinese (docs/product/languages.md). */
  translated: { description: Translated; story: Translated; cultivationPractices: Translated };
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
    /** The description in Malay and Chinese. */
    translated: { description: Translated };
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
    translated: {
      description: {
        ms:
          'Dusun keluarga seluas 12 hektar di lereng bukit Sungai Ruan, di lembah yang mengharumkan nama Musang ' +
          'King.',
        zh: '占地12公顷的家族果园，坐落在双溪鲁安的山坡上，正是让猫山王声名远播的那片山谷。',
      },
      story: {
        ms:
          'Encik Wong Ah Kow menanam anak benih durian pertamanya di sini pada tahun 1972, di celah-celah pokok ' +
          'getah. Pada penghujung 1980-an, anaknya Wong Kok Leong menggantikan pokok getah dengan Musang King yang ' +
          'dicantum, dan pokok paling tua di sini, Pokok Tua, masih berbuah setiap musim. Kini generasi ketiga pula ' +
          'yang mengusahakan ladang ini dan menghantar durian terus kepada pelanggan.',
        zh:
          '1972年，Wong Ah Kow 先生在橡胶树之间种下了第一批榴莲苗。1980年代末，' +
          '儿子 Wong Kok Leong 把橡胶树换成了嫁接的猫山王，园里最老的那棵树 Pokok Tua 至今每季照样结果。' +
          '如今果园由第三代打理，榴莲直接从园里发货给顾客。',
      },
      cultivationPractices: {
        ms:
          'Buah tidak pernah dipetik dari pokok: jaring menyambutnya apabila ia gugur masak. Kami guna kompos ' +
          'buatan ladang sendiri, tiada bahan pemeram, dan rumpai di bawah pokok muda dicabut dengan tangan. ' +
          'Diperakui MyGAP.',
        zh: '榴莲从不从树上摘，熟透自然落下时由网子接住。施用园内自制的堆肥，不用催熟剂，幼树下的杂草全靠人手拔除。已获 MyGAP 认证。',
      },
    },
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
        translated: {
          description: {
            ms:
              'Pokok datuk: ditanam daripada biji, dicantum menjadi Musang King pada tahun 1988, dan masih pokok ' +
              'yang paling lebat berbuah.',
            zh: '园里的老祖树：由种子种起，1988年嫁接成猫山王，至今仍是结果最多的一棵。',
          },
        },
        care: {
          daysAgo: 12,
          activity: 'inspection',
          description: 'Checked the old trunk for stem borer and canker; sealed one pruning wound with copper paste.',
          translated: {
            description: {
              ms:
                'Memeriksa batang tua untuk mengesan ulat pengorek batang dan penyakit kanker; satu luka cantasan ' +
                'ditutup dengan pes tembaga.',
              zh: '检查老树干有没有蛀干虫和溃疡病，并用铜膏封住一处修剪伤口。',
            },
          },
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
        translated: {
          description: {
            ms: 'Barisan B, menghadap ke timur; buahnya kecil tetapi warnanya paling pekat di seluruh ladang.',
            zh: 'B行，面朝东方；果实个头小，颜色却是全园最深的。',
          },
        },
        care: {
          daysAgo: 25,
          activity: 'fertilising',
          description: 'Ring of composted chicken manure and NPK 12-12-17 after flowering.',
          translated: {
            description: {
              ms: 'Kompos tahi ayam dan baja NPK 12-12-17 ditabur mengelilingi pokok selepas berbunga.',
              zh: '开花后，在树的四周环施腐熟鸡粪堆肥和 NPK 12-12-17复合肥。',
            },
          },
        },
      },
      {
        name: 'MK-12',
        variety: 'musang-king',
        heightM: 14.2,
        trunkCm: 49,
        plantedYear: 2003,
        description: 'A reliable bearer at the top of the slope.',
        translated: {
          description: {
            ms: 'Pokok di puncak cerun yang tidak pernah mengecewakan: berbuah setiap musim.',
            zh: '坡顶上一棵年年稳定结果的树。',
          },
        },
      },
      {
        name: 'BT-03',
        variety: 'black-thorn',
        heightM: 12.5,
        trunkCm: 41,
        plantedYear: 2008,
        description: 'One of the first Black Thorn grafts in Raub, from Penang budwood.',
        translated: {
          description: {
            ms:
              'Antara cantuman Duri Hitam (Black Thorn) yang terawal di Raub, menggunakan mata tunas dari Pulau ' +
              'Pinang.',
            zh: '劳勿最早嫁接的黑刺之一，芽接枝条来自槟城。',
          },
        },
        care: {
          daysAgo: 8,
          activity: 'netting',
          description: 'Nets tied under the fruiting branches before the first drop.',
          translated: {
            description: {
              ms: 'Jaring diikat di bawah dahan yang berbuah sebelum buah pertama gugur.',
              zh: '在第一颗榴莲落下之前，把网子绑在挂果的枝条下。',
            },
          },
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
        translated: {
          description: {
            ms:
              'Ditanam pada tahun yang sama dengan cantuman Musang King yang pertama; kini meneduhi bangsal ' +
              'pembungkusan.',
            zh: '与第一批猫山王嫁接树同年种下，如今为包装棚遮荫。',
          },
        },
      },
    ],
    care: [
      {
        daysAgo: 5,
        activity: 'harvest',
        description: 'Dawn and dusk rounds to collect fallen fruit from the nets; graded and packed the same day.',
        translated: {
          description: {
            ms:
              'Rondaan waktu subuh dan senja untuk mengutip buah yang gugur ke dalam jaring; digred dan dibungkus ' +
              'pada hari yang sama.',
            zh: '清晨和傍晚各巡园一次，收集落在网里的榴莲，当天分级、当天包装。',
          },
        },
        performedBy: 'Farm Staff',
        photos: ['harvest'],
        recordings: ['netting-video'],
      },
      {
        daysAgo: 40,
        activity: 'pruning',
        description: 'Opened the crowns of rows A to D to let light reach the lower branches.',
        translated: {
          description: {
            ms: 'Menjarangkan silara pokok di barisan A hingga D supaya cahaya sampai ke dahan-dahan bawah.',
            zh: '疏剪A至D行的树冠，让阳光照进下层枝条。',
          },
        },
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
    translated: {
      description: {
        ms:
          'Lereng bukit yang sejuk dan berkabus berhampiran Lebuhraya Karak, tempat Tekka dan XO masak ' +
          'perlahan-lahan hingga rasanya pahit dan mendalam.',
        zh: '靠近加叻大道的山坡凉爽多雾，竹脚和 XO 在这里慢慢成熟，苦味浓郁而有层次。',
      },
      story: {
        ms:
          'Siti Aminah dan suaminya, Rahim, membeli sebuah dusun terbiar pada tahun 1995 dan menghabiskan lima ' +
          'tahun menghidupkan semula pokok-pokok Tekka yang lama. XO mereka, daripada mata tunas pemberian seorang ' +
          'jiran, kini menjadi sebab pengunjung sanggup memandu naik dari Kuala Lumpur.',
        zh: '1995年，Siti Aminah 和丈夫 Rahim 买下一座荒废的果园，花了五年时间让园里的老竹脚树重新焕发生机。他们的 XO 用的是邻居送的芽接枝条，如今不少人专程从吉隆坡开车上山，就是为了它。',
      },
      cultivationPractices: {
        ms:
          'Penanaman bertingkat untuk mengelakkan hakisan, tanaman penutup bumi di antara barisan, pengairan titis ' +
          'pada bulan-bulan kering, dan pengurusan perosak bersepadu, bukan semburan racun secara rutin.',
        zh: '梯级种植防止水土流失，行间种覆盖作物，旱季采用滴灌，并以综合虫害管理取代例行喷药。',
      },
    },
    contactEmail: 'estate@bentonghighland.my',
    contactPhone: '+60 9-222 4618',
    website: 'https://bentonghighland.my',
    specialties: ['Musang King', 'Tekka', 'XO'],
    rating: 4.7,
    reviewCount: 124,
    look: { sky: ['#9fd6d2', '#e8f7f4'], sun: '#fdf6d8', hills: ['#a9c9b9', '#79a98e', '#56896b'], crown: '#3b7a45', crownDark: '#2b5c34' },
    trees: [
      {
        name: 'MK-21',
        variety: 'musang-king',
        heightM: 13.5,
        trunkCm: 44,
        plantedYear: 2005,
        description: 'Upper terrace, in the mist most mornings.',
        translated: {
          description: {
            ms: 'Di teres paling atas, diselubungi kabus hampir setiap pagi.',
            zh: '位于最上层梯田，几乎每天早上都笼罩在雾里。',
          },
        },
      },
      {
        name: 'MK-24',
        variety: 'musang-king',
        heightM: 11.8,
        trunkCm: 38,
        plantedYear: 2009,
        description: 'A younger tree with large, round fruit.',
        translated: {
          description: {
            ms: 'Pokok yang lebih muda, buahnya besar dan bulat.',
            zh: '一棵较年轻的树，果实又大又圆。',
          },
        },
      },
      {
        name: 'TK-05',
        variety: 'tekka',
        heightM: 18.4,
        trunkCm: 71,
        plantedYear: 1985,
        description: 'One of the old Tekka trees the farm was bought for.',
        translated: {
          description: {
            ms: 'Antara pokok Tekka lama yang menjadi sebab ladang ini dibeli.',
            zh: '当年买下这座园子，为的就是这几棵老竹脚树，这是其中一棵。',
          },
        },
        care: {
          daysAgo: 18,
          activity: 'pruning',
          description: 'Removed two dead limbs broken in the last storm.',
          translated: {
            description: {
              ms: 'Dua dahan mati yang patah semasa ribut yang lalu telah dibuang.',
              zh: '锯掉两根在上一场暴风雨中折断的枯枝。',
            },
          },
          performedBy: 'Pak Rahim',
        },
      },
      {
        name: 'TK-09',
        variety: 'tekka',
        heightM: 15.1,
        trunkCm: 55,
        plantedYear: 1994,
        description: 'Heavy bearer on the lower terrace.',
        translated: {
          description: {
            ms: 'Pokok di teres bawah yang lebat berbuah.',
            zh: '下层梯田上一棵结果累累的树。',
          },
        },
      },
      {
        name: 'XO-02',
        variety: 'xo',
        heightM: 12.9,
        trunkCm: 46,
        plantedYear: 2001,
        description: 'Grown from the neighbour’s budwood; the mother of every XO on the estate.',
        translated: {
          description: {
            ms: 'Ditanam daripada mata tunas pemberian jiran; induk kepada setiap pokok XO di ladang ini.',
            zh: '用邻居送的芽接枝条种成，园里每一棵 XO 都出自这棵母树。',
          },
        },
        care: {
          daysAgo: 30,
          activity: 'irrigation',
          description: 'Added a second drip line during the dry spell.',
          translated: {
            description: {
              ms: 'Satu lagi paip pengairan titis dipasang semasa cuaca kering.',
              zh: '干旱期间加装了第二条滴灌管。',
            },
          },
          performedBy: 'Siti Aminah',
          photos: ['irrigation'],
        },
      },
    ],
    care: [
      {
        daysAgo: 15,
        activity: 'irrigation',
        description: 'Flushed and checked all drip lines after two dry weeks.',
        translated: {
          description: {
            ms: 'Semua paip pengairan titis dibilas dan diperiksa selepas dua minggu tanpa hujan.',
            zh: '连续两周没下雨后，冲洗并检查了所有滴灌管。',
          },
        },
        performedBy: 'Siti Aminah',
        photos: ['irrigation'],
      },
      {
        daysAgo: 60,
        activity: 'fertilising',
        description: 'Organic compost and rock phosphate spread along every terrace.',
        translated: {
          description: {
            ms: 'Kompos organik dan batu fosfat ditabur di sepanjang setiap teres.',
            zh: '沿着每一层梯田撒施有机堆肥和磷矿粉。',
          },
        },
        performedBy: 'Pak Rahim',
        photos: ['fertilising'],
      },
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
    translated: {
      description: {
        ms:
          'Dusun di lereng bukit yang curam di sebelah barat Pulau Pinang yang tenang, kampung halaman Udang Merah ' +
          '(Red Prawn) dan Hor Lor.',
        zh: '位于槟城岛宁静西岸的陡峭山坡果园，是红虾和葫芦的故乡。',
      },
      story: {
        ms:
          'Tiga generasi keluarga Lim telah menjaga lereng bukit ini. Datuk mereka, Lim Chooi Hock, menanam pokok ' +
          'Udang Merah yang kini dikenali sebagai Ang Hae Tua pada tahun 1965; sampai hari ini, apabila denai ' +
          'basah, keluarga ini masih mengangkat buah turun bukit dengan tangan.',
        zh: '林家三代人守护着这片山坡。1965年，祖父 Lim Chooi Hock 种下了如今人称 Ang Hae Tua 的那棵红虾树；每逢山路湿滑，一家人至今仍靠双手把榴莲扛下山。',
      },
      cultivationPractices: {
        ms:
          'Pokok tumbuh di cerun semula jadi tanpa teres; buah yang gugur dikutip dua kali sehari. Lalat buah ' +
          'dikawal dengan perangkap, bukan semburan racun.',
        zh: '果树顺着天然山坡生长，不开梯田；落果每天捡两次。果蝇用诱捕器控制，不喷农药。',
      },
    },
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
        translated: {
          description: {
            ms: 'Pokok Udang Merah tua yang ditanam oleh datuk keluarga Lim, pokok paling tinggi di bukit ini.',
            zh: '林家祖父亲手种下的老红虾树，是山上最高的一棵。',
          },
        },
        care: {
          daysAgo: 9,
          activity: 'netting',
          description: 'Nets renewed on the lower branches; the old ones had torn.',
          translated: {
            description: {
              ms: 'Jaring di dahan-dahan bawah diganti baharu kerana yang lama sudah koyak.',
              zh: '旧网破了，给下层枝条换上新网。',
            },
          },
          performedBy: 'Lim Wei Ming',
          photos: ['netting'],
        },
      },
      {
        name: 'RP-08',
        variety: 'red-prawn',
        heightM: 15.5,
        trunkCm: 57,
        plantedYear: 1992,
        description: 'Grafted from Ang Hae Tua.',
        translated: {
          description: {
            ms: 'Dicantum daripada Ang Hae Tua.',
            zh: '由 Ang Hae Tua 嫁接而来。',
          },
        },
      },
      {
        name: 'HL-04',
        variety: 'hor-lor',
        heightM: 14.8,
        trunkCm: 52,
        plantedYear: 1997,
        description: 'Bears the gourd-shaped fruit the variety is named for.',
        translated: {
          description: {
            ms: 'Buahnya berbentuk labu, dan bentuk inilah asal nama varieti ini.',
            zh: '结出葫芦形的果实，这个品种正是因此得名。',
          },
        },
        care: {
          daysAgo: 35,
          activity: 'fertilising',
          description: 'Goat manure and mulch ring after flowering.',
          translated: {
            description: {
              ms: 'Tahi kambing dan sungkupan ditabur mengelilingi pokok selepas berbunga.',
              zh: '开花后，在树的四周环施羊粪并铺上覆盖物。',
            },
          },
        },
      },
      {
        name: 'BT-11',
        variety: 'black-thorn',
        heightM: 11.2,
        trunkCm: 36,
        plantedYear: 2010,
        description: 'Budwood from the original Black Thorn tree in Balik Pulau.',
        translated: {
          description: {
            ms: 'Mata tunasnya daripada pokok Duri Hitam yang asal di Balik Pulau.',
            zh: '芽接枝条取自浮罗山背最早的那棵黑刺母树。',
          },
        },
      },
      {
        name: 'GP-02',
        variety: 'golden-phoenix',
        heightM: 13.6,
        trunkCm: 47,
        plantedYear: 2002,
        description: 'Small fruit, big flavour; the family’s own favourite.',
        translated: {
          description: {
            ms: 'Buahnya kecil tetapi rasanya hebat; pokok kegemaran keluarga sendiri.',
            zh: '果小味浓，是自家人最爱的一棵。',
          },
        },
      },
    ],
    care: [
      {
        daysAgo: 3,
        activity: 'harvest',
        description: 'Carried the morning’s fall down to the road by hand after the rain.',
        translated: {
          description: {
            ms: 'Selepas hujan, buah yang gugur pagi itu diangkat dengan tangan turun ke jalan.',
            zh: '雨后，把早上落下的榴莲用人手扛下山，搬到路边。',
          },
        },
        performedBy: 'Lim Wei Ming',
        photos: ['harvest'],
      },
      {
        daysAgo: 50,
        activity: 'inspection',
        description: 'Set out fruit-fly traps along every path.',
        translated: {
          description: {
            ms: 'Perangkap lalat buah dipasang di sepanjang setiap denai.',
            zh: '在每条小路沿途放置果蝇诱捕器。',
          },
        },
        performedBy: 'Farm Staff',
      },
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
    translated: {
      description: {
        ms: 'Tanah rata yang subur di sepanjang Sungai Muar, ditanam dengan varieti klasik Johor: D24, D101 dan IOI.',
        zh: '麻坡河畔一片平坦肥沃的土地，种满柔佛的经典品种：苏丹王 D24、D101 和 IOI。',
      },
      story: {
        ms:
          'Ahmad Zulkifli mengambil alih dusun kampung milik bapanya pada tahun 2004 dan mula mencantum anak-anak ' +
          'pokok yang terbaik. Kebanyakan pelanggan ladang ini ialah keluarga yang datang semula setiap musim untuk ' +
          'D24 dan D101.',
        zh: '2004年，Ahmad Zulkifli 接手父亲的甘榜果园，开始拿园里最好的实生苗来嫁接。果园的顾客大多是每季都回头光顾的家庭，为的就是这里的 D24 和 D101。',
      },
      cultivationPractices: {
        ms:
          'Batas ditinggikan supaya selamat daripada banjir, pengairan dengan air sungai, dan kompos daripada ' +
          'tandan kosong kelapa sawit dari ladang jiran.',
        zh: '起垄种植防范水灾，引河水灌溉，并用邻近油棕园的空果串制成堆肥。',
      },
    },
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
        translated: {
          description: {
            ms: 'Di tebing sungai; akarnya tidak pernah kering.',
            zh: '长在河岸边，树根从不缺水。',
          },
        },
        care: {
          daysAgo: 20,
          activity: 'pruning',
          description: 'Cut back branches hanging over the river path.',
          translated: {
            description: {
              ms: 'Dahan yang menjulur ke atas denai tepi sungai telah dipangkas.',
              zh: '修剪垂到河边小路上方的枝条。',
            },
          },
          performedBy: 'Ahmad Zulkifli',
          photos: ['pruning'],
        },
      },
      {
        name: 'D24-19',
        variety: 'd24',
        heightM: 13.1,
        trunkCm: 45,
        plantedYear: 2004,
        description: 'The first tree Ahmad grafted himself.',
        translated: {
          description: {
            ms: 'Pokok pertama yang dicantum sendiri oleh Ahmad.',
            zh: 'Ahmad 亲手嫁接的第一棵树。',
          },
        },
      },
      {
        name: 'D101-03',
        variety: 'd101',
        heightM: 15.8,
        trunkCm: 59,
        plantedYear: 1993,
        description: 'Bright yellow fruit every year, even in poor seasons.',
        translated: {
          description: {
            ms: 'Berbuah kuning terang setiap tahun, walaupun pada musim yang kurang menjadi.',
            zh: '年年结出亮黄的果实，收成差的年份也不例外。',
          },
        },
      },
      {
        name: 'D101-07',
        variety: 'd101',
        heightM: 12.4,
        trunkCm: 42,
        plantedYear: 2006,
        description: 'Near the farm house.',
        translated: {
          description: {
            ms: 'Berhampiran rumah ladang.',
            zh: '就在农舍旁边。',
          },
        },
      },
      {
        name: 'IOI-01',
        variety: 'ioi',
        heightM: 14,
        trunkCm: 50,
        plantedYear: 1999,
        description: 'Budwood from the IOI estate itself.',
        translated: {
          description: {
            ms: 'Mata tunasnya diambil dari ladang IOI itu sendiri.',
            zh: '芽接枝条就取自 IOI 种植园。',
          },
        },
      },
    ],
    care: [
      {
        daysAgo: 10,
        activity: 'netting',
        description: 'Nets strung across rows 1 to 6 ahead of the main fall.',
        translated: {
          description: {
            ms: 'Jaring dipasang merentasi barisan 1 hingga 6 sebelum buah mula gugur dengan banyak.',
            zh: '在大批落果之前，在第1至第6行拉好网子。',
          },
        },
        performedBy: 'Farm Staff',
        photos: ['netting'],
      },
      {
        daysAgo: 45,
        activity: 'irrigation',
        description: 'Cleared the river pump intake and the main channel.',
        translated: {
          description: {
            ms: 'Salur masuk pam air sungai dan terusan utama telah dibersihkan.',
            zh: '清理河边水泵的进水口和主水渠。',
          },
        },
        performedBy: 'Ahmad Zulkifli',
      },
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
    translated: {
      description: {
        ms:
          'Bukit batu kapur dan bekas tanah lombong bijih timah yang kini menjadi dusun D24, Golden Phoenix dan Hor ' +
          'Lor.',
        zh: '石灰岩山丘和昔日的锡矿地，如今成了种植苏丹王 D24、金凤和葫芦的果园。',
      },
      story: {
        ms:
          'Ravi Chandran membesar di Gopeng dan menyaksikan lombong-lombong bijih timah ditutup. Pada tahun 2001, ' +
          'dia menanam durian di tanah keluarganya di tepi bekas kolam lombong; tanah batu kapur menjadikan Hor Lor ' +
          'tanamannya begitu berkrim sehingga pelanggan memesannya dengan menyebut nama.',
        zh: 'Ravi Chandran 在务边长大，亲眼看着锡矿一个个关闭。2001年，他在家族土地上、旧矿湖旁种下榴莲；石灰岩土壤让他的葫芦格外香滑，不少顾客都指名要买。',
      },
      cultivationPractices: {
        ms:
          'Tanah diuji setiap tahun dan kapur ditambah di mana perlu. Lebah dipelihara di ladang untuk membantu ' +
          'pendebungaan, bersama kelawar yang datang ke bunga durian yang mekar pada waktu malam.',
        zh: '每年检测土壤，需要时施加石灰；园里还养了蜜蜂，和夜里前来探访榴莲花的蝙蝠一起帮忙授粉。',
      },
    },
    contactEmail: 'ravi@kintavalleyorchard.my',
    contactPhone: '+60 5-359 4402',
    website: 'https://kintavalleyorchard.my',
    specialties: ['D24', 'Golden Phoenix', 'Hor Lor', 'D101'],
    rating: 4.6,
    reviewCount: 97,
    look: { sky: ['#b5d8f2', '#eef6fb'], sun: '#fff8d6', hills: ['#b7c4b0', '#8fae7e', '#6a9958'], ...crowns },
    trees: [
      {
        name: 'D24-31',
        variety: 'd24',
        heightM: 15,
        trunkCm: 54,
        plantedYear: 1995,
        description: 'Planted by Ravi’s father before the orchard had a name.',
        translated: {
          description: {
            ms: 'Ditanam oleh bapa Ravi, ketika dusun ini belum bernama lagi.',
            zh: 'Ravi 的父亲种下的，那时果园还没有名字。',
          },
        },
      },
      {
        name: 'GP-11',
        variety: 'golden-phoenix',
        heightM: 12.2,
        trunkCm: 40,
        plantedYear: 2007,
        description: 'Next to the beehives; always the first to flower.',
        translated: {
          description: {
            ms: 'Di sebelah sarang lebah; sentiasa pokok yang paling awal berbunga.',
            zh: '就在蜂箱旁边，每年总是最先开花。',
          },
        },
        care: {
          daysAgo: 14,
          activity: 'inspection',
          description: 'Leaf check for mites and leafhoppers; nothing found.',
          translated: {
            description: {
              ms: 'Daun diperiksa untuk mengesan hama dan bena daun; tiada apa-apa ditemui.',
              zh: '检查叶片有没有螨虫和叶蝉，结果一切正常。',
            },
          },
          performedBy: 'Ravi Chandran',
          photos: ['inspection'],
        },
      },
      {
        name: 'HL-09',
        variety: 'hor-lor',
        heightM: 16.6,
        trunkCm: 63,
        plantedYear: 1989,
        description: 'On limestone soil at the foot of the hill.',
        translated: {
          description: {
            ms: 'Tumbuh di atas tanah batu kapur di kaki bukit.',
            zh: '长在山脚的石灰岩土壤上。',
          },
        },
      },
      {
        name: 'D101-12',
        variety: 'd101',
        heightM: 13.4,
        trunkCm: 47,
        plantedYear: 2003,
        description: 'By the old mining pool.',
        translated: {
          description: {
            ms: 'Di tepi bekas kolam lombong.',
            zh: '在旧矿湖边。',
          },
        },
      },
      {
        name: 'GP-14',
        variety: 'golden-phoenix',
        heightM: 10.8,
        trunkCm: 33,
        plantedYear: 2012,
        description: 'The youngest bearing tree on the farm.',
        translated: {
          description: {
            ms: 'Pokok paling muda di ladang ini yang sudah berbuah.',
            zh: '园里已结果的树中最年轻的一棵。',
          },
        },
      },
    ],
    care: [
      {
        daysAgo: 28,
        activity: 'fertilising',
        description: 'Agricultural lime and compost spread after this year’s soil test.',
        translated: {
          description: {
            ms: 'Kapur pertanian dan kompos ditabur selepas ujian tanah tahun ini.',
            zh: '今年做完土壤检测后，撒施了农用石灰和堆肥。',
          },
        },
        performedBy: 'Ravi Chandran',
        photos: ['fertilising'],
      },
      {
        daysAgo: 7,
        activity: 'harvest',
        description: 'First fruit of the season collected from the D24 rows.',
        translated: {
          description: {
            ms: 'Buah pertama musim ini dikutip dari barisan D24.',
            zh: '从苏丹王 D24 那几行收集到本季第一批榴莲。',
          },
        },
        performedBy: 'Farm Staff',
        photos: ['harvest'],
      },
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
    translated: {
      description: {
        ms: 'Ladang yang lebih muda di utara Johor, menanam IOI, XO dan beberapa barisan Duri Hitam.',
        zh: '柔佛北部一座较年轻的农场，种植 IOI、XO 和几行黑刺。',
      },
      story: {
        ms:
          'Pada tahun 2006, Tan Mei Ling meninggalkan kerjanya di sebuah bank di Johor Bahru untuk menanam durian ' +
          'di tanah arwah bapa saudaranya. Kini XO dan IOI dari ladangnya dibekalkan kepada restoran di Singapura ' +
          'dan Johor Bahru, dan sejak tahun lalu, kepada Durio juga.',
        zh: '2006年，Tan Mei Ling 辞去新山的银行工作，到已故叔叔留下的土地上种榴莲。如今她的 XO 和 IOI 供应新加坡和新山的餐馆，从去年起也供应 Durio。',
      },
      cultivationPractices: {
        ms:
          'Pisang ditanam selang-seli sebagai teduhan semasa pokok durian masih muda; rumput yang dipotong ' +
          'dijadikan sungkupan.',
        zh: '幼树期间间种香蕉遮荫，并用割下的草覆盖地面。',
      },
    },
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
        translated: {
          description: {
            ms: 'Ditanam oleh bapa saudara Mei Ling; lebih tua daripada ladang ini sendiri.',
            zh: 'Mei Ling 的叔叔种下的，比农场本身还要老。',
          },
        },
        care: {
          daysAgo: 16,
          activity: 'fertilising',
          description: 'Slow-release fertiliser and grass mulch around the drip line.',
          translated: {
            description: {
              ms: 'Baja lepas perlahan dan sungkupan rumput ditabur di bawah hujung silara pokok.',
              zh: '在树冠滴水线一带施缓释肥，并铺上草屑覆盖。',
            },
          },
          performedBy: 'Tan Mei Ling',
          photos: ['fertilising'],
        },
      },
      {
        name: 'IOI-10',
        variety: 'ioi',
        heightM: 12.8,
        trunkCm: 44,
        plantedYear: 2005,
        description: 'Sheltered by the banana rows.',
        translated: {
          description: {
            ms: 'Terlindung di sebalik barisan pokok pisang.',
            zh: '有一行行香蕉树为它遮风挡雨。',
          },
        },
      },
      {
        name: 'XO-07',
        variety: 'xo',
        heightM: 14.4,
        trunkCm: 51,
        plantedYear: 1998,
        description: 'The farm’s best XO; restaurants ask for its fruit by number.',
        translated: {
          description: {
            ms: 'XO terbaik di ladang ini; restoran memesan buahnya dengan menyebut nombor pokoknya.',
            zh: '园里最好的一棵 XO，餐馆订货时都指定它的编号。',
          },
        },
      },
      {
        name: 'XO-12',
        variety: 'xo',
        heightM: 11.5,
        trunkCm: 37,
        plantedYear: 2009,
        description: 'Grafted from XO-07.',
        translated: {
          description: {
            ms: 'Dicantum daripada XO-07.',
            zh: '嫁接自 XO-07。',
          },
        },
      },
      {
        name: 'BT-20',
        variety: 'black-thorn',
        heightM: 10.2,
        trunkCm: 31,
        plantedYear: 2013,
        description: 'Young Black Thorn in its fourth bearing season.',
        translated: {
          description: {
            ms: 'Pokok Duri Hitam muda yang kini dalam musim keempat berbuah.',
            zh: '一棵年轻的黑刺，今年是第四个结果季。',
          },
        },
      },
    ],
    care: [
      {
        daysAgo: 22,
        activity: 'pruning',
        description: 'Thinned the banana rows to let more light onto the young durians.',
        translated: {
          description: {
            ms: 'Barisan pokok pisang dijarangkan supaya lebih banyak cahaya sampai ke pokok durian muda.',
            zh: '疏伐香蕉行，让更多阳光照到幼小的榴莲树上。',
          },
        },
        performedBy: 'Tan Mei Ling',
        photos: ['pruning'],
      },
      {
        daysAgo: 4,
        activity: 'netting',
        description: 'Netting done on all XO trees.',
        translated: {
          description: {
            ms: 'Semua pokok XO sudah siap dipasang jaring.',
            zh: '所有 XO 树都已挂好网。',
          },
        },
        performedBy: 'Farm Staff',
        photos: ['netting', 'harvest'],
      },
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
    translated: {
      description: {
        ms: 'Kebun kecil baharu yang sedang menunggu lawatan ladang sebelum boleh berjual di Durio.',
        zh: '一块新的小园地，须等实地考察之后才能在 Durio 上售卖。',
      },
      story: {
        ms: 'Memohon untuk menyertai Durio pada musim ini.',
        zh: '本季申请加入 Durio。',
      },
      cultivationPractices: {
        ms: 'Akan disahkan semasa lawatan ladang.',
        zh: '待实地考察时确认。',
      },
    },
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
