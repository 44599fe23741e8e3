import { ArrowRightIcon, CalendarRangeIcon, RefrigeratorIcon, SearchCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { durianVarieties } from '@/features/farms/durian-varieties';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Prose, StaticHero } from './static-page';

type VarietyName = (typeof durianVarieties)[number]['name'];

/** Taste notes for each variety the farms grow; bitterness from 1 (sweet) to 5 (strongly bitter). */
const tasteNotes: Record<VarietyName, { flesh: string; taste: string; bitterness: number }> = {
  'Musang King': {
    flesh: 'Deep golden yellow, thick and creamy, with small seeds.',
    taste: 'Rich and buttery, sweet at first with a long bittersweet finish. The most sought-after durian in Malaysia.',
    bitterness: 3,
  },
  'Black Thorn': {
    flesh: 'Orange-red, very soft and custard-like.',
    taste: 'Intensely sweet and creamy with a light bitter edge. Known by the dark, star-shaped tip at the bottom of the fruit.',
    bitterness: 2,
  },
  D24: {
    flesh: 'Pale yellow and smooth.',
    taste: 'The classic bittersweet durian: balanced, creamy and mild. A long-time favourite, also called Sultan.',
    bitterness: 3,
  },
  'Red Prawn': {
    flesh: 'Orange-red, soft and slightly sticky.',
    taste: 'Sweet, fragrant and gentle, with almost no bitterness. A good first durian.',
    bitterness: 1,
  },
  Tekka: {
    flesh: 'Pale yellow, firm and dry.',
    taste: 'Pronounced bitterness with a lingering, almost smoky finish. Easy to spot by its thick, knobbly stem.',
    bitterness: 4,
  },
  D101: {
    flesh: 'Bright golden yellow and creamy.',
    taste: 'Sweet and mellow with a hint of bitterness. Good value and reliable from season to season.',
    bitterness: 2,
  },
  XO: {
    flesh: 'Pale, soft and wet.',
    taste: 'Bitter with a fermented, boozy note, which is where the name comes from. A favourite of seasoned fans.',
    bitterness: 5,
  },
  IOI: {
    flesh: 'Yellow, thick and creamy.',
    taste: 'Sweet with a gentle bitter finish. A Johor variety that offers a lot of flesh for its price.',
    bitterness: 2,
  },
  'Golden Phoenix': {
    flesh: 'Pale yellow, in small fruit.',
    taste: 'Sharp and strong: bittersweet with a tangy edge and a wet, creamy texture. Small fruit, big flavour.',
    bitterness: 4,
  },
  'Hor Lor': {
    flesh: 'Pale yellow and fine-textured.',
    taste: 'Sweet with a clean bitter finish. Named after its gourd-like shape (hor lor is a calabash in Hokkien).',
    bitterness: 3,
  },
};

function BitternessScale({ level }: { level: number }) {
  return (
    <span role="img" aria-label={`Bitterness ${level} out of 5`} className="inline-flex gap-1">
      {[1, 2, 3, 4, 5].map((dot) => (
        <span key={dot} className={dot <= level ? 'size-2.5 rounded-full bg-amber-500' : 'size-2.5 rounded-full bg-muted'} />
      ))}
    </span>
  );
}

