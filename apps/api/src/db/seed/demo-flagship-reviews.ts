import type { DemoUser } from './demo-people';

/** The flagship durian: enough reviews that its reviews page runs to three pages of 10. */
export const FLAGSHIP_PRODUCT = 'Musang King Grade A';

export interface FlagshipReview {
  by: DemoUser['key'];
  /** When the order was placed, in days before the seed date; delivered two days later, reviewed the day after. */
  orderedDaysAgo: number;
  quantity: number;
  rating: 3 | 4 | 5;
  text: string;
}

/** Oldest first, over the season since the product was listed (120 days ago); three orders per buyer. */
export const flagshipReviews: FlagshipReview[] = [
  {
    by: 'aisyah',
    orderedDaysAgo: 117,
    quantity: 1,
    rating: 5,
    text: 'First Musang King of the season and it did not disappoint. Thick golden flesh, tiny seeds and that slightly alcoholic finish I wait all year for.',
  },
  {
    by: 'hafiz',
    orderedDaysAgo: 113,
    quantity: 1,
    rating: 4,
    text: 'Very creamy and the bitterness was just right. One star off because the husk had a small crack, though the pods inside were fine.',
  },
  {
    by: 'priya',
    orderedDaysAgo: 110,
    quantity: 1,
    rating: 5,
    text: 'My first time ordering durian online and I was nervous, but it came sealed in a cool box with no smell at all. My husband says it beats the stalls in PJ.',
  },
  {
    by: 'kumar',
    orderedDaysAgo: 106,
    quantity: 1,
    rating: 3,
    text: 'Good flavour, but the fruit felt smaller than the 2 kg promised, closer to 1.6 kg I think. Customer service answered quickly when I asked.',
  },
  {
    by: 'meiyee',
    orderedDaysAgo: 103,
    quantity: 1,
    rating: 5,
    text: 'Five pods and every one of them full. The flesh was almost sticky, like a custard left to set. We finished it standing in the kitchen.',
  },
  {
    by: 'weijie',
    orderedDaysAgo: 99,
    quantity: 1,
    rating: 4,
    text: 'Solid Grade A. The bitterness was milder than the Musang King I ate at a roadside stall last year, but the texture was perfect.',
  },
  {
    by: 'gary',
    orderedDaysAgo: 96,
    quantity: 2,
    rating: 5,
    text: 'Bought two for my mother’s 70th birthday dinner. The whole family agreed it was the best durian we have had in years.',
  },
  {
    by: 'nurul',
    orderedDaysAgo: 92,
    quantity: 1,
    rating: 4,
    text: 'Lovely deep yellow colour and very fragrant. It arrived later in the afternoon than the tracking said, but still perfectly fresh.',
  },
  {
    by: 'siti',
    orderedDaysAgo: 88,
    quantity: 1,
    rating: 5,
    text: 'Shipped all the way to Kota Bharu and still at my door the next day. Rich, bittersweet and creamy. Terima kasih to the farm!',
  },
  {
    by: 'aisyah',
    orderedDaysAgo: 84,
    quantity: 1,
    rating: 5,
    text: 'Second order this season and even better than the first: the flesh was drier and more intense, exactly how I like it.',
  },
  {
    by: 'hafiz',
    orderedDaysAgo: 80,
    quantity: 1,
    rating: 3,
    text: 'The taste was good but two pods were wet and mushy near the stem; maybe it fell in the rain. The rest of the fruit was fine.',
  },
  {
    by: 'kumar',
    orderedDaysAgo: 77,
    quantity: 1,
    rating: 5,
    text: 'This time a proper 2.1 kg fruit with six full pods, so they clearly listened. Bittersweet, thick and creamy, no complaints at all.',
  },
  {
    by: 'priya',
    orderedDaysAgo: 73,
    quantity: 1,
    rating: 4,
    text: 'Delicious, though a little too bitter for my kids. The adults fought over the last pod instead.',
  },
  {
    by: 'weijie',
    orderedDaysAgo: 69,
    quantity: 2,
    rating: 5,
    text: 'Shared two with colleagues at the office in JB and everyone asked where I ordered them from. The packing kept the smell in completely.',
  },
  {
    by: 'meiyee',
    orderedDaysAgo: 66,
    quantity: 1,
    rating: 4,
    text: 'Good fruit, creamy and rich. I would love the option to have it opened and deseeded, but the quality is definitely there.',
  },
  {
    by: 'gary',
    orderedDaysAgo: 62,
    quantity: 1,
    rating: 5,
    text: 'Consistent quality, which is rare with durian. My second Musang King from this farm and both have been excellent.',
  },
  {
    by: 'nurul',
    orderedDaysAgo: 58,
    quantity: 1,
    rating: 5,
    text: 'The farm card said it fell at 4 am, and it reached me in Shah Alam by lunch the next day. You can taste how fresh it is.',
  },
  {
    by: 'siti',
    orderedDaysAgo: 54,
    quantity: 1,
    rating: 4,
    text: 'Sweet with a long bitter finish. Slightly fibrous near the core, but very satisfying for the price.',
  },
  {
    by: 'hafiz',
    orderedDaysAgo: 50,
    quantity: 1,
    rating: 5,
    text: 'Much better than my last order. Dense, sticky flesh and an aroma that filled the whole house, in a good way.',
  },
  {
    by: 'aisyah',
    orderedDaysAgo: 45,
    quantity: 1,
    rating: 4,
    text: 'Still very good, but I think the peak of the season has passed: the flesh was a touch paler than in my earlier orders.',
  },
  {
    by: 'kumar',
    orderedDaysAgo: 41,
    quantity: 1,
    rating: 4,
    text: 'Reliable as always. A star off because the delivery window changed twice, but the durian itself was excellent.',
  },
  {
    by: 'priya',
    orderedDaysAgo: 37,
    quantity: 2,
    rating: 5,
    text: 'We held a durian party for friends who had never tried Musang King. Every single one of them is now a convert.',
  },
  {
    by: 'meiyee',
    orderedDaysAgo: 33,
    quantity: 1,
    rating: 3,
    text: 'The flavour was fine, but it was a day past its best when it arrived: very soft and strongly alcoholic. Better eaten the day it falls.',
  },
  {
    by: 'weijie',
    orderedDaysAgo: 27,
    quantity: 1,
    rating: 5,
    text: 'Probably the best fruit of my three orders. Bright golden flesh, flat little seeds and that classic bittersweet balance.',
  },
  {
    by: 'gary',
    orderedDaysAgo: 21,
    quantity: 1,
    rating: 4,
    text: 'Good size and very fragrant. Pricier than the roadside stalls, but you know exactly which tree it came from.',
  },
  {
    by: 'siti',
    orderedDaysAgo: 14,
    quantity: 1,
    rating: 5,
    text: 'Ordered as a treat for my parents. My father, who grew durians himself in Ulu Kelantan, says this is the real thing. High praise from him.',
  },
  {
    by: 'nurul',
    orderedDaysAgo: 8,
    quantity: 1,
    rating: 3,
    text: 'A bit hit and miss this time: four pods were excellent, two were watery. Still a good durian, just not as perfect as before.',
  },
];
