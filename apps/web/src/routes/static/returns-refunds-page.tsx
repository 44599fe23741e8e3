import { Link } from 'react-router';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Bold, PolicyPage, Rich, type PolicySection } from './static-page';

const sections: PolicySection[] = [
  {
    id: 'promise',
    title: 'returns.promise.title',
    body: (t) => <p>{t('returns.promise.text')}</p>,
  },
  {
    id: 'report',
    title: 'returns.report.title',
    body: (t) => (
      <>
        <p>{t('returns.report.intro')}</p>
        <ul>
          <li>{t('returns.report.spoiled')}</li>
          <li>{t('returns.report.unripe')}</li>
          <li>{t('returns.report.crushed')}</li>
          <li>{t('returns.report.wrong')}</li>
        </ul>
        <p>
          <Rich id="returns.report.how" components={{ 0: <Link to={paths.contact} /> }} />
        </p>
        <ol>
          <li>{t('returns.report.orderNumber')}</li>
          <li>{t('returns.report.photos')}</li>
          <li>{t('returns.report.whatsWrong')}</li>
        </ol>
        <p>{t('returns.report.keep')}</p>
      </>
    ),
  },
  {
    id: 'outcome',
    title: 'returns.outcome.title',
    body: (t) => (
      <>
        <p>{t('returns.outcome.intro')}</p>
        <ul>
          <li>
            <Bold id="returns.outcome.replacement" />
          </li>
          <li>
            <Bold id="returns.outcome.refund" />
          </li>
        </ul>
        <p>
          <Rich id="returns.outcome.taste" components={{ 0: <Link to={paths.durianGuide} /> }} />
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'returns.refunds.title',
    body: (t) => (
      <>
        <p>{t('returns.refunds.card')}</p>
        <p>{t('returns.refunds.noCash')}</p>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: 'returns.cancel.title',
    body: () => (
      <p>
        <Rich id="returns.cancel.text" components={{ 0: <Link to={paths.orders} /> }} />
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'returns.rights.title',
    body: (t) => <p>{t('returns.rights.text')}</p>,
  },
];

export function ReturnsRefundsPage() {
  const t = useT('pages');
  useDocumentTitle(t('returns.title'), t('returns.description'));
  return (
    <PolicyPage title={t('returns.title')} intro={t('returns.intro')} updated={new Date(2026, 5, 1)} sections={sections} />
  );
}
