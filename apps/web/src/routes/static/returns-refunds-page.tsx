import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PolicyPage, type PolicySection } from './static-page';

const sections: PolicySection[] = [
  {
    id: 'promise',
    title: 'Our freshness promise',
    body: (
      <p>
        Every durian we send should be ripe, sound and as described. If one is not, we will replace it or refund you.
        Because fresh fruit cannot be sent back and resold, this policy works by photos rather than by returning the
        fruit.
      </p>
    ),
  },
  {
    id: 'report',
    title: 'Reporting a problem within 24 hours',
    body: (
      <>
        <p>Tell us within 24 hours of delivery or pickup if your durian:</p>
        <ul>
          <li>is spoiled: sour, fermented (other than XO), mouldy, wet-rotten or with insect damage inside;</li>
          <li>was unripe, hard and flavourless when opened;</li>
          <li>arrived crushed, leaking, or with the box badly damaged;</li>
          <li>is a different product, variety or weight from the one you ordered, or is missing.</li>
        </ul>
        <p>To report it, <Link to={paths.contact}>contact us</Link> with:</p>
        <ol>
          <li>your order number;</li>
          <li>clear photos of the fruit (outside and opened) and of the box and its label;</li>
          <li>a few words on what is wrong.</li>
        </ol>
        <p>Please keep the fruit until we reply, usually the same day; we may ask for another photo.</p>
      </>
    ),
  },
  {
    id: 'outcome',
    title: 'Replacement or refund',
    body: (
      <>
        <p>When we confirm the problem, you choose:</p>
        <ul>
          <li>
            <strong>A replacement</strong> of the same or a similar durian with your next delivery, at no cost; or
          </li>
          <li>
            <strong>A refund</strong> of the affected items, with the delivery and cool-packing fees when the whole
            order was affected.
          </li>
        </ul>
        <p>
          Taste is personal: a durian that is sound but not to your liking (more bitter than you hoped, for example) is
          not a fault. Our <Link to={paths.durianGuide}>Durian Guide</Link> helps you pick the variety for you.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'How refunds are paid',
    body: (
      <>
        <p>
          Refunds go back to the card or account you paid with, through our payment provider Curlec. We start the
          refund within 2 working days of confirming it; your bank usually shows it within 5 to 10 working days.
        </p>
        <p>We do not refund in cash or by bank transfer to another account.</p>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancelling an order',
    body: (
      <p>
        You can cancel an order yourself while it is pending or paid, before we start preparing it: open it under{' '}
        <Link to={paths.orders}>My Orders</Link> and choose Cancel. A paid order is refunded in full to your card through
        Curlec. Once an order is being prepared or has shipped, it can no longer be cancelled, because the fruit has
        been collected for you.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <p>
        This policy adds to, and does not take away, your rights as a consumer under Malaysian law, including the
        Consumer Protection Act 1999.
      </p>
    ),
  },
];

export function ReturnsRefundsPage() {
  useDocumentTitle(
    'Returns & Refunds',
    'Durio’s freshness promise: report a spoiled or damaged durian within 24 hours with photos for a replacement or a refund to your card through Curlec.',
  );
  return (
    <PolicyPage
      title="Returns & Refunds"
      intro="Fresh fruit cannot come back to us, so our promise is simple: show us what went wrong within 24 hours and we make it right."
      updated="1 June 2026"
      sections={sections}
    />
  );
}
