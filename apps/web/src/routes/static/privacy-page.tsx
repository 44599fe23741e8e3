import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PolicyPage, type PolicySection } from './static-page';

const sections: PolicySection[] = [
  {
    id: 'who',
    title: 'Who we are',
    body: (
      <p>
        Durio Sdn. Bhd., Level 8, Menara Durio, 88 Jalan Ampang, 50450 Kuala Lumpur, is the data user responsible for
        your personal data under the Personal Data Protection Act 2010 (PDPA). This notice explains what we collect, why,
        and the choices you have. A Bahasa Malaysia version is available on request.
      </p>
    ),
  },
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> your name, e-mail address and password (stored only as a secure hash), and
          your phone number if you add it.
        </li>
        <li>
          <strong>Delivery details:</strong> the shipping addresses you save and the address or pickup point of each
          order.
        </li>
        <li>
          <strong>Orders:</strong> what you bought, the amounts, order updates, and your reviews and favourites.
        </li>
        <li>
          <strong>Payments:</strong> the payment reference and status from our payment provider Curlec. Your card
          number is entered with Curlec and never reaches us.
        </li>
        <li>
          <strong>Messages:</strong> what you write to us through the contact form or by e-mail.
        </li>
        <li>
          <strong>Technical data:</strong> your IP address and browser in our security logs.
        </li>
      </ul>
    ),
  },
  {
    id: 'purposes',
    title: 'Why we use it',
    body: (
      <>
        <p>We process your personal data to:</p>
        <ul>
          <li>create and run your account;</li>
          <li>take payment for, pack, deliver and support your orders;</li>
          <li>send you e-mails about your account and orders, such as password resets and order updates;</li>
          <li>answer your messages;</li>
          <li>keep the shop secure and prevent fraud;</li>
          <li>meet our legal and accounting duties.</li>
        </ul>
        <p>
          We send marketing e-mails only if you have agreed to them, and you can stop them at any time with the link in
          each e-mail. Giving us your name, e-mail and delivery details is needed to order; without them we cannot
          deliver.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <ul>
          <li>Couriers and our drivers receive your name, phone number and delivery address.</li>
          <li>Curlec (Razorpay Curlec Sdn. Bhd.) processes your payments and refunds.</li>
          <li>Our hosting and e-mail providers store and send data on our behalf, under contract.</li>
          <li>Authorities, when the law requires it.</li>
        </ul>
        <p>We never sell your personal data. Partner farms see what was ordered from them, not who ordered it.</p>
      </>
    ),
  },
  {
    id: 'transfers',
    title: 'Transfers outside Malaysia',
    body: (
      <p>
        Some of our service providers may store data outside Malaysia. When they do, we make sure your data keeps a level
        of protection comparable to the PDPA, as the Act requires.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Account details: for as long as your account is open.</li>
        <li>Order and payment records: seven years, as Malaysian tax law requires.</li>
        <li>Contact messages: two years after the conversation ends.</li>
        <li>Security logs: 90 days.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Data travels encrypted (HTTPS). Passwords are stored as salted hashes, sign-in sessions expire and can be
        revoked, and only staff who need your data to serve you can see it.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights under the PDPA',
    body: (
      <>
        <p>You have the right to:</p>
        <ul>
          <li>access the personal data we hold about you;</li>
          <li>correct data that is inaccurate, incomplete or out of date;</li>
          <li>withdraw your consent and limit how we process your data;</li>
          <li>stop us using your data for direct marketing.</li>
        </ul>
        <p>
          You can update most details yourself on your <Link to={paths.profile}>profile</Link>. For anything else, write
          to our Data Protection Officer; we answer access and correction requests within 21 days, as the Act requires.
        </p>
      </>
    ),
  },
  {
    id: 'storage',
    title: 'Cookies and browser storage',
    body: (
      <p>
        We do not use advertising cookies or third-party trackers. Your browser stores your sign-in session and your
        colour theme choice so that the shop remembers them; signing out removes the session.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this notice',
    body: <p>If we change this notice, we update the date at the top and tell you by e-mail about important changes.</p>,
  },
  {
    id: 'contact',
    title: 'Contact our Data Protection Officer',
    body: (
      <p>
        E-mail <a href="mailto:privacy@durio.my">privacy@durio.my</a>, or write to the Data Protection Officer, Durio Sdn.
        Bhd., Level 8, Menara Durio, 88 Jalan Ampang, 50450 Kuala Lumpur.
      </p>
    ),
  },
];

export function PrivacyPage() {
  useDocumentTitle(
    'Privacy Policy',
    'How Durio collects, uses and protects your personal data under Malaysia’s Personal Data Protection Act 2010 (PDPA), and how to exercise your rights.',
  );
  return (
    <PolicyPage
      title="Privacy Policy"
      intro="How Durio looks after your personal data, in line with Malaysia's Personal Data Protection Act 2010."
      updated="1 June 2026"
      sections={sections}
    />
  );
}
