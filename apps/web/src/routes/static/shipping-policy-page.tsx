import { Link } from 'react-router';
import { DeliveryPromise } from '@/features/cart/components/delivery-promise';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Bold, PolicyPage, Rich, type PolicySection } from './static-page';
import { PickupPoints, ShippingFees, useFormattedFees, WhenFeesLoaded } from './shipping-fees';

const sections: PolicySection[] = [
  {
    id: 'where',
    title: 'shipping.where.title',
    body: (t) => (
      <>
        <p>{t('shipping.where.intro')}</p>
        <WhenFeesLoaded>
          {(values) => (
            <ul>
              <li>
                <Bold id="shipping.where.klangValley" values={values} />
              </li>
              <li>
                <Bold id="shipping.where.rest" values={values} />
              </li>
            </ul>
          )}
        </WhenFeesLoaded>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'shipping.fees.title',
    body: (t) => (
      <>
        <p>{t('shipping.fees.coolPacking')}</p>
        <ShippingFees />
        <p>{t('shipping.fees.weight')}</p>
      </>
    ),
  },
  {
    id: 'times',
    title: 'shipping.times.title',
    body: (t) => (
      <>
        <WhenFeesLoaded>
          {(values) => (
            <>
              <p>
                <DeliveryPromise kind="delivery" />
              </p>
              <p>{t('shipping.times.dispatch', values)}</p>
            </>
          )}
        </WhenFeesLoaded>
        <p>{t('shipping.times.delays')}</p>
      </>
    ),
  },
  {
    id: 'pickup',
    title: 'shipping.pickup.title',
    body: (t) => (
      <>
        <WhenFeesLoaded>{(values) => <p>{t('shipping.pickup.intro', values)}</p>}</WhenFeesLoaded>
        <PickupPoints />
      </>
    ),
  },
  {
    id: 'receiving',
    title: 'shipping.receiving.title',
    body: (t) => (
      <>
        <p>{t('shipping.receiving.someoneHome')}</p>
        <p>
          <Rich id="shipping.receiving.tracking" components={{ 0: <Link to={paths.orders} /> }} />
        </p>
      </>
    ),
  },
  {
    id: 'problems',
    title: 'shipping.problems.title',
    body: () => (
      <p>
        <Rich
          id="shipping.problems.text"
          components={{ 0: <Link to={paths.returnsRefunds} />, 1: <Link to={paths.contact} /> }}
        />
      </p>
    ),
  },
];

export function ShippingPolicyPage() {
  const t = useT('pages');
  const fees = useFormattedFees();
  // The description states the current fees (the cheapest zone's, as the server writes it); until they have loaded
  // (or if they cannot be), the site's.
  useDocumentTitle(t('shipping.title'), fees && t('shipping.description', fees));
  return (
    <PolicyPage
      title={t('shipping.title')}
      intro={t('shipping.intro')}
      updated={new Date(2026, 5, 1)}
      sections={sections}
    />
  );
}