export function DurianGuidePage() {
  useDocumentTitle(
    'Durian Guide',
    'A guide to Malaysian durians: Musang King, Black Thorn, D24, Red Prawn and more, when they are in season, and how to choose and store them.',
  );
  return (
    <>
      <StaticHero
        eyebrow="Durian Guide"
        title="The Durian Guide"
        intro="Ten varieties, two seasons and a few tricks for choosing and keeping the King of Fruits."
      />
      <div className="mx-auto grid max-w-5xl gap-16 px-4 py-12 sm:px-6 lg:px-8">
        <section aria-labelledby="varieties-title" className="grid gap-6">
          <div>
            <h2 id="varieties-title" className="text-2xl font-bold">
              Varieties
            </h2>
            <p className="mt-1 text-muted-foreground">
              Malaysian durians are registered by the Department of Agriculture with a D number; some famous ones are
              known only by name.
            </p>
          </div>
          <ul className="grid gap-4 md:grid-cols-2">
            {durianVarieties.map(({ name, code }) => {
              const notes = tasteNotes[name];
              return (
                <li key={name} className="grid content-start gap-2 rounded-xl border bg-card p-5">
                  <div className="flex items-baseline justify-between gap-3">
                    <h3 className="text-lg font-semibold">{name}</h3>
                    {code && code !== name && <span className="text-sm font-medium text-muted-foreground">{code}</span>}
                  </div>
                  <p className="text-sm">
                    <strong className="font-semibold">Flesh:</strong> {notes.flesh}
                  </p>
                  <p className="text-sm text-muted-foreground">{notes.taste}</p>
                  <p className="flex items-center gap-2 text-xs text-muted-foreground">
                    Bitterness <BitternessScale level={notes.bitterness} />
                  </p>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="season-title" className="grid gap-4 rounded-2xl border bg-card p-6 sm:p-8">
          <div className="flex items-center gap-3">
            <CalendarRangeIcon className="size-6 text-primary" aria-hidden="true" />
            <h2 id="season-title" className="text-2xl font-bold">
              Durian Season
            </h2>
          </div>
          <Prose>
            <p>
              Durian trees flower after the dry spell early in the year, and the fruit falls about three to four months
              later. Malaysia has two seasons:
            </p>
            <ul>
              <li>
                <strong>Main season, June to August.</strong> The big harvest across Pahang, Johor, Perak and Penang,
                with the widest choice and the best prices.
              </li>
              <li>
                <strong>Smaller season, November to January.</strong> A shorter second crop on many farms, depending on
                the year’s rain.
              </li>
            </ul>
            <p>
              Weather moves the seasons by a few weeks from year to year and from state to state. Outside them, the
              shop lists what our farms still have, and frozen flesh keeps the taste going.
            </p>
          </Prose>
        </section>

        <div className="grid gap-8 md:grid-cols-2">
          <section aria-labelledby="choose-title" className="grid content-start gap-4">
            <div className="flex items-center gap-3">
              <SearchCheckIcon className="size-6 text-primary" aria-hidden="true" />
              <h2 id="choose-title" className="text-2xl font-bold">
                How to Choose
              </h2>
            </div>
            <Prose>
              <ol>
                <li>
                  <strong>Smell the base.</strong> A ripe durian smells strong and sweet; a sour or alcoholic smell means
                  it is past its best (except for XO, which is meant to be boozy).
                </li>
                <li>
                  <strong>Check the stem.</strong> A moist, firm stalk means a fresh fall; a dry, shrivelled one means
                  the fruit has waited days.
                </li>
                <li>
                  <strong>Press two thorns together.</strong> They should give a little. Rock-hard thorns mean unripe
                  fruit.
                </li>
                <li>
                  <strong>Feel the weight.</strong> Choose a fruit that is heavy for its size, without wet patches,
                  mould or holes.
                </li>
                <li>
                  <strong>Look for a small split.</strong> A seam just opening at the bottom means the fruit is ripe and
                  should be eaten today.
                </li>
              </ol>
              <p>
                To open one, find the seams running up from the base, push a knife in along one, and pull the husk
                apart with gloved hands.
              </p>
            </Prose>
          </section>

          <section aria-labelledby="store-title" className="grid content-start gap-4">
            <div className="flex items-center gap-3">
              <RefrigeratorIcon className="size-6 text-primary" aria-hidden="true" />
              <h2 id="store-title" className="text-2xl font-bold">
                How to Store
              </h2>
            </div>
            <Prose>
              <ul>
                <li>
                  <strong>Whole fruit:</strong> keep it somewhere cool and airy, out of the sun, and open it within a
                  day or two of delivery.
                </li>
                <li>
                  <strong>Opened flesh:</strong> seal it in an airtight box in the fridge and enjoy it within 3 days.
                  Wrap the box in a bag to keep the smell away from the rest of the fridge.
                </li>
                <li>
                  <strong>Freezing:</strong> airtight, the flesh keeps for up to three months. Thaw it in the fridge, or
                  eat it half-frozen like ice cream.
                </li>
                <li>
                  <strong>Sticky fingers:</strong> the smell washes off best with water poured into an empty husk
                  segment, an old kampung trick.
                </li>
              </ul>
              <p>
                Remember that durians are not allowed on public transport and in most hotels in Malaysia; our sealed
                boxes are for delivery, not for sneaking one onto the LRT.
              </p>
            </Prose>
          </section>
        </div>

        <section className="flex flex-col items-center gap-4 rounded-2xl bg-accent px-6 py-10 text-center">
          <h2 className="text-2xl font-bold text-accent-foreground">Ready to taste the difference?</h2>
          <Link to={paths.shop} className={buttonVariants({ size: 'lg' })}>
            Shop Durians
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </section>
      </div>
    </>
  );
}
