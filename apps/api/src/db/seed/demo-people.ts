import type { AddressSnapshot } from '../schema';

/** The password of every demo account (docs/product/accounts-and-tokens.md). */
export const DEMO_PASSWORD = 'durian-demo-1';

export interface DemoUser {
  key: 'demo' | 'admin' | 'aisyah' | 'weijie' | 'kumar' | 'hafiz' | 'priya' | 'meiyee' | 'gary' | 'nurul' | 'siti';
  email: string;
  displayName: string;
  role: 'CUSTOMER' | 'ADMIN';
  phone: string | null;
  /** Where this customer's past orders went (reviewers only). */
  address?: AddressSnapshot;
}

export const users: DemoUser[] = [
  { key: 'demo', email: 'demo@durio.my', displayName: 'Demo Shopper', role: 'CUSTOMER', phone: '+60 12-345 6789' },
  { key: 'admin', email: 'admin@durio.my', displayName: 'Durio Admin', role: 'ADMIN', phone: null },
  {
    key: 'aisyah',
    email: 'aisyah.rahman@durio.my',
    displayName: 'Aisyah Rahman',
    role: 'CUSTOMER',
    phone: '+60 13-882 4410',
    address: {
      name: 'Home',
      addressLine1: '18 Jalan Sultan Ahmad Shah',
      city: 'George Town',
      state: 'Penang',
      postalCode: '10050',
      country: 'Malaysia',
      phone: '+60 13-882 4410',
    },
  },
  {
    key: 'weijie',
    email: 'tan.weijie@durio.my',
    displayName: 'Tan Wei Jie',
    role: 'CUSTOMER',
    phone: '+60 16-701 3385',
    address: {
      name: 'Office',
      addressLine1: 'Level 9, Menara JLand, Jalan Wong Ah Fook',
      city: 'Johor Bahru',
      state: 'Johor',
      postalCode: '80000',
      country: 'Malaysia',
      phone: '+60 16-701 3385',
    },
  },
  {
    key: 'kumar',
    email: 'kumar.subramaniam@durio.my',
    displayName: 'Kumar Subramaniam',
    role: 'CUSTOMER',
    phone: '+60 17-455 2908',
    address: {
      name: 'Home',
      addressLine1: '7 Jalan Sultan Idris Shah',
      city: 'Ipoh',
      state: 'Perak',
      postalCode: '30000',
      country: 'Malaysia',
      phone: '+60 17-455 2908',
    },
  },
  // Regular buyers of the flagship Musang King, each with a few delivered orders of it.
  {
    key: 'hafiz',
    email: 'hafiz.ismail@durio.my',
    displayName: 'Muhammad Hafiz Ismail',
    role: 'CUSTOMER',
    phone: '+60 19-920 3317',
    address: {
      name: 'Home',
      addressLine1: '22 Jalan Beserah',
      city: 'Kuantan',
      state: 'Pahang',
      postalCode: '25300',
      country: 'Malaysia',
      phone: '+60 19-920 3317',
    },
  },
  {
    key: 'priya',
    email: 'priya.nair@durio.my',
    displayName: 'Priya Nair',
    role: 'CUSTOMER',
    phone: '+60 12-618 4470',
    address: {
      name: 'Home',
      addressLine1: '15 Jalan SS 21/37, Damansara Utama',
      city: 'Petaling Jaya',
      state: 'Selangor',
      postalCode: '47400',
      country: 'Malaysia',
      phone: '+60 12-618 4470',
    },
  },
  {
    key: 'meiyee',
    email: 'chong.meiyee@durio.my',
    displayName: 'Chong Mei Yee',
    role: 'CUSTOMER',
    phone: '+60 16-335 9021',
    address: {
      name: 'Home',
      addressLine1: '9 Jalan Rasah Jaya 2, Taman Rasah Jaya',
      city: 'Seremban',
      state: 'Negeri Sembilan',
      postalCode: '70300',
      country: 'Malaysia',
      phone: '+60 16-335 9021',
    },
  },
  {
    key: 'gary',
    email: 'gary.lim@durio.my',
    displayName: 'Gary Lim',
    role: 'CUSTOMER',
    phone: '+60 12-702 5586',
    address: {
      name: 'Home',
      addressLine1: '31 Jalan Bendahara',
      city: 'Melaka',
      state: 'Melaka',
      postalCode: '75100',
      country: 'Malaysia',
      phone: '+60 12-702 5586',
    },
  },
  {
    key: 'nurul',
    email: 'nurul.hamzah@durio.my',
    displayName: 'Nurul Izzah Hamzah',
    role: 'CUSTOMER',
    phone: '+60 11-2345 7710',
    address: {
      name: 'Home',
      addressLine1: '6 Jalan Plumbum 7/102, Seksyen 7',
      city: 'Shah Alam',
      state: 'Selangor',
      postalCode: '40000',
      country: 'Malaysia',
      phone: '+60 11-2345 7710',
    },
  },
  {
    key: 'siti',
    email: 'siti.khadijah@durio.my',
    displayName: 'Siti Khadijah Omar',
    role: 'CUSTOMER',
    phone: '+60 13-944 1268',
    address: {
      name: 'Home',
      addressLine1: '112 Jalan Sultan Yahya Petra',
      city: 'Kota Bharu',
      state: 'Kelantan',
      postalCode: '15200',
      country: 'Malaysia',
      phone: '+60 13-944 1268',
    },
  },
];

