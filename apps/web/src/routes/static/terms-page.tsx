import { Link } from 'react-router';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PolicyPage, Rich, type PolicySection } from './static-page';

const sections: PolicySection[] = [
  {
    id: 'about',
    title: 'terms.about.title',
    body: (t) => (
      <>
        <p>{t('terms.about.operator')}</p>
        <p>
          <Rich
            id="terms.about.acceptance"
            components={{
              0: <Link to={paths.shippingPolicy} />,
              1: <Link to={paths.returnsRefunds} />,
              2: <Link to={paths.privacyPolicy} />,
            }}
          />
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'terms.account.title',
    body: (t) => (
      <ul>
        <li>{t('terms.account.age')}</li>
        <li>{t('terms.account.details')}</li>
        <li>{t('terms.account.password')}</li>
        <li>{t('terms.account.suspension')}</li>
      </ul>
    ),
  },
  {
    id: 'products',
    title: 'terms.products.title',
    body: (t) => (
      <>
        <p>{t('terms.products.freshProduce')}</p>
        <p>{t('terms.products.prices')}</p>
      </>
    ),
  },
  {
    id: 'orders',
    title: 'terms.orders.title',
    body: (t) => (
      <>
        <p>{t('terms.orders.payment')}</p>
        <p>{t('terms.orders.expiry')}</p>
      </>
    ),
  },
  {
    id: 'delivery',
    title: 'terms.delivery.title',
    body: () => (
      <p>
        <Rich id="terms.delivery.text" components={{ 0: <Link to={paths.shippingPolicy} /> }} />
      </p>
    ),
  },
  {
    id: 'cancellations',
    title: 'terms.cancellations.title',
    body: () => (
      <p>
        <Rich id="terms.cancellations.text" components={{ 0: <Link to={paths.returnsRefunds} /> }} />
      </p>
    ),
  },
  {
    id: 'reviews',
    title: 'terms.reviews.title',
    body: (t) => <p>{t('terms.reviews.text')}</p>,
  },
  {
    id: 'content',
    title: 'terms.content.title',
    body: (t) => <p>{t('terms.content.text')}</p>,
  },
  {
    id: 'liability',
    title: 'terms.liability.title',
    body: (t) => (
      <>
        <p>{t('terms.liability.limits')}</p>
        <p>{t('terms.liability.health')}</p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'terms.changes.title',
    body: (t) => <p>{t('terms.changes.text')}</p>,
  },
  {
    id: 'law',
    title: 'terms.law.title',
    body: (t) => <p>{t('terms.law.text')}</p>,
  },
  {
    id: 'contact',
    title: 'terms.contact.title',
    body: () => (
      <p>
        <Rich
          id="terms.contact.text"
          values={{ email: 'hello@durio.my' }}
          components={{ 0: <a href="mailto:hello@durio.my" />, 1: <Link to={paths.contact} /> }}
        />
      </p>
    ),
  },
];

export function TermsPage() {
  const t = useT('pages');
  useDocumentTitle(t('terms.title'), t('terms.description'));
  return <PolicyPage title={t('terms.title')} intro={t('terms.intro')} updated={new Date(2026, 5, 1)} sections={sections} />;
}
