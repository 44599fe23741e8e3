import { ArrowRightIcon, CalendarRangeIcon, RefrigeratorIcon, SearchCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { durianVarieties } from '@/features/farms/durian-varieties';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Bold, Prose, Rich, StaticHero } from './static-page';

type VarietyName = (typeof durianVarieties)[number]['name'];
type VarietyKey = 'musangKing' | 'blackThorn' | 'd24' | 'redPrawn' | 'tekka' | 'd101' | 'xo' | 'ioi' | 'goldenPhoenix' | 'horLor';

/**
 * For each variety the farms grow, the key of its notes (`guide.variety.<key>.name`, `.flesh`, `.taste`) and
 * its bitterness from 1 (sweet) to 5 (strongly bitter).
 */
const tasteNotes: Record<VarietyName, { key: VarietyKey; bitterness: number }> = {
  'Musang King': { key: 'musangKing', bitterness: 3 },
  'Black Thorn': { key: 'blackThorn', bitterness: 2 },
  D24: { key: 'd24', bitterness: 3 },
  'Red Prawn': { key: 'redPrawn', bitterness: 1 },
  Tekka: { key: 'tekka', bitterness: 4 },
  D101: { key: 'd101', bitterness: 2 },
  XO: { key: 'xo', bitterness: 5 },
  IOI: { key: 'ioi', bitterness: 2 },
  'Golden Phoenix': { key: 'goldenPhoenix', bitterness: 4 },
  'Hor Lor': { key: 'horLor', bitterness: 3 },
};

function BitternessScale({ level }: { level: number }) {
  const t = useT('pages');
  return (
    <span role="img" aria-label={t('guide.varieties.bitternessLevel', { level })} className="inline-flex gap-1">
      {[1, 2, 3, 4, 5].map((dot) => (
        <span key={dot} className={dot <= level ? 'size-2.5 rounded-full bg-amber-500' : 'size-2.5 rounded-full bg-muted'} />
      ))}
    </span>
  );
}

export function DurianGuidePage() {
  const t = useT('pages');
  useDocumentTitle(t('guide.title'), t('guide.description'));
  return (
    <>
      <StaticHero eyebrow={t('guide.title')} title={t('guide.heading')} intro={t('guide.intro')} />
      <div className="mx-auto grid max-w-5xl gap-16 px-4 py-12 sm:px-6 lg:px-8">
        <section aria-labelledby="varieties-title" className="grid gap-6">
          <div>
            <h2 id="varieties-title" className="text-2xl font-bold">
              {t('guide.varieties.title')}
            </h2>
            <p className="mt-1 text-muted-foreground">{t('guide.varieties.intro')}</p>
          </div>
          <ul className="grid gap-4 md:grid-cols-2">
            {durianVarieties.map(({ name, code }) => {
              const notes = tasteNotes[name];
              return (
                <li key={name} className="grid content-start gap-2 rounded-xl border bg-card p-5">
                  <div className="flex items-baseline justify-between gap-3">
                    <h3 className="text-lg font-semibold">{t(`guide.variety.${notes.key}.name`)}</h3>
                    {code && code !== name && <span className="text-sm font-medium text-muted-foreground">{code}</span>}
                  </div>
                  <p className="text-sm">
                    <Rich
                      id="guide.varieties.flesh"
                      values={{ flesh: t(`guide.variety.${notes.key}.flesh`) }}
                      components={{ 0: <strong className="font-semibold" /> }}
                    />
                  </p>
                  <p className="text-sm text-muted-foreground">{t(`guide.variety.${notes.key}.taste`)}</p>
                  <p className="flex items-center gap-2 text-xs text-muted-foreground">
                    {t('guide.varieties.bitterness')} <BitternessScale level={notes.bitterness} />
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
              {t('guide.season.title')}
            </h2>
          </div>
          <Prose>
            <p>{t('guide.season.flowering')}</p>
            <ul>
              <li>
                <Bold id="guide.season.main" />
              </li>
              <li>
                <Bold id="guide.season.second" />
              </li>
            </ul>
            <p>{t('guide.season.weather')}</p>
          </Prose>
        </section>

        <div className="grid gap-8 md:grid-cols-2">
          <section aria-labelledby="choose-title" className="grid content-start gap-4">
            <div className="flex items-center gap-3">
              <SearchCheckIcon className="size-6 text-primary" aria-hidden="true" />
              <h2 id="choose-title" className="text-2xl font-bold">
                {t('guide.choose.title')}
              </h2>
            </div>
            <Prose>
              <ol>
                <li>
                  <Bold id="guide.choose.smell" />
                </li>
                <li>
                  <Bold id="guide.choose.stem" />
                </li>
                <li>
                  <Bold id="guide.choose.thorns" />
                </li>
                <li>
                  <Bold id="guide.choose.weight" />
                </li>
                <li>
                  <Bold id="guide.choose.split" />
                </li>
              </ol>
              <p>{t('guide.choose.open')}</p>
            </Prose>
          </section>

          <section aria-labelledby="store-title" className="grid content-start gap-4">
            <div className="flex items-center gap-3">
              <RefrigeratorIcon className="size-6 text-primary" aria-hidden="true" />
              <h2 id="store-title" className="text-2xl font-bold">
                {t('guide.store.title')}
              </h2>
            </div>
            <Prose>
              <ul>
                <li>
                  <Bold id="guide.store.whole" />
                </li>
                <li>
                  <Bold id="guide.store.opened" />
                </li>
                <li>
                  <Bold id="guide.store.freezing" />
                </li>
                <li>
                  <Bold id="guide.store.fingers" />
                </li>
              </ul>
              <p>{t('guide.store.transport')}</p>
            </Prose>
          </section>
        </div>

        <section className="flex flex-col items-center gap-4 rounded-2xl bg-accent px-6 py-10 text-center">
          <h2 className="text-2xl font-bold text-accent-foreground">{t('guide.cta.title')}</h2>
          <Link to={paths.shop} className={buttonVariants({ size: 'lg' })}>
            {t('cta.shopDurians')}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </section>
      </div>
    </>
  );
}
