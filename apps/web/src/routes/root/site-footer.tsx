import { MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { Link } from 'react-router';
import { DurianMark } from '@/components/durian-mark';
import { ShopAddressLines, telHref } from '@/components/shop-contact';
import { useShopSettings } from '@/features/cart/api/get-shop-settings';
import { useT, type MessageKey } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { FacebookIcon, InstagramIcon, XIcon } from './social-icons';
import { ThemeToggle } from './theme-toggle';

interface FooterLink {
  to: string;
  /** A key of the `common` catalogue. */
  label: MessageKey<'common'>;
}

/** The footer links, lower-cased with dashes (docs/product/storefront.md). */
const shopLinks: FooterLink[] = [
  { to: paths.shop, label: 'nav.shop' },
  { to: paths.ourFarms, label: 'footer.ourFarms' },
  { to: paths.season, label: 'nav.season' },
  { to: paths.durianGuide, label: 'footer.durianGuide' },
  { to: paths.aboutUs, label: 'footer.aboutUs' },
  { to: paths.contactUs, label: 'footer.contactUs' },
];

const helpLinks: FooterLink[] = [
  { to: paths.faq, label: 'footer.faq' },
  { to: paths.shippingPolicy, label: 'footer.shippingPolicy' },
  { to: paths.returnsRefunds, label: 'footer.returnsRefunds' },
  { to: paths.termsAndConditions, label: 'footer.terms' },
  { to: paths.privacyPolicy, label: 'footer.privacy' },
];

const socialLinks = [
  { href: 'https://www.facebook.com/duriomy', label: 'footer.facebook', Icon: FacebookIcon },
  { href: 'https://www.instagram.com/duriomy', label: 'footer.instagram', Icon: InstagramIcon },
  { href: 'https://x.com/duriomy', label: 'footer.x', Icon: XIcon },
] as const;

function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  const t = useT('common');
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-emerald-100 uppercase">{title}</h2>
      <ul className="mt-4 grid gap-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-emerald-50/80 transition hover:text-white hover:underline">
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const t = useT('common');
  const year = new Date().getFullYear();
  const shop = useShopSettings().data?.shop;
  return (
    <footer className="mt-16 bg-emerald-950 text-emerald-50 dark:border-t dark:border-emerald-900 dark:bg-[#06120d]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="grid content-start gap-4">
          <Link to={paths.home} className="flex items-center gap-2" aria-label={t('header.home')}>
            <DurianMark className="size-10" />
            <span className="text-2xl font-extrabold tracking-tight text-white">Durio</span>
          </Link>
          <p className="text-sm text-emerald-50/80">{t('footer.tagline')}</p>
          <ul className="flex gap-2">
            {socialLinks.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={t(label)}
                  target="_blank"
                  rel="noreferrer"
                  className="flex size-9 items-center justify-center rounded-full bg-emerald-900 text-emerald-100 transition hover:bg-emerald-700 hover:text-white"
                >
                  <Icon className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkList title={t('nav.shop')} links={shopLinks} />
        <LinkList title={t('footer.help')} links={helpLinks} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-emerald-100 uppercase">{t('nav.contact')}</h2>
          {/* The details come from the shop's settings: their room is kept while they load, so nothing moves. */}
          {shop ? (
            <address className="mt-4 grid min-h-36 gap-3 text-sm not-italic text-emerald-50/80">
              <p className="flex gap-2">
                <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  <ShopAddressLines contact={shop} />
                </span>
              </p>
              <p className="flex gap-2">
                <PhoneIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <a href={telHref(shop.phone)} className="hover:text-white hover:underline">
                  {shop.phone}
                </a>
              </p>
              <p className="flex gap-2">
                <MailIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <a href={`mailto:${shop.email}`} className="hover:text-white hover:underline">
                  {shop.email}
                </a>
              </p>
            </address>
          ) : (
            <div className="mt-4 min-h-36" />
          )}
        </div>
      </div>
      <div className="border-t border-emerald-900">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-4 sm:flex-row sm:px-6 lg:px-8">
          <p className="text-xs text-emerald-50/70">{t('footer.copyright', { year: String(year) })}</p>
          <ThemeToggle />
        </div>
      </div>
    </footer>
  );
}