/** The demo customer's saved default address. */
export const demoAddress = {
  name: 'Home',
  addressLine1: 'Unit 12-3, Residensi Bukit Bintang, Jalan Bukit Bintang',
  addressLine2: null,
  city: 'Kuala Lumpur',
  state: 'Wilayah Persekutuan Kuala Lumpur',
  postalCode: '55100',
  country: 'Malaysia',
  phone: '+60 12-345 6789',
  isDefault: true,
};

/** Pickup points (drop-off points). */
export const dropoffPoints = [
  { name: 'Durio Pickup Bangsar', addressLine1: '12 Jalan Telawi 3', addressLine2: 'Bangsar Baru', city: 'Kuala Lumpur', state: 'Wilayah Persekutuan Kuala Lumpur', postalCode: '59100' },
  { name: 'Durio Pickup Cheras', addressLine1: '45 Jalan Manis 1', addressLine2: 'Taman Segar', city: 'Kuala Lumpur', state: 'Wilayah Persekutuan Kuala Lumpur', postalCode: '56100' },
  { name: 'Durio Pickup George Town', addressLine1: '88 Lebuh Chulia', addressLine2: null, city: 'George Town', state: 'Penang', postalCode: '10200' },
  { name: 'Durio Pickup Johor Bahru', addressLine1: '23 Jalan Kuning 2', addressLine2: 'Taman Pelangi', city: 'Johor Bahru', state: 'Johor', postalCode: '80400' },
];

/** Review texts by rating; the seed takes them in turn so neighbouring products read differently. */
export const reviewTexts: Record<3 | 4 | 5, string[]> = {
  5: [
    'Arrived the morning after it fell and the flesh was thick, creamy and properly bittersweet. Worth every ringgit.',
    'Best durian I have had outside of Raub itself. Every pod was full and the seeds were tiny.',
    'Packed very well, no smell in the car at all. The kids finished the whole fruit in ten minutes.',
    'Ordered for my father’s birthday and he said it tasted like the durians of his kampung days. Will order again.',
    'Rich, sticky and sweet with a long finish. You can taste that it was not cut from the tree.',
    'Delivery was on time and the fruit was perfectly ripe. Five stars, no hesitation.',
  ],
  4: [
    'Very good fruit, creamy and fragrant. One pod was a little watery but the rest were excellent.',
    'Lovely taste and good size for the price. Delivery came a few hours later than I hoped.',
    'Sweet with a nice bitter edge. Slightly smaller than the last one I bought, but still very good.',
    'Good value. The farm card in the box was a nice touch.',
    'Fresh and well packed. I prefer it a bit more bitter, but my wife loved it.',
  ],
  3: [
    'Decent, but the flesh was softer than I expected. Perhaps one day too ripe when it arrived.',
    'Tasty enough, though two of the pods were quite thin. Packaging was good.',
    'Okay for the price. Not as fragrant as the fruit I buy at the stall in SS2.',
  ],
};

/** Reviews carried over from the farms' market stalls: no Durio order, so not verified purchases. */
export const stallReviewers = ['Farah N.', 'Jason Lee', 'Mak Cik Rosnah', 'Daniel Ong'];
