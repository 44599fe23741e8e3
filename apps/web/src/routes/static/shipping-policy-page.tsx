import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PolicyPage, type PolicySection } from './static-page';
import { PickupPoints, ShippingFees } from './shipping-fees';

const sections: PolicySection[] = [
  {
    id: 'where',
    title: 'Where we deliver',
    body: (
      <>
        <p>
          We deliver fresh durians to addresses across Peninsular Malaysia. Because fresh fruit cannot wait at a sorting
          hub, we do not currently deliver to Sabah, Sarawak, Labuan or outside Malaysia.
        </p>
        <ul>
          <li>
            <strong>Klang Valley</strong> (Kuala Lumpur, Putrajaya and the Petaling, Klang, Gombak and Hulu Langat
            districts): next-day delivery by our own chilled vans.
          </li>
          <li>
            <strong>Rest of Peninsular Malaysia:</strong> one to three working days by a chilled courier.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Delivery and packing fees',
    body: (
      <>
        <p>
          Every order of fresh fruit is cool-packed: an insulated box, ice packs and a sealed inner bag that keeps the
          fruit fresh and the smell inside. These are the fees that apply today:
        </p>
        <ShippingFees />
        <p>
          The weight is the total of the products in your cart, as listed on each product page. Checkout shows every
          fee and the total before you pay, and that is the amount charged.
        </p>
      </>
    ),
  },
  {
    id: 'times',
    title: 'Delivery times',
    body: (
      <>
        <p>
          Orders paid by 2:00 pm (Monday to Saturday) leave the next morning; orders paid later, or on Sunday and public
          holidays, leave one day later. Klang Valley deliveries arrive between 9:00 am and 9:00 pm.
        </p>
        <p>
          Durians fall when they are ripe, not to a timetable. If heavy rain or a poor harvest delays your fruit, we
          tell you by e-mail and you may wait, switch to another durian, or cancel for a full refund.
        </p>
      </>
    ),
  },
  {
    id: 'pickup',
    title: 'Pickup points',
    body: (
      <>
        <p>
          Choose pickup at checkout to collect your order yourself, with no delivery fee. We e-mail you when it is ready,
          usually the day after payment. Please collect it within 24 hours and bring your order number.
        </p>
        <PickupPoints />
      </>
    ),
  },
  {
    id: 'receiving',
    title: 'Receiving your order',
    body: (
      <>
        <p>
          Please make sure someone can receive the box: fresh fruit should not be left outside. If nobody is home, the
          driver calls you and tries once more the same day. Fruit that cannot be delivered after two attempts is not
          refunded, since it cannot be resold.
        </p>
        <p>
          Once your order is shipped, its page under <Link to={paths.orders}>My Orders</Link> shows the carrier and the
          tracking number in its order updates.
        </p>
      </>
    ),
  },
  {
    id: 'problems',
    title: 'Problems with a delivery',
    body: (
      <p>
        If your durians arrive damaged or spoiled, tell us within 24 hours with photos; see our{' '}
        <Link to={paths.returnsRefunds}>Returns &amp; Refunds</Link> policy. For anything else about a delivery,{' '}
        <Link to={paths.contact}>contact us</Link>.
      </p>
    ),
  },
];

export function ShippingPolicyPage() {
  useDocumentTitle(
    'Shipping Policy',
    'Durio delivers fresh, cool-packed durians across Peninsular Malaysia: RM15 delivery, free over RM100, next-day in the Klang Valley, and pickup points.',
  );
  return (
    <PolicyPage
      title="Shipping Policy"
      intro="How we get fresh durians from the farm to you: where we deliver, what it costs and how long it takes."
      updated="1 June 2026"
      sections={sections}
    />
  );
}
