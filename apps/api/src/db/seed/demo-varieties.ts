import type { Translated } from './demo-translations';
import type { VarietyLook } from './illustrations/durian';

export type VarietyKey =
  | 'musang-king'
  | 'black-thorn'
  | 'd24'
  | 'red-prawn'
  | 'tekka'
  | 'd101'
  | 'xo'
  | 'ioi'
  | 'golden-phoenix'
  | 'hor-lor'
  | 'mixed';

export interface DemoVariety {
  /** Trade name as shoppers know it. */
  title: string;
  /** Department of Agriculture clone number, when it has one. */
  code: string | null;
  /** The name stored on trees and products. */
  variety: string;
  taste: string;
  ripenessTimeline: string;
  /** Taste and ripeness in Malay and Chinese, which every product of the variety describes itself with. */
  translated: { taste: Translated; ripenessTimeline: Translated };
  look: VarietyLook;
}

/** Per 100 g of durian flesh (USDA FoodData Central, durian, raw). */
export const NUTRITION =
  'Per 100 g: about 147 kcal, 27 g carbohydrate, 3.8 g fibre, 5.3 g fat, 1.5 g protein, 19.7 mg vitamin C, 436 mg potassium.';

export const STORAGE_ADVICE =
  'Keep the whole fruit in a cool, airy place away from sunlight and eat within 3 days. Opened flesh keeps 2 days ' +
  'in an airtight box in the fridge, or 3 months frozen.';

/** The storage advice of the frozen pulp tubs. */
export const FROZEN_STORAGE_ADVICE =
  'Keep frozen at -18 °C for up to 3 months. Thaw in the fridge or for 20 minutes at room temperature; do not refreeze.';

