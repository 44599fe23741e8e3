import type { ProductForm, ProductGrade } from '@durio/shared/schemas/catalogue';
import type { FarmKey } from './demo-farms';
import type { Translated } from './demo-translations';
import type { VarietyKey } from './demo-varieties';

export interface DemoProduct {
  name: string;
  farm: FarmKey;
  variety: VarietyKey;
  /** The tree the fruit comes from, when it is one tree's. */
  tree?: string;
  /** Either a price per kg (with a weight per fruit) or a price per box. */
  perKgRm?: number;
  weightKg: number | null;
  boxPriceRm?: number;
  saleRm?: number;
  stock: number;
  featured?: boolean;
  seasonal?: boolean;
  available?: boolean;
  gift?: boolean;
  /** How long ago it was listed; under 30 shows the 'New' badge. */
  daysAgo: number;
  size: string | null;
  note: string;
  /**
   * The note in Malay and Chinese: with its variety's taste and ripeness (demo-varieties.ts) and the shop's storage
   * and nutrition texts, it gives the product its description, storage, ripeness and nutrition texts in both.
   */
  translated: { note: Translated };
}

export const categoryDescriptions = {
  Premium: 'The most sought-after varieties, graded A and picked from mature trees.',
  Classic: 'The time-honoured Malaysian favourites at everyday prices.',
  Bittersweet: 'Deep, complex flesh with a bitter edge for seasoned durian lovers.',
  Sweet: 'Mild, creamy and sweet: a gentle start for first-timers.',
  'Seasonal Specials': 'Limited fruit of this season only, while the trees bear.',
  'Gift Boxes': 'Opened, packed and sealed boxes, ready to give.',
} as const;
export type CategoryName = keyof typeof categoryDescriptions;

const premium: VarietyKey[] = ['musang-king', 'black-thorn', 'red-prawn', 'golden-phoenix'];
const classic: VarietyKey[] = ['d24', 'd101', 'ioi', 'tekka', 'hor-lor'];
const bittersweet: VarietyKey[] = ['musang-king', 'black-thorn', 'xo', 'tekka', 'golden-phoenix'];
const sweet: VarietyKey[] = ['d24', 'red-prawn', 'd101', 'ioi', 'hor-lor'];

/** The shelves a product sits on follow from its variety and whether it is seasonal or a gift box. */
export function categoriesOf(product: DemoProduct): CategoryName[] {
  const names: CategoryName[] = [];
  if (premium.includes(product.variety)) names.push('Premium');
  if (classic.includes(product.variety)) names.push('Classic');
  if (bittersweet.includes(product.variety)) names.push('Bittersweet');
  if (sweet.includes(product.variety)) names.push('Sweet');
  if (product.seasonal) names.push('Seasonal Specials');
  if (product.gift) names.push('Gift Boxes');
  return names;
}

/** The grades the demo farms sort their fruit into, as each farm words them (docs/product/selling-by-weight.md). */
const gradeNotes: Record<ProductGrade, { en: string } & Translated> = {
  A: {
    en: 'Grade A: a sound husk and full, unbroken pods, picked up within hours of the fall.',
    ms: 'Gred A: kulitnya elok dan ulasnya penuh tanpa pecah, dikutip dalam masa beberapa jam selepas gugur.',
    zh: 'A级：外壳完好、果房饱满无破损，落果后几小时内捡回。',
  },
  B: {
    en: 'Grade B: the same taste, with a less even shape, a small crack or fewer pods.',
    ms: 'Gred B: rasanya sama, cuma bentuknya kurang sekata, ada sedikit retak atau ulasnya kurang.',
    zh: 'B级：味道一样，只是外形不够匀称、略有裂口或果房较少。',
  },
  C: {
    en: 'Grade C: good flesh from fruit with a cracked or marked husk, for eating the same day.',
    ms: 'Gred C: isinya elok daripada buah yang kulitnya retak atau bertanda, untuk dimakan pada hari yang sama.',
    zh: 'C级：外壳有裂或有痕，但果肉良好，宜当天食用。',
  },
};

