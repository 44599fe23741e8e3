import { ClockIcon, MailIcon, MapPinIcon, NavigationIcon, PhoneIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT, type MessageKey } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ContactForm } from './contact-form';
import { StaticHero } from './static-page';
import { ShopAddressLines, telHref } from '@/components/shop-contact';
import { useShopSettings } from '@/features/cart/api/get-shop-settings';

/** Mon-Fri 9:00-18:00, Sat 10:00-16:00, Sun closed (no time; docs/product/storefront.md). */
const hours: { days: MessageKey<'pages'>; time: string | null }[] = [
  { days: 'contact.hours.weekdays', time: '9:00 – 18:00' },
  { days: 'contact.hours.saturday', time: '10:00 – 16:00' },
  { days: 'contact.hours.sunday', time: null },
];

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex gap-4 rounded-xl border bg-card p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-5">
        {icon}
      </span>
      <div className="grid gap-1 text-sm">
        <h2 className="text-base font-semibold">{title}</h2>
        {children}
      </div>
    </section>
  );
}

export function ContactPage() {
  const t = useT('pages');
  const shop = useShopSettings().data?.shop;
  useDocumentTitle(t('contact.title'), t('contact.description'));
  return (
    <>
      <StaticHero eyebrow={t('contact.eyebrow')} title={t('contact.heading')} intro={t('contact.intro')} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <section aria-labelledby="contact-form-title" className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <h2 id="contact-form-title" className="text-2xl font-bold">
            {t('contact.form.title')}
          </h2>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">{t('contact.form.allRequired')}</p>
          <ContactForm />
        </section>

        <div className="grid content-start gap-4">
          {shop && (
            <>
              <InfoCard icon={<MapPinIcon />} title={t('contact.address')}>
                <address className="text-muted-foreground not-italic">
                  <ShopAddressLines contact={shop} />
                </address>
              </InfoCard>
              <InfoCard icon={<PhoneIcon />} title={t('contact.phone')}>
                <a href={telHref(shop.phone)} className="text-primary hover:underline">
                  {shop.phone}
                </a>
              </InfoCard>
              <InfoCard icon={<MailIcon />} title={t('contact.email')}>
                <a href={`mailto:${shop.email}`} className="text-primary hover:underline">
                  {shop.email}
                </a>
              </InfoCard>
            </>
          )}
          <InfoCard icon={<ClockIcon />} title={t('contact.hours.title')}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-muted-foreground">
              {hours.map((row) => (
                <div key={row.days} className="contents">
                  <dt>{t(row.days)}</dt>
                  <dd className="text-right font-medium text-foreground">{row.time ?? t('contact.hours.closed')}</dd>
                </div>
              ))}
            </dl>
          </InfoCard>
        </div>

        <section aria-labelledby="find-us-title" className="rounded-2xl border bg-card p-6 lg:col-span-2">
          <div className="flex items-center gap-3">
            <NavigationIcon className="size-5 text-primary" aria-hidden="true" />
            <h2 id="find-us-title" className="text-xl font-bold">
              {t('contact.findUs.title')}
            </h2>
          </div>
          <ul className="mt-4 grid gap-4 text-sm text-muted-foreground sm:grid-cols-3">
            <li>
              <h3 className="mb-1 font-semibold text-foreground">{t('contact.findUs.train.title')}</h3>
              {t('contact.findUs.train.text')}
            </li>
            <li>
              <h3 className="mb-1 font-semibold text-foreground">{t('contact.findUs.car.title')}</h3>
              {t('contact.findUs.car.text')}
            </li>
            <li>
              <h3 className="mb-1 font-semibold text-foreground">{t('contact.findUs.building.title')}</h3>
              {t('contact.findUs.building.text')}
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
