import { Link } from 'react-router';
import { ShopAddressLines } from '@/components/shop-contact';
import { useShopSettings } from '@/features/cart/api/get-shop-settings';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Bold, PolicyPage, Rich, type PolicySection } from './static-page';

/**
 * The shop as the data controller, by the legal name and address the owner set in the console (docs/product/your-data.md,
 * "The privacy page"), as the footer and the contact page show them.
 */
function DataController() {
  const shop = useShopSettings().data?.shop;
  if (!shop) return null;
  return (
    <address className="not-italic font-medium">
      <ShopAddressLines contact={shop} />
    </address>
  );
}

const sections: PolicySection[] = [
  {
    id: 'who',
    title: 'privacy.who.title',
    body: (t) => (
      <>
        <p>{t('privacy.who.controller')}</p>
        <DataController />
        <p>{t('privacy.who.notice')}</p>
      </>
    ),
  },
  {
    id: 'collect',
    title: 'privacy.collect.title',
    body: () => (
      <ul>
        <li>
          <Bold id="privacy.collect.account" />
        </li>
        <li>
          <Bold id="privacy.collect.google" />
        </li>
        <li>
          <Bold id="privacy.collect.delivery" />
        </li>
        <li>
          <Bold id="privacy.collect.orders" />
        </li>
        <li>
          <Bold id="privacy.collect.payments" />
        </li>
        <li>
          <Bold id="privacy.collect.messages" />
        </li>
        <li>
          <Bold id="privacy.collect.technical" />
        </li>
      </ul>
    ),
  },
  {
    id: 'purposes',
    title: 'privacy.purposes.title',
    body: (t) => (
      <>
        <p>{t('privacy.purposes.intro')}</p>
        <ul>
          <li>{t('privacy.purposes.account')}</li>
          <li>{t('privacy.purposes.orders')}</li>
          <li>{t('privacy.purposes.emails')}</li>
          <li>{t('privacy.purposes.messages')}</li>
          <li>{t('privacy.purposes.security')}</li>
          <li>{t('privacy.purposes.legal')}</li>
        </ul>
        <p>{t('privacy.purposes.marketing')}</p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'privacy.sharing.title',
    body: (t) => (
      <>
        <ul>
          <li>{t('privacy.sharing.couriers')}</li>
          <li>{t('privacy.sharing.curlec')}</li>
          <li>{t('privacy.sharing.providers')}</li>
          <li>{t('privacy.sharing.authorities')}</li>
        </ul>
        <p>{t('privacy.sharing.neverSell')}</p>
      </>
    ),
  },
  {
    id: 'transfers',
    title: 'privacy.transfers.title',
    body: (t) => <p>{t('privacy.transfers.text')}</p>,
  },
  {
    id: 'retention',
    title: 'privacy.retention.title',
    body: (t) => (
      <ul>
        <li>{t('privacy.retention.account')}</li>
        <li>{t('privacy.retention.orders')}</li>
        <li>{t('privacy.retention.messages')}</li>
        <li>{t('privacy.retention.logs')}</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'privacy.security.title',
    body: (t) => <p>{t('privacy.security.text')}</p>,
  },
  {
    id: 'rights',
    title: 'privacy.rights.title',
    body: (t) => (
      <>
        <p>{t('privacy.rights.intro')}</p>
        <ul>
          <li>
            <Rich id="privacy.rights.access" components={{ 0: <strong />, 1: <Link to={paths.profile} /> }} />
          </li>
          <li>
            <Rich id="privacy.rights.correct" components={{ 0: <strong />, 1: <Link to={paths.profile} /> }} />
          </li>
          <li>
            <Rich id="privacy.rights.withdraw" components={{ 0: <strong />, 1: <Link to={paths.profile} /> }} />
          </li>
          <li>
            <Rich id="privacy.rights.erase" components={{ 0: <strong />, 1: <Link to={paths.profile} /> }} />
          </li>
          <li>
            <Rich id="privacy.rights.complain" components={{ 0: <strong />, 1: <Link to={paths.contact} /> }} />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'storage',
    title: 'privacy.storage.title',
    body: (t) => <p>{t('privacy.storage.text')}</p>,
  },
  {
    id: 'changes',
    title: 'privacy.changes.title',
    body: (t) => <p>{t('privacy.changes.text')}</p>,
  },
  {
    id: 'contact',
    title: 'privacy.contact.title',
    body: () => (
      <p>
        <Rich
          id="privacy.contact.text"
          values={{ email: 'privacy@durio.my' }}
          components={{ 0: <a href="mailto:privacy@durio.my" /> }}
        />
      </p>
    ),
  },
];

export function PrivacyPage() {
  const t = useT('pages');
  useDocumentTitle(t('privacy.title'), t('privacy.description'));
  return (
    <PolicyPage title={t('privacy.title')} intro={t('privacy.intro')} updated={new Date(2026, 10, 29)} sections={sections} />
  );
}
