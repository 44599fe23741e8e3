import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PolicyPage, type PolicySection } from './static-page';

const sections: PolicySection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms apply to the Durio website and to every order placed on it. Durio is run by Durio Sdn. Bhd., Level
          8, Menara Durio, 88 Jalan Ampang, 50450 Kuala Lumpur, Malaysia (&ldquo;Durio&rdquo;, &ldquo;we&rdquo;).
        </p>
        <p>
          By creating an account or placing an order you accept these terms, together with our{' '}
          <Link to={paths.shippingPolicy}>Shipping Policy</Link>, <Link to={paths.returnsRefunds}>Returns &amp; Refunds</Link>{' '}
          policy and <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be 18 or older to open an account, or have the consent of a parent or guardian.</li>
        <li>Give us accurate details, especially your delivery address and phone number.</li>
        <li>Keep your password to yourself; you are responsible for orders placed with your account.</li>
        <li>We may suspend an account that is used for fraud, abuse or to break these terms.</li>
      </ul>
    ),
  },
  {
    id: 'products',
    title: 'Products and prices',
    body: (
      <>
        <p>
          Durians are fresh produce grown on our partner farms. Size, colour, weight and taste vary naturally from fruit
          to fruit, and photos show typical fruit rather than the exact one you will receive.
        </p>
        <p>
          Prices are in Malaysian ringgit (RM). Delivery, cool-packing fees and any tax are shown at checkout before you
          pay. If a price is clearly wrong because of an error, we will tell you and you may confirm the right price or
          cancel for a full refund.
        </p>
      </>
    ),
  },
  {
    id: 'orders',
    title: 'Orders and payment',
    body: (
      <>
        <p>
          Placing an order reserves its durians for you. Payment is made by card through our payment provider Curlec;
          we never see or store your card details. The contract between us is made when your payment is confirmed.
        </p>
        <p>
          An order that is not paid within 30 minutes expires and its durians are released to other customers. If the
          total at checkout no longer matches our prices, we ask you to review the order before paying.
        </p>
      </>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery and pickup',
    body: (
      <p>
        We deliver within Peninsular Malaysia and offer pickup points, as described in our{' '}
        <Link to={paths.shippingPolicy}>Shipping Policy</Link>. The risk in the durians passes to you when they are
        delivered to your address or collected.
      </p>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations, returns and refunds',
    body: (
      <p>
        You may cancel an order while it is pending or paid and not yet being prepared. Spoiled, damaged or wrong items
        reported within 24 hours are replaced or refunded as set out in our{' '}
        <Link to={paths.returnsRefunds}>Returns &amp; Refunds</Link> policy.
      </p>
    ),
  },
  {
    id: 'reviews',
    title: 'Reviews',
    body: (
      <p>
        Customers may review a product after their order has been delivered. Reviews must be honest and about the
        product. We may remove reviews that are abusive, unlawful, advertise something, or share someone&apos;s personal
        details.
      </p>
    ),
  },
  {
    id: 'content',
    title: 'Our content',
    body: (
      <p>
        The text, photos and design of this website belong to Durio or our partner farms. You may share links to our
        pages, but not copy the content for commercial use without our written permission.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <>
        <p>
          Nothing in these terms limits your rights under the Consumer Protection Act 1999 or any liability that cannot
          be limited by law. Otherwise, our liability for an order is limited to the amount you paid for it, and we are
          not liable for losses we could not reasonably foresee.
        </p>
        <p>
          Durian is a rich fruit. If you have a medical condition, or are unsure whether durian is right for you, please
          ask your doctor before eating it.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms from time to time; the date at the top shows the latest version. The terms that apply
        to an order are those in force when it was placed.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of Malaysia, and the courts of Kuala Lumpur have jurisdiction over any
        dispute. You may also bring a claim before the Tribunal for Consumer Claims Malaysia.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms? Write to <a href="mailto:hello@durio.my">hello@durio.my</a> or use our{' '}
        <Link to={paths.contact}>contact form</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  useDocumentTitle(
    'Terms & Conditions',
    'The terms for using Durio and ordering fresh durians: accounts, prices in RM, payment through Curlec, delivery, cancellations, reviews and Malaysian law.',
  );
  return (
    <PolicyPage
      title="Terms & Conditions"
      intro="The agreement between you and Durio when you use this website and order our durians."
      updated="1 June 2026"
      sections={sections}
    />
  );
}