/**
 * How a demo product is sold (docs/product/selling-by-weight.md). One whole fruit ('Large (about 2 kg)') is priced
 * per kg, charged at the top of a range around its usual weight until it is weighed; packs of several fruits, half
 * fruits, baskets and boxes are sold per unit. Pulp tubs are frozen; boxes of pods are packed flesh.
 */
export function sellingOf(product: DemoProduct) {
  const oneFruit = product.perKgRm !== undefined && /^(Large|Medium|Small) \(about [\d.]+ kg\)$/.test(product.size ?? '');
  const form: ProductForm = product.name.includes('Pulp') ? 'frozen' : product.size?.startsWith('Box of') ? 'flesh' : 'whole';
  const grade: ProductGrade | null = /Grade A|Premium|Reserve|Selection| from /.test(product.name)
    ? 'A'
    : /Grade B|Half|Trial/.test(product.name)
      ? 'B'
      : null;
  const gradeNote = grade ? gradeNotes[grade] : null;
  if (oneFruit) {
    const weightKg = product.weightKg!;
    const tenths = (kg: number) => Math.round(kg * 10) * 100;
    // The sale price, written per fruit in the list, becomes a price per kg at the fruit's usual weight.
    const salePerKgSen = product.saleRm === undefined ? null : Math.floor((product.saleRm * 100) / weightKg);
    return {
      pricedBy: 'kg' as const,
      priceSen: Math.round(product.perKgRm! * 100),
      discountPriceSen: salePerKgSen,
      minWeightGrams: tenths(weightKg - 0.3),
      weightGrams: tenths(weightKg + 0.4),
      form,
      grade,
      gradeNote,
    };
  }
  return {
    pricedBy: 'unit' as const,
    priceSen: product.boxPriceRm !== undefined ? Math.round(product.boxPriceRm * 100) : Math.round(product.perKgRm! * product.weightKg! * 100),
    discountPriceSen: product.saleRm === undefined ? null : Math.round(product.saleRm * 100),
    minWeightGrams: null,
    weightGrams: product.weightKg === null ? null : Math.round(product.weightKg * 1000),
    form,
    grade,
    gradeNote,
  };
}

