import { ArrowRightIcon, BadgeCheckIcon, HandCoinsIcon, LeafIcon, SnowflakeIcon, SproutIcon, TreesIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Prose, StaticHero } from './static-page';

const milestones = [
  { year: '2018', text: 'Durio starts in Kuala Lumpur, delivering Musang King from three family orchards in Raub to friends and neighbours.' },
  { year: '2020', text: 'Cool packing and next-day delivery across the Klang Valley; the first farms in Penang and Johor join.' },
  { year: '2022', text: 'Every product is traced to its farm, and many to the very tree it fell from.' },
  { year: 'Today', text: 'Over 30 verified farms in six states, and pickup points in Kuala Lumpur, George Town and Johor Bahru.' },
];

const team = [
  {
    name: 'Nurul Aisyah Hamzah',
    role: 'Co-founder & Managing Director',
    bio: 'Grew up in Raub among her grandfather’s durian trees. Left a career in logistics to bring the valley’s fruit to the city, fresh.',
  },
  {
    name: 'Jason Lim Wei Jie',
    role: 'Co-founder & Head of Farm Partnerships',
    bio: 'Visits every partner farm before it joins and again each season. He can tell a Black Thorn from a Musang King with his eyes closed.',
  },
  {
    name: 'Priya Ramasamy',
    role: 'Quality & Cold Chain Lead',
    bio: 'A food technologist who designed our cool-packing boxes, so fruit picked at dawn still tastes of the orchard when it reaches you.',
  },
  {
    name: 'Ahmad Faizal Rosli',
    role: 'Customer Care Manager',
    bio: 'Leads the team that answers your messages, arranges redeliveries and makes things right when a durian disappoints.',
  },
];

const reasons = [
  { Icon: BadgeCheckIcon, title: 'Verified farms', text: 'We visit and check every farm ourselves before it can sell on Durio, and we list only the farms that pass.' },
  { Icon: LeafIcon, title: 'Fall-ripe fruit', text: 'Our farmers let durians ripen on the tree and collect them when they drop, never cutting them early.' },
  { Icon: SnowflakeIcon, title: 'Cool-packed delivery', text: 'Insulated boxes and ice packs keep the fruit fresh and the smell contained, all the way to your door.' },
  { Icon: TreesIcon, title: 'Traceable to the tree', text: 'See the farm, the tree and its care records behind the durian you buy.' },
  { Icon: HandCoinsIcon, title: 'Fair to growers', text: 'Farmers set their prices and receive most of what you pay, with no middlemen in between.' },
  { Icon: SproutIcon, title: 'Freshness promise', text: 'If a durian arrives spoiled or damaged, tell us within 24 hours and we will replace it or refund you.' },
];

export function AboutPage() {
  useDocumentTitle(
    'About Us',
    'Durio was founded in Kuala Lumpur in 2018 to bring fresh, fall-ripe durians from over 30 verified Malaysian farms straight to your door.',
  );
  return (
    <>
      <StaticHero
        eyebrow="About Durio"
        title="From Malaysian orchards to your table"
        intro="Durio connects durian lovers with the family farms that grow the fruit: honest, fresh, and traceable to the tree."
      />
      <div className="mx-auto grid max-w-5xl gap-16 px-4 py-12 sm:px-6 lg:px-8">
        <section aria-labelledby="mission-title" className="grid gap-6 md:grid-cols-2 md:items-center">
          <div>
            <h2 id="mission-title" className="text-2xl font-bold">
              Our Mission
            </h2>
            <Prose className="mt-3">
              <p>
                To make the best Malaysian durians easy to buy at their peak, while giving the farmers who grow them a
                fair and direct way to reach the people who love their fruit.
              </p>
              <p>
                Durian is a fruit of days, not weeks. We built Durio so that a durian collected in Raub at dawn can be
                opened on a table in Petaling Jaya the next evening, with everyone along the way knowing where it came
                from.
              </p>
            </Prose>
          </div>
          <div className="rounded-2xl border bg-card p-6 shadow-sm">
            <dl className="grid grid-cols-2 gap-6 text-center">
              <div>
                <dt className="text-sm text-muted-foreground">Founded</dt>
                <dd className="text-3xl font-extrabold text-primary">2018</dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">Verified farms</dt>
                <dd className="text-3xl font-extrabold text-primary">30+</dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">Varieties</dt>
                <dd className="text-3xl font-extrabold text-primary">10</dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">Based in</dt>
                <dd className="text-xl font-extrabold text-primary">Kuala Lumpur</dd>
              </div>
            </dl>
          </div>
        </section>

        <section aria-labelledby="story-title" className="grid gap-6">
          <h2 id="story-title" className="text-2xl font-bold">
            Our Story
          </h2>
          <Prose>
            <p>
              Durio was founded in Kuala Lumpur in 2018 by two friends from durian country. Every season they drove
              back from Raub with a boot full of fruit for family and colleagues, and every season the list of people
              asking grew longer. City stalls sold durians of unknown age and origin; the farmers they knew sold to
              middlemen at a fraction of the price.
            </p>
            <p>
              So they started small: three orchards, one van and a WhatsApp group. Today Durio works with over 30
              verified farms in Pahang, Penang, Johor, Perak and beyond, and every durian on the shop carries the name
              of the farm, and often the tree, it came from.
            </p>
          </Prose>
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {milestones.map((milestone) => (
              <li key={milestone.year} className="rounded-xl border bg-card p-4">
                <p className="text-lg font-extrabold text-primary">{milestone.year}</p>
                <p className="mt-1 text-sm text-muted-foreground">{milestone.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="team-title" className="grid gap-6">
          <div>
            <h2 id="team-title" className="text-2xl font-bold">
              Meet the Team
            </h2>
            <p className="mt-1 text-muted-foreground">A small team in Kuala Lumpur, and many friends on the farms.</p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {team.map((person) => (
              <li key={person.name} className="flex gap-4 rounded-xl border bg-card p-5">
                <span
                  aria-hidden="true"
                  className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-lg font-bold text-accent-foreground"
                >
                  {person.name
                    .split(' ')
                    .slice(0, 2)
                    .map((part) => part[0])
                    .join('')}
                </span>
                <div>
                  <h3 className="font-semibold">{person.name}</h3>
                  <p className="text-sm font-medium text-primary">{person.role}</p>
                  <p className="mt-2 text-sm text-muted-foreground">{person.bio}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="reasons-title" className="grid gap-6">
          <h2 id="reasons-title" className="text-2xl font-bold">
            Why Choose Durio
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {reasons.map(({ Icon, title, text }) => (
              <li key={title} className="rounded-xl border bg-card p-5">
                <Icon className="size-7 text-primary" aria-hidden="true" />
                <h3 className="mt-3 font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="flex flex-col items-center gap-4 rounded-2xl bg-accent px-6 py-10 text-center">
          <h2 className="text-2xl font-bold text-accent-foreground">Taste the difference a fresh durian makes</h2>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={paths.shop} className={buttonVariants({ size: 'lg' })}>
              Shop Durians
              <ArrowRightIcon aria-hidden="true" />
            </Link>
            <Link to={paths.farms} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Meet Our Farms
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
