import { ClockIcon, MailIcon, MapPinIcon, NavigationIcon, PhoneIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ContactForm } from './contact-form';
import { StaticHero } from './static-page';
import { ShopAddressLines, telHref } from '@/components/shop-contact';
import { useShopSettings } from '@/features/cart/api/get-shop-settings';

/** Storefront spec §2: Mon-Fri 9:00-18:00, Sat 10:00-16:00, Sun closed. */
const hours = [
  { days: 'Monday – Friday', time: '9:00 – 18:00' },
  { days: 'Saturday', time: '10:00 – 16:00' },
  { days: 'Sunday', time: 'Closed' },
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
  const shop = useShopSettings().data?.shop;
  useDocumentTitle(
    'Contact Us',
    'Questions about an order, a farm or a durian? Write to Durio or visit us in Kuala Lumpur. Open Mon-Fri 9:00-18:00 and Sat 10:00-16:00.',
  );
  return (
    <>
      <StaticHero
        eyebrow="Contact"
        title="Get in Touch"
        intro="Questions about an order, a farm or which durian to pick? Our team in Kuala Lumpur replies within one working day."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <section aria-labelledby="contact-form-title" className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <h2 id="contact-form-title" className="text-2xl font-bold">
            Send us a message
          </h2>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">
            Every field is required. For an order, please include its order number.
          </p>
          <ContactForm />
        </section>

        <div className="grid content-start gap-4">
          {shop && (
            <>
              <InfoCard icon={<MapPinIcon />} title="Address">
                <address className="text-muted-foreground not-italic">
                  <ShopAddressLines contact={shop} />
                </address>
              </InfoCard>
              <InfoCard icon={<PhoneIcon />} title="Phone">
                <a href={telHref(shop.phone)} className="text-primary hover:underline">
                  {shop.phone}
                </a>
              </InfoCard>
              <InfoCard icon={<MailIcon />} title="Email">
                <a href={`mailto:${shop.email}`} className="text-primary hover:underline">
                  {shop.email}
                </a>
              </InfoCard>
            </>
          )}
          <InfoCard icon={<ClockIcon />} title="Opening Hours">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-muted-foreground">
              {hours.map((row) => (
                <div key={row.days} className="contents">
                  <dt>{row.days}</dt>
                  <dd className="text-right font-medium text-foreground">{row.time}</dd>
                </div>
              ))}
            </dl>
          </InfoCard>
        </div>

        <section aria-labelledby="find-us-title" className="rounded-2xl border bg-card p-6 lg:col-span-2">
          <div className="flex items-center gap-3">
            <NavigationIcon className="size-5 text-primary" aria-hidden="true" />
            <h2 id="find-us-title" className="text-xl font-bold">
              How to find us
            </h2>
          </div>
          <ul className="mt-4 grid gap-4 text-sm text-muted-foreground sm:grid-cols-3">
            <li>
              <h3 className="mb-1 font-semibold text-foreground">By train</h3>
              Dang Wangi LRT station (Kelana Jaya Line) is a five-minute walk along Jalan Ampang; Bukit Nanas Monorail
              station is seven minutes away.
            </li>
            <li>
              <h3 className="mb-1 font-semibold text-foreground">By car</h3>
              Visitor parking is in the basement of Menara Durio, entered from Jalan Ampang. Taxis and e-hailing cars
              can stop at the lobby drop-off.
            </li>
            <li>
              <h3 className="mb-1 font-semibold text-foreground">At the building</h3>
              Register at the lobby counter and take the lift to Level 8. To collect an order, choose one of our
              pickup points at checkout instead: the office keeps no fruit.
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