export const varieties: Record<VarietyKey, DemoVariety> = {
  'musang-king': {
    title: 'Musang King',
    code: 'D197',
    variety: 'Musang King D197',
    taste: 'Deep golden, thick and silky flesh with a bittersweet, almost alcoholic finish and a small seed.',
    ripenessTimeline: 'Falls ripe overnight; best eaten the day it arrives, bitterness deepens on day 2.',
    translated: {
      taste: {
        ms:
          'Isi kuning keemasan yang tebal dan lembut seperti sutera, pahit manis dengan rasa di hujung yang hampir ' +
          'seperti beralkohol, dan bijinya kecil.',
        zh: '果肉金黄浓郁，厚实丝滑，苦中带甜，尾韵近乎带点酒香，果核小。',
      },
      ripenessTimeline: {
        ms:
          'Gugur masak pada waktu malam; paling sedap dimakan pada hari ia sampai, dan rasa pahitnya makin mendalam ' +
          'pada hari kedua.',
        zh: '夜里熟透自然落果；到货当天吃最好，第二天苦味会更浓。',
      },
    },
    look: { husk: '#6f8f2f', huskDark: '#3f5a1a', spike: '#9dbb4a', flesh: '#f2b705', fleshDark: '#c98a00', backdrop: ['#fff3d1', '#f6d98b'] },
  },
  'black-thorn': {
    title: 'Black Thorn',
    code: 'D200',
    variety: 'Black Thorn D200',
    taste: 'Orange-red, custard-like flesh, sweet first with a gentle bitter note and a lingering fragrance.',
    ripenessTimeline: 'Ready to eat on arrival; peak creaminess on day 1 to 2.',
    translated: {
      taste: {
        ms:
          'Isi jingga kemerahan selembut kastard, manis pada mulanya dengan sedikit rasa pahit dan aroma yang lama ' +
          'tertinggal.',
        zh: '果肉橙红，如奶黄般绵滑，入口先甜，带一丝淡淡的苦，余香久久不散。',
      },
      ripenessTimeline: {
        ms: 'Sedia dimakan sebaik sahaja sampai; paling berkrim pada hari pertama hingga kedua.',
        zh: '到货即可享用；第一至第二天口感最绵滑。',
      },
    },
    look: { husk: '#5d6b2c', huskDark: '#333d16', spike: '#8c9a4c', flesh: '#f08a1c', fleshDark: '#c0600a', backdrop: ['#ffe9d6', '#f4b98a'] },
  },
  d24: {
    title: 'D24 Sultan',
    code: null,
    variety: 'D24 Sultan',
    taste: 'Pale yellow, creamy flesh balancing sweetness with a light bitterness: the classic Malaysian durian.',
    ripenessTimeline: 'Eat within 2 days of the fall; the flesh turns softer and sweeter on day 2.',
    translated: {
      taste: {
        ms:
          'Isi kuning pucat yang berkrim, manisnya seimbang dengan sedikit rasa pahit: inilah durian klasik ' +
          'Malaysia.',
        zh: '果肉淡黄，香滑绵密，甜中带微苦，恰到好处——正是经典的马来西亚榴莲。',
      },
      ripenessTimeline: {
        ms: 'Makan dalam masa 2 hari selepas gugur; isinya menjadi lebih lembut dan manis pada hari kedua.',
        zh: '落果后2天内食用；第二天果肉会更软、更甜。',
      },
    },
    look: { husk: '#7ea33a', huskDark: '#4d6b1f', spike: '#b3cf68', flesh: '#f7e08a', fleshDark: '#d8b84a', backdrop: ['#f1f8e2', '#d5eab0'] },
  },
  'red-prawn': {
    title: 'Red Prawn',
    code: 'D175',
    variety: 'Red Prawn D175',
    taste: 'Sticky orange-red flesh, very sweet with hints of caramel and almost no bitterness.',
    ripenessTimeline: 'Best on the day of arrival, while the flesh is still firm and sticky.',
    translated: {
      taste: {
        ms: 'Isi jingga kemerahan yang melekit, sangat manis dengan sedikit rasa karamel dan hampir tiada rasa pahit.',
        zh: '果肉橙红黏糯，非常香甜，带点焦糖香，几乎不苦。',
      },
      ripenessTimeline: {
        ms: 'Paling sedap pada hari ia sampai, ketika isinya masih padat dan melekit.',
        zh: '到货当天最好吃，这时果肉还结实黏糯。',
      },
    },
    look: { husk: '#7a7a30', huskDark: '#4d4a1a', spike: '#a8a45a', flesh: '#f26b3a', fleshDark: '#c44a1f', backdrop: ['#ffe4dc', '#f7b3a0'] },
  },
  tekka: {
    title: 'Tekka',
    code: 'D160',
    variety: 'Tekka D160',
    taste: 'Fibrous, pale yellow flesh with a strong bitter-sweet taste and a pleasant, smoky aroma.',
    ripenessTimeline: 'Keeps well: good from day 1 to day 3, growing more bitter as it ages.',
    translated: {
      taste: {
        ms: 'Isi kuning pucat yang berserat, dengan rasa pahit manis yang kuat dan aroma berasap yang menyenangkan.',
        zh: '果肉淡黄、带纤维感，苦甜味浓烈，还有一股怡人的烟熏香。',
      },
      ripenessTimeline: {
        ms:
          'Tahan lama: sedap dimakan dari hari pertama hingga hari ketiga, dan rasanya makin pahit dari hari ke ' +
          'hari.',
        zh: '耐放：第一至第三天都好吃，放得越久越苦。',
      },
    },
    look: { husk: '#58823a', huskDark: '#345222', spike: '#8fb865', flesh: '#f3d36b', fleshDark: '#caa53a', backdrop: ['#eef5e6', '#c9dfb3'] },
  },
  d101: {
    title: 'D101',
    code: null,
    variety: 'D101',
    taste: 'Buttery, bright yellow flesh, sweet and mild, loved by first-time durian eaters.',
    ripenessTimeline: 'Sweetest on day 1; eat within 2 days.',
    translated: {
      taste: {
        ms:
          'Isi kuning terang yang lemak seperti mentega, manis dan lembut rasanya, digemari mereka yang baru ' +
          'pertama kali mencuba durian.',
        zh: '果肉亮黄，如牛油般香滑，清甜温和，第一次吃榴莲的人都喜欢。',
      },
      ripenessTimeline: {
        ms: 'Paling manis pada hari pertama; habiskan dalam masa 2 hari.',
        zh: '第一天最甜；请在2天内吃完。',
      },
    },
    look: { husk: '#8aa83c', huskDark: '#5a7424', spike: '#bfd774', flesh: '#f9c93a', fleshDark: '#d9a514', backdrop: ['#fff8e0', '#f3df9e'] },
  },
  xo: {
    title: 'XO',
    code: null,
    variety: 'XO',
    taste: 'Soft, pale flesh with a fermented, liqueur-like bitterness that gives the variety its name.',
    ripenessTimeline: 'Ready on arrival; the liqueur notes deepen on day 2.',
    translated: {
      taste: {
        ms:
          'Isi pucat yang lembut, dengan rasa pahit yang terperam seperti likur; dari situlah datangnya nama ' +
          'varieti ini.',
        zh: '果肉淡白柔软，带着发酵般、如利口酒的苦味，这个品种也因此得名 XO。',
      },
      ripenessTimeline: {
        ms: 'Sedia dimakan sebaik sahaja sampai; aroma likurnya makin pekat pada hari kedua.',
        zh: '到货即可享用；第二天酒香更浓。',
      },
    },
    look: { husk: '#5f7444', huskDark: '#37472a', spike: '#8fa172', flesh: '#efe2b4', fleshDark: '#c7b27a', backdrop: ['#ece8f4', '#c9bfe0'] },
  },
  ioi: {
    title: 'IOI',
    code: null,
    variety: 'IOI',
    taste: 'Thick, smooth yellow flesh, sweet with a faint bitterness; first grown on the IOI estate in Johor.',
    ripenessTimeline: 'Best within 2 days of the fall.',
    translated: {
      taste: {
        ms:
          'Isi kuning yang tebal dan licin, manis dengan sedikit rasa pahit; mula-mula ditanam di ladang IOI di ' +
          'Johor.',
        zh: '果肉厚实细滑、色泽金黄，甜中带一丝微苦；最早种于柔佛的 IOI 种植园。',
      },
      ripenessTimeline: {
        ms: 'Paling sedap dalam masa 2 hari selepas gugur.',
        zh: '落果后2天内最好吃。',
      },
    },
    look: { husk: '#7c9c45', huskDark: '#4c6a28', spike: '#adc877', flesh: '#f5d76e', fleshDark: '#d4b13f', backdrop: ['#e6f4f1', '#b9e0d6'] },
  },
  'golden-phoenix': {
    title: 'Golden Phoenix',
    code: 'D198',
    variety: 'Golden Phoenix D198',
    taste: 'Small fruit with pale, watery-soft flesh, a sharp bittersweet taste and a strong aroma.',
    ripenessTimeline: 'Eat on the day of arrival for the sharpest flavour.',
    translated: {
      taste: {
        ms: 'Buahnya kecil, isinya pucat, lembut dan berair, dengan rasa pahit manis yang tajam dan aroma yang kuat.',
        zh: '果实小巧，果肉淡白、水润软滑，苦甜味鲜明，香气浓烈。',
      },
      ripenessTimeline: {
        ms: 'Makan pada hari ia sampai untuk rasa yang paling tajam.',
        zh: '到货当天食用，风味最鲜明。',
      },
    },
    look: { husk: '#6f9440', huskDark: '#43632a', spike: '#a2c26e', flesh: '#f6e7a8', fleshDark: '#d9c26a', backdrop: ['#fff6e8', '#f8d9a8'] },
  },
  'hor-lor': {
    title: 'Hor Lor',
    code: 'D163',
    variety: 'Hor Lor D163',
    taste: 'Gourd-shaped fruit with fine, creamy yellow flesh and a mellow, sweet-bitter balance.',
    ripenessTimeline: 'Good from day 1 to day 2.',
    translated: {
      taste: {
        ms: 'Buah berbentuk labu dengan isi kuning yang halus dan berkrim, manis dan pahitnya seimbang serta lembut.',
        zh: '果形如葫芦，果肉黄澄细腻、香滑绵密，甜中带苦，醇和平衡。',
      },
      ripenessTimeline: {
        ms: 'Sedap dimakan dari hari pertama hingga hari kedua.',
        zh: '第一至第二天都好吃。',
      },
    },
    look: { husk: '#64863a', huskDark: '#3b5722', spike: '#97b866', flesh: '#f4cf4f', fleshDark: '#cfa124', backdrop: ['#e9f3fb', '#bcd8ee'] },
  },
  mixed: {
    title: 'Durian Sampler',
    code: null,
    variety: 'Mixed Variety',
    taste: 'A selection of varieties picked the same morning, so you can taste them side by side.',
    ripenessTimeline: 'Eat the sweeter varieties first; the bitter ones keep a day longer.',
    translated: {
      taste: {
        ms: 'Beberapa varieti yang dikutip pada pagi yang sama, supaya anda boleh merasa dan membandingkannya satu per satu.',
        zh: '同一个早上收成的几个品种，让您一次尝遍，比一比各自的风味。',
      },
      ripenessTimeline: {
        ms: 'Makan varieti yang lebih manis dahulu; yang pahit boleh disimpan sehari lagi.',
        zh: '先吃较甜的品种；偏苦的可以多放一天。',
      },
    },
    look: {
      husk: '#6a8a38',
      huskDark: '#3f5a1f',
      spike: '#9cbc5c',
      flesh: '#f5b942',
      fleshDark: '#c98a2a',
      backdrop: ['#fdf0e0', '#f1cfa8'],
      podFlesh: ['#f2b705', '#f08a1c', '#f7e08a'],
    },
  },
};
