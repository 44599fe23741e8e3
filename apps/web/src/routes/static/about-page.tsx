import {
  ArrowRightIcon,
  BadgeCheckIcon,
  HandCoinsIcon,
  LeafIcon,
  SnowflakeIcon,
  SproutIcon,
  TreesIcon,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useT, type MessageKey } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Prose, StaticHero } from './static-page';

const milestones: { id: string; year?: string; text: MessageKey<'pages'> }[] = [
  { id: '2018', year: '2018', text: 'about.milestones.2018' },
  { id: '2020', year: '2020', text: 'about.milestones.2020' },
  { id: '2022', year: '2022', text: 'about.milestones.2022' },
  { id: 'today', text: 'about.milestones.todayText' },
];

const team: { name: string; role: MessageKey<'pages'>; bio: MessageKey<'pages'> }[] = [
  { name: 'Nurul Aisyah Hamzah', role: 'about.team.nurul.role', bio: 'about.team.nurul.bio' },
  { name: 'Jason Lim Wei Jie', role: 'about.team.jason.role', bio: 'about.team.jason.bio' },
  { name: 'Priya Ramasamy', role: 'about.team.priya.role', bio: 'about.team.priya.bio' },
  { name: 'Ahmad Faizal Rosli', role: 'about.team.ahmad.role', bio: 'about.team.ahmad.bio' },
];

const reasons: { id: string; Icon: LucideIcon; title: MessageKey<'pages'>; text: MessageKey<'pages'> }[] = [
  { id: 'verified', Icon: BadgeCheckIcon, title: 'about.verifiedFarms', text: 'about.reasons.verified.text' },
  { id: 'fall-ripe', Icon: LeafIcon, title: 'about.reasons.fallRipe.title', text: 'about.reasons.fallRipe.text' },
  { id: 'cool-packed', Icon: SnowflakeIcon, title: 'about.reasons.coolPacked.title', text: 'about.reasons.coolPacked.text' },
  { id: 'traceable', Icon: TreesIcon, title: 'about.reasons.traceable.title', text: 'about.reasons.traceable.text' },
  { id: 'fair', Icon: HandCoinsIcon, title: 'about.reasons.fair.title', text: 'about.reasons.fair.text' },
  { id: 'freshness', Icon: SproutIcon, title: 'about.reasons.freshness.title', text: 'about.reasons.freshness.text' },
];

export function AboutPage() {
  const t = useT('pages');
  useDocumentTitle(t('about.title'), t('about.description'));
  return (
    <>
      <StaticHero eyebrow={t('about.eyebrow')} title={t('about.heading')} intro={t('about.intro')} />
      <div className="mx-auto grid max-w-5xl gap-16 px-4 py-12 sm:px-6 lg:px-8">
        <section aria-labelledby="mission-title" className="grid gap-6 md:grid-cols-2 md:items-center">
          <div>
            <h2 id="mission-title" className="text-2xl font-bold">
              {t('about.mission.title')}
            </h2>
            <Prose className="mt-3">
              <p>{t('about.mission.aim')}</p>
              <p>{t('about.mission.days')}</p>
            </Prose>
          </div>
          <div className="rounded-2xl border bg-card p-6 shadow-sm">
            <dl className="grid grid-cols-2 gap-6 text-center">
              <div>
                <dt className="text-sm text-muted-foreground">{t('about.stats.founded')}</dt>
                <dd className="text-3xl font-extrabold text-primary">2018</dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">{t('about.verifiedFarms')}</dt>
                <dd className="text-3xl font-extrabold text-primary">30+</dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">{t('about.stats.varieties')}</dt>
                <dd className="text-3xl font-extrabold text-primary">10</dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">{t('about.stats.basedIn')}</dt>
                <dd className="text-xl font-extrabold text-primary">{t('about.stats.city')}</dd>
              </div>
            </dl>
          </div>
        </section>

        <section aria-labelledby="story-title" className="grid gap-6">
          <h2 id="story-title" className="text-2xl font-bold">
            {t('about.story.title')}
          </h2>
          <Prose>
            <p>{t('about.story.founding')}</p>
            <p>{t('about.story.today')}</p>
          </Prose>
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {milestones.map((milestone) => (
              <li key={milestone.id} className="rounded-xl border bg-card p-4">
                <p className="text-lg font-extrabold text-primary">{milestone.year ?? t('about.milestones.today')}</p>
                <p className="mt-1 text-sm text-muted-foreground">{t(milestone.text)}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="team-title" className="grid gap-6">
          <div>
            <h2 id="team-title" className="text-2xl font-bold">
              {t('about.team.title')}
            </h2>
            <p className="mt-1 text-muted-foreground">{t('about.team.intro')}</p>
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
                  <p className="text-sm font-medium text-primary">{t(person.role)}</p>
                  <p className="mt-2 text-sm text-muted-foreground">{t(person.bio)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="reasons-title" className="grid gap-6">
          <h2 id="reasons-title" className="text-2xl font-bold">
            {t('about.reasons.title')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {reasons.map(({ id, Icon, title, text }) => (
              <li key={id} className="rounded-xl border bg-card p-5">
                <Icon className="size-7 text-primary" aria-hidden="true" />
                <h3 className="mt-3 font-semibold">{t(title)}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{t(text)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="flex flex-col items-center gap-4 rounded-2xl bg-accent px-6 py-10 text-center">
          <h2 className="text-2xl font-bold text-accent-foreground">{t('about.cta.title')}</h2>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={paths.shop} className={buttonVariants({ size: 'lg' })}>
              {t('cta.shopDurians')}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
            <Link to={paths.farms} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              {t('about.cta.farms')}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