export const products: DemoProduct[] = [
  // Musang King
  {
    name: 'Musang King Grade A', farm: 'raub', variety: 'musang-king', tree: 'MK-07', perKgRm: 75, weightKg: 2, stock: 24, featured: true, daysAgo: 120, size: 'Large (about 2 kg)',
    note: 'Graded A: full pods, no cracks, picked up within hours of the fall.',
    translated: {
      note: {
        ms: 'Gred A: ulasnya penuh, tiada retak, dan dikutip dalam masa beberapa jam selepas gugur.',
        zh: 'A级品：果房饱满、外壳无裂，落果后几小时内就捡回。',
      },
    },
  },
  {
    name: 'Musang King from Pokok Tua', farm: 'raub', variety: 'musang-king', tree: 'Pokok Tua (MK-01)', perKgRm: 88, weightKg: 1.8, stock: 6, featured: true, seasonal: true, daysAgo: 12, size: 'Medium (about 1.8 kg)',
    note: 'From the 50-year-old grandfather tree; only a few fall each week.',
    translated: {
      note: {
        ms: 'Hasil pokok datuk yang berusia 50 tahun; hanya beberapa biji sahaja yang gugur setiap minggu.',
        zh: '出自50岁的老祖树，每周只掉寥寥几颗。',
      },
    },
  },
  {
    name: 'Musang King Grade B', farm: 'bentong', variety: 'musang-king', tree: 'MK-24', perKgRm: 58, weightKg: 1.6, saleRm: 84.9, stock: 35, daysAgo: 95, size: 'Medium (about 1.6 kg)',
    note: 'Same taste as Grade A, with a less perfect shape or fewer pods.',
    translated: {
      note: {
        ms: 'Rasanya sama seperti Gred A, cuma bentuknya kurang sempurna atau ulasnya kurang sedikit.',
        zh: '味道和A级一样，只是外形没那么完美，或果房少一些。',
      },
    },
  },
  {
    name: 'Musang King Family Pack (2 fruits)', farm: 'bentong', variety: 'musang-king', perKgRm: 60, weightKg: 3, stock: 12, daysAgo: 80, size: 'Two fruits, about 3 kg',
    note: 'Two whole fruits for sharing at home.',
    translated: {
      note: {
        ms: 'Dua biji durian bulat-bulat untuk dinikmati bersama di rumah.',
        zh: '两颗完整的榴莲，适合在家和家人一起分享。',
      },
    },
  },
  {
    name: 'Musang King Frozen Pulp 400 g', farm: 'raub', variety: 'musang-king', perKgRm: 120, weightKg: 0.4, stock: 60, daysAgo: 150, size: '400 g tub',
    note: 'Deseeded flesh frozen the day it fell; thaw 20 minutes before eating.',
    translated: {
      note: {
        ms: 'Isi tanpa biji yang dibekukan pada hari buahnya gugur; nyahbeku 20 minit sebelum dimakan.',
        zh: '去核果肉，落果当天冷冻；食用前解冻20分钟。',
      },
    },
  },
  {
    name: 'Musang King Gift Box', farm: 'raub', variety: 'musang-king', boxPriceRm: 168, weightKg: null, stock: 8, featured: true, gift: true, daysAgo: 60, size: 'Box of 8 to 10 pods',
    note: 'Opened, sealed and chilled pods in a gift box with a farm card.',
    translated: {
      note: {
        ms: 'Ulas yang sudah dibuka, dimeterai dan disejukkan, disusun dalam kotak hadiah berserta kad dari ladang.',
        zh: '已开壳的果肉，密封冷藏后装进礼盒，附上果园卡片。',
      },
    },
  },
  {
    name: 'Musang King Grade A (Bentong)', farm: 'bentong', variety: 'musang-king', tree: 'MK-21', perKgRm: 70, weightKg: 2.1, stock: 17, daysAgo: 70, size: 'Large (about 2.1 kg)',
    note: 'Highland Musang King: slower ripening, a little more bitter.',
    translated: {
      note: {
        ms: 'Musang King tanah tinggi: masak lebih perlahan, dan rasanya sedikit lebih pahit.',
        zh: '高地猫山王：成熟得较慢，苦味稍重。',
      },
    },
  },
  // Black Thorn
  {
    name: 'Black Thorn D200 Whole Fruit', farm: 'balik-pulau', variety: 'black-thorn', tree: 'BT-11', perKgRm: 85, weightKg: 1.8, stock: 9, featured: true, daysAgo: 45, size: 'Medium (about 1.8 kg)',
    note: 'From Penang budwood of the original Black Thorn tree.',
    translated: {
      note: {
        ms: 'Dicantum dengan mata tunas dari Pulau Pinang, daripada pokok Duri Hitam (Black Thorn) yang asal.',
        zh: '以来自槟城的芽接枝条嫁接，取自最早的那棵黑刺母树。',
      },
    },
  },
  {
    name: 'Black Thorn Premium Selection', farm: 'raub', variety: 'black-thorn', tree: 'BT-03', perKgRm: 90, weightKg: 2.2, saleRm: 185, stock: 4, daysAgo: 55, size: 'Large (about 2.2 kg)',
    note: 'The pick of the week, chosen by the farmer.',
    translated: {
      note: {
        ms: 'Pilihan terbaik minggu ini, dipilih sendiri oleh pekebun.',
        zh: '园主亲自挑选的本周精选。',
      },
    },
  },
  {
    name: 'Black Thorn Half-Fruit Pack', farm: 'segamat', variety: 'black-thorn', tree: 'BT-20', perKgRm: 80, weightKg: 1, stock: 18, daysAgo: 100, size: 'Half fruit, about 1 kg',
    note: 'Half a fruit, opened and sealed: a taste without the commitment.',
    translated: {
      note: {
        ms: 'Separuh biji, sudah dibuka dan dimeterai: boleh cuba dahulu tanpa perlu membeli sebiji.',
        zh: '半颗装，已开壳密封：不必买整颗，也能尝尝鲜。',
      },
    },
  },
  {
    name: 'Black Thorn First Drop', farm: 'balik-pulau', variety: 'black-thorn', perKgRm: 88, weightKg: 2, stock: 0, seasonal: true, available: false, daysAgo: 20, size: 'Medium (about 2 kg)',
    note: 'The first fruit of the Penang season; sold out for this year.',
    translated: {
      note: {
        ms: 'Buah pertama musim durian Pulau Pinang; sudah habis dijual untuk tahun ini.',
        zh: '槟城榴莲季的第一批果子；今年已经卖完。',
      },
    },
  },
  // D24
  {
    name: 'D24 Sultan Whole Fruit', farm: 'muar', variety: 'd24', tree: 'D24-15', perKgRm: 28, weightKg: 1.5, stock: 50, daysAgo: 130, size: 'Medium (about 1.5 kg)',
    note: 'The classic, from the river bank tree.',
    translated: {
      note: {
        ms: 'Durian klasik, daripada pokok di tebing sungai.',
        zh: '经典之选，出自河岸边的那棵树。',
      },
    },
  },
  {
    name: 'D24 Sultan Family Value Pack', farm: 'kinta', variety: 'd24', perKgRm: 22, weightKg: 3, saleRm: 59, stock: 40, featured: true, daysAgo: 90, size: 'Two fruits, about 3 kg',
    note: 'Two fruits at a family price.',
    translated: {
      note: {
        ms: 'Dua biji durian pada harga keluarga.',
        zh: '两颗装，家庭优惠价。',
      },
    },
  },
  {
    name: 'D24 Sultan Grade A', farm: 'raub', variety: 'd24', tree: 'D24-02', perKgRm: 32, weightKg: 1.7, stock: 30, daysAgo: 75, size: 'Medium (about 1.7 kg)',
    note: 'Raub-grown D24, creamier than most.',
    translated: {
      note: {
        ms: 'D24 tanaman Raub, lebih berkrim daripada kebanyakan D24 lain.',
        zh: '劳勿种的苏丹王 D24，比一般的更香滑。',
      },
    },
  },
  {
    name: 'D24 Pulp Tub 500 g', farm: 'muar', variety: 'd24', perKgRm: 50, weightKg: 0.5, stock: 80, daysAgo: 140, size: '500 g tub',
    note: 'Deseeded and frozen; for eating or for cendol and cakes.',
    translated: {
      note: {
        ms: 'Tanpa biji dan dibekukan; sedap dimakan begitu sahaja atau untuk cendol dan kek.',
        zh: '去核冷冻；可以直接吃，也可以用来做煎蕊和蛋糕。',
      },
    },
  },
  {
    name: 'D24 Sultan Morning Drop', farm: 'kinta', variety: 'd24', tree: 'D24-31', perKgRm: 26, weightKg: 1.6, stock: 33, daysAgo: 9, size: 'Medium (about 1.6 kg)',
    note: 'Collected at dawn and sent the same day.',
    translated: {
      note: {
        ms: 'Dikutip pada waktu subuh dan dihantar pada hari yang sama.',
        zh: '清晨捡回，当天发货。',
      },
    },
  },
  // Red Prawn
  {
    name: 'Red Prawn (Ang Hae) Whole Fruit', farm: 'balik-pulau', variety: 'red-prawn', tree: 'RP-08', perKgRm: 45, weightKg: 1.6, stock: 20, featured: true, daysAgo: 65, size: 'Medium (about 1.6 kg)',
    note: 'Penang’s sweetest, from a graft of the family’s oldest tree.',
    translated: {
      note: {
        ms: 'Antara yang paling manis di Pulau Pinang, hasil cantuman pokok tertua milik keluarga.',
        zh: '槟城最甜的榴莲，嫁接自家族里最老的那棵树。',
      },
    },
  },
  {
    name: 'Red Prawn from Ang Hae Tua', farm: 'balik-pulau', variety: 'red-prawn', tree: 'Ang Hae Tua (RP-01)', perKgRm: 48, weightKg: 2, stock: 7, seasonal: true, daysAgo: 15, size: 'Large (about 2 kg)',
    note: 'From the 1965 mother tree itself.',
    translated: {
      note: {
        ms: 'Terus daripada pokok induk yang ditanam pada tahun 1965.',
        zh: '就出自1965年种下的那棵母树。',
      },
    },
  },
  {
    name: 'Red Prawn Twin Pack', farm: 'balik-pulau', variety: 'red-prawn', perKgRm: 40, weightKg: 2.8, saleRm: 99, stock: 15, daysAgo: 85, size: 'Two fruits, about 2.8 kg',
    note: 'Two smaller fruits, just as sweet.',
    translated: {
      note: {
        ms: 'Dua biji yang lebih kecil, tetapi sama manisnya.',
        zh: '两颗个头较小，但一样香甜。',
      },
    },
  },
  // Tekka
  {
    name: 'Tekka D160 Whole Fruit', farm: 'bentong', variety: 'tekka', tree: 'TK-09', perKgRm: 38, weightKg: 2.2, stock: 14, daysAgo: 110, size: 'Large (about 2.2 kg)',
    note: 'Lower-terrace Tekka, strongly bitter.',
    translated: {
      note: {
        ms: 'Tekka dari teres bawah, rasa pahitnya kuat.',
        zh: '下层梯田的竹脚，苦味浓烈。',
      },
    },
  },
  {
    name: 'Tekka Bittersweet Reserve', farm: 'bentong', variety: 'tekka', tree: 'TK-05', perKgRm: 42, weightKg: 2.5, stock: 3, daysAgo: 50, size: 'Large (about 2.5 kg)',
    note: 'From the 1985 tree the estate was bought for.',
    translated: {
      note: {
        ms: 'Daripada pokok tahun 1985 yang menjadi sebab ladang ini dibeli.',
        zh: '出自1985年的那棵老树，当年买下这座园子就是为了它。',
      },
    },
  },
  {
    name: 'Tekka Trial Half', farm: 'bentong', variety: 'tekka', perKgRm: 40, weightKg: 1.1, stock: 25, daysAgo: 100, size: 'Half fruit, about 1.1 kg',
    note: 'Half a Tekka, for the curious.',
    translated: {
      note: {
        ms: 'Separuh biji Tekka, untuk anda yang ingin mencuba.',
        zh: '半颗竹脚，给想尝鲜的您。',
      },
    },
  },
  // D101
  {
    name: 'D101 Whole Fruit', farm: 'muar', variety: 'd101', tree: 'D101-03', perKgRm: 20, weightKg: 1.8, stock: 45, daysAgo: 125, size: 'Medium (about 1.8 kg)',
    note: 'Buttery and mild; a favourite with children.',
    translated: {
      note: {
        ms: 'Lemak seperti mentega dan lembut rasanya; kegemaran kanak-kanak.',
        zh: '香滑如牛油，口味温和，是小朋友的最爱。',
      },
    },
  },
  {
    name: 'D101 Kampung Basket', farm: 'kinta', variety: 'd101', boxPriceRm: 75, weightKg: null, stock: 20, daysAgo: 105, size: 'Basket of 3 fruits',
    note: 'Three fruits of mixed sizes, as sold at the roadside.',
    translated: {
      note: {
        ms: 'Tiga biji pelbagai saiz, seperti yang dijual di gerai tepi jalan.',
        zh: '三颗大小不一，就像路边摊卖的那样。',
      },
    },
  },
  {
    name: 'D101 Golden Pulp 400 g', farm: 'muar', variety: 'd101', perKgRm: 45, weightKg: 0.4, stock: 0, daysAgo: 160, size: '400 g tub',
    note: 'Frozen D101 flesh; back in stock when the trees bear again.',
    translated: {
      note: {
        ms: 'Isi D101 beku; ada stok semula apabila pokok berbuah lagi.',
        zh: '冷冻 D101 果肉；等果树再次结果就会补货。',
      },
    },
  },
  // XO
  {
    name: 'XO Whole Fruit', farm: 'segamat', variety: 'xo', tree: 'XO-07', perKgRm: 35, weightKg: 1.7, stock: 16, daysAgo: 115, size: 'Medium (about 1.7 kg)',
    note: 'From the tree restaurants ask for by number.',
    translated: {
      note: {
        ms: 'Daripada pokok yang dipesan oleh restoran dengan menyebut nombornya.',
        zh: '出自餐馆订货时指定编号的那棵树。',
      },
    },
  },
  {
    name: 'XO Aged Bitter Selection', farm: 'bentong', variety: 'xo', tree: 'XO-02', perKgRm: 40, weightKg: 2, saleRm: 72, stock: 5, seasonal: true, daysAgo: 18, size: 'Medium (about 2 kg)',
    note: 'Left a day longer for the deepest liqueur notes.',
    translated: {
      note: {
        ms: 'Dibiarkan sehari lebih lama untuk aroma likur yang paling mendalam.',
        zh: '多放一天，酒香最浓郁。',
      },
    },
  },
  {
    name: 'XO Half-Fruit Pack', farm: 'segamat', variety: 'xo', perKgRm: 36, weightKg: 0.9, stock: 22, daysAgo: 95, size: 'Half fruit, about 0.9 kg',
    note: 'Half an XO, opened and sealed.',
    translated: {
      note: {
        ms: 'Separuh biji XO, sudah dibuka dan dimeterai.',
        zh: '半颗 XO，已开壳密封。',
      },
    },
  },
  // IOI
  {
    name: 'IOI Whole Fruit', farm: 'segamat', variety: 'ioi', tree: 'IOI-06', perKgRm: 25, weightKg: 2, stock: 38, daysAgo: 135, size: 'Large (about 2 kg)',
    note: 'From the uncle’s old tree.',
    translated: {
      note: {
        ms: 'Daripada pokok lama peninggalan bapa saudara.',
        zh: '出自叔叔留下的那棵老树。',
      },
    },
  },
  {
    name: 'IOI Twin Pack', farm: 'muar', variety: 'ioi', tree: 'IOI-01', perKgRm: 22, weightKg: 3.2, saleRm: 64, stock: 27, daysAgo: 88, size: 'Two fruits, about 3.2 kg',
    note: 'Two IOI from estate budwood.',
    translated: {
      note: {
        ms: 'Dua biji IOI, daripada pokok yang dicantum dengan mata tunas ladang IOI.',
        zh: '两颗 IOI，出自用 IOI 种植园芽接枝条嫁接的树。',
      },
    },
  },
  {
    name: 'IOI Sweet Pulp 500 g', farm: 'segamat', variety: 'ioi', perKgRm: 44, weightKg: 0.5, stock: 10, daysAgo: 145, size: '500 g tub',
    note: 'Frozen IOI flesh, deseeded.',
    translated: {
      note: {
        ms: 'Isi IOI beku, tanpa biji.',
        zh: '冷冻 IOI 果肉，已去核。',
      },
    },
  },
  // Golden Phoenix
  {
    name: 'Golden Phoenix D198 Whole Fruit', farm: 'kinta', variety: 'golden-phoenix', tree: 'GP-11', perKgRm: 40, weightKg: 1.4, stock: 11, featured: true, daysAgo: 58, size: 'Small (about 1.4 kg)',
    note: 'Small fruit with a sharp, bittersweet bite.',
    translated: {
      note: {
        ms: 'Kecil-kecil cili padi: rasanya tajam dan menggigit.',
        zh: '别看个头小，一口下去劲道十足。',
      },
    },
  },
  {
    name: 'Golden Phoenix Petite Pair', farm: 'balik-pulau', variety: 'golden-phoenix', tree: 'GP-02', perKgRm: 42, weightKg: 2.2, stock: 2, seasonal: true, daysAgo: 11, size: 'Two small fruits, about 2.2 kg',
    note: 'Two little fruits from the family’s favourite tree.',
    translated: {
      note: {
        ms: 'Dua biji kecil daripada pokok kegemaran keluarga.',
        zh: '两颗小果，出自自家人最爱的那棵树。',
      },
    },
  },
  {
    name: 'Golden Phoenix Tasting Box', farm: 'kinta', variety: 'golden-phoenix', boxPriceRm: 48, weightKg: null, stock: 13, gift: true, daysAgo: 77, size: 'Box of 6 pods',
    note: 'Opened pods in a chilled box.',
    translated: {
      note: {
        ms: 'Ulas yang sudah dibuka, di dalam kotak sejuk.',
        zh: '已开壳的果肉，装在冷藏盒里。',
      },
    },
  },
  // Hor Lor
  {
    name: 'Hor Lor D163 Whole Fruit', farm: 'balik-pulau', variety: 'hor-lor', tree: 'HL-04', perKgRm: 38, weightKg: 1.6, stock: 19, daysAgo: 92, size: 'Medium (about 1.6 kg)',
    note: 'The gourd-shaped Penang favourite.',
    translated: {
      note: {
        ms: 'Durian berbentuk labu, kegemaran orang Pulau Pinang.',
        zh: '槟城人最爱的葫芦形榴莲。',
      },
    },
  },
  {
    name: 'Hor Lor Creamy Selection', farm: 'kinta', variety: 'hor-lor', tree: 'HL-09', perKgRm: 36, weightKg: 2, saleRm: 65, stock: 9, daysAgo: 68, size: 'Medium (about 2 kg)',
    note: 'Limestone-grown, especially creamy.',
    translated: {
      note: {
        ms: 'Ditanam di tanah batu kapur, isinya sangat berkrim.',
        zh: '长在石灰岩土壤上，特别香滑。',
      },
    },
  },
  {
    name: 'Hor Lor Half-Fruit Pack', farm: 'kinta', variety: 'hor-lor', perKgRm: 38, weightKg: 0.9, stock: 0, daysAgo: 118, size: 'Half fruit, about 0.9 kg',
    note: 'Half a Hor Lor, opened and sealed.',
    translated: {
      note: {
        ms: 'Separuh biji Hor Lor, sudah dibuka dan dimeterai.',
        zh: '半颗葫芦，已开壳密封。',
      },
    },
  },
  // Boxes of several varieties
  {
    name: 'Durian Lover’s Sampler Box', farm: 'raub', variety: 'mixed', boxPriceRm: 138, weightKg: null, stock: 14, featured: true, gift: true, daysAgo: 35, size: 'Box of 12 pods, 3 varieties',
    note: 'Musang King, Black Thorn and D24 pods side by side.',
    translated: {
      note: {
        ms: 'Ulas Musang King, Duri Hitam dan D24 disusun sebelah-menyebelah dalam satu kotak.',
        zh: '猫山王、黑刺和苏丹王 D24 的果肉并排装在同一盒。',
      },
    },
  },
  {
    name: 'Musang King & Black Thorn Duo Box', farm: 'raub', variety: 'mixed', boxPriceRm: 265, weightKg: null, stock: 5, seasonal: true, gift: true, daysAgo: 6, size: 'Box of 16 pods',
    note: 'The two kings of durian in one box, for this season only.',
    translated: {
      note: {
        ms: 'Dua raja durian dalam satu kotak, untuk musim ini sahaja.',
        zh: '两大榴莲之王同装一盒，仅限本季。',
      },
    },
  },
  {
    name: 'Penang Heritage Trio', farm: 'balik-pulau', variety: 'mixed', boxPriceRm: 148, weightKg: null, stock: 10, seasonal: true, gift: true, daysAgo: 13, size: 'Box of 12 pods, 3 varieties',
    note: 'Red Prawn, Hor Lor and Golden Phoenix from Balik Pulau.',
    translated: {
      note: {
        ms: 'Udang Merah, Hor Lor dan Golden Phoenix dari Balik Pulau.',
        zh: '来自浮罗山背的红虾、葫芦和金凤。',
      },
    },
  },
];
