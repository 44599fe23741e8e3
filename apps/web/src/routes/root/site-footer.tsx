import { MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { Link } from 'react-router';
import { DurianMark } from '@/components/durian-mark';
import { ShopAddressLines, telHref } from '@/components/shop-contact';
import { useShopSettings } from '@/features/cart/api/get-shop-settings';
import { paths } from '@/lib/paths';
import { FacebookIcon, InstagramIcon, XIcon } from './social-icons';
import { ThemeToggle } from './theme-toggle';

/** Storefront spec §2: the footer links, lower-cased with dashes. */
const shopLinks = [
  { to: paths.shop, label: 'Shop' },
  { to: paths.ourFarms, label: 'Our Farms' },
  { to: paths.durianGuide, label: 'Durian Guide' },
  { to: paths.aboutUs, label: 'About Us' },
  { to: paths.contactUs, label: 'Contact Us' },
];

const helpLinks = [
  { to: paths.faq, label: 'FAQ' },
  { to: paths.shippingPolicy, label: 'Shipping Policy' },
  { to: paths.returnsRefunds, label: 'Returns & Refunds' },
  { to: paths.termsAndConditions, label: 'Terms & Conditions' },
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
];

const socialLinks = [
  { href: 'https://www.facebook.com/duriomy', label: 'Durio on Facebook', Icon: FacebookIcon },
  { href: 'https://www.instagram.com/duriomy', label: 'Durio on Instagram', Icon: InstagramIcon },
  { href: 'https://x.com/duriomy', label: 'Durio on X', Icon: XIcon },
];

function LinkList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-emerald-100 uppercase">{title}</h2>
      <ul className="mt-4 grid gap-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-emerald-50/80 transition hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  const shop = useShopSettings().data?.shop;
  return (
    <footer className="mt-16 bg-emerald-950 text-emerald-50 dark:border-t dark:border-emerald-900 dark:bg-[#06120d]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="grid content-start gap-4">
          <Link to={paths.home} className="flex items-center gap-2" aria-label="Durio home">
            <DurianMark className="size-10" />
            <span className="text-2xl font-extrabold tracking-tight text-white">Durio</span>
          </Link>
          <p className="text-sm text-emerald-50/80">
            Fresh durians from verified Malaysian farms, picked at their peak and delivered to your door.
          </p>
          <ul className="flex gap-2">
            {socialLinks.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={label}
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
        <LinkList title="Shop" links={shopLinks} />
        <LinkList title="Help" links={helpLinks} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-emerald-100 uppercase">Contact</h2>
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
          <p className="text-xs text-emerald-50/70">© {year} Durio. All rights reserved.</p>
          <ThemeToggle />
        </div>
      </div>
    </footer>
  );
}
