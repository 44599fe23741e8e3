import { ChevronDownIcon } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Prose, StaticHero } from './static-page';

interface Question {
  id: string;
  question: string;
  answer: ReactNode;
}

const groups: { title: string; questions: Question[] }[] = [
  {
    title: 'Ordering',
    questions: [
      {
        id: 'account',
        question: 'Do I need an account to order?',
        answer: (
          <p>
            Yes. An account keeps your cart, your addresses and your orders in one place, and lets us send you order
            updates. Registering takes a minute and only needs your name, e-mail and a password.
          </p>
        ),
      },
      {
        id: 'whole-or-flesh',
        question: 'Do you sell whole durians or packed flesh?',
        answer: (
          <p>
            Both. Each product page says whether you get whole fruit (weighed per fruit, in kg) or de-husked flesh in a
            sealed box, along with the farm, and often the tree, it comes from.
          </p>
        ),
      },
      {
        id: 'out-of-stock',
        question: 'A durian I want is sold out. Will it come back?',
        answer: (
          <p>
            Usually, yes: stock follows the harvest. Add the farm or tree to your favourites and check back, or browse
            the same variety from another farm in the <Link to={paths.shop}>shop</Link>.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Delivery and pickup',
    questions: [
      {
        id: 'delivery-cost',
        question: 'How much does delivery cost?',
        answer: (
          <p>
            Delivery is RM15, and free when your order is over RM100. Fresh fruit is cool-packed for RM10 (under 2 kg) or
            RM20 (2 kg and over). Pickup has no delivery fee. Checkout always shows the exact amounts before you pay;
            see our <Link to={paths.shippingPolicy}>Shipping Policy</Link>.
          </p>
        ),
      },
      {
        id: 'delivery-time',
        question: 'How fast will my durians arrive?',
        answer: (
          <p>
            Orders paid by 2:00 pm are delivered the next day in the Klang Valley. Elsewhere in Peninsular Malaysia,
            delivery takes one to three working days by a chilled courier.
          </p>
        ),
      },
      {
        id: 'pickup',
        question: 'Can I collect my order myself?',
        answer: (
          <p>
            Yes. Choose pickup at checkout and pick one of our points in Bangsar, Cheras, George Town or Johor Bahru.
            We tell you by e-mail when your order is ready.
          </p>
        ),
      },
      {
        id: 'smell',
        question: 'Will my parcel smell of durian?',
        answer: (
          <p>
            Hardly. Fruit travels in sealed, insulated boxes with ice packs, which keep both the freshness in and the
            famous aroma contained.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Freshness and quality',
    questions: [
      {
        id: 'ripe',
        question: 'How do you make sure the durians are ripe?',
        answer: (
          <p>
            Our partner farms collect fruit that has fallen naturally from the tree, which is how a durian tells you it
            is ripe. Each fruit is checked, graded and packed on the day it falls.
          </p>
        ),
      },
      {
        id: 'keep',
        question: 'How long will the durian keep?',
        answer: (
          <p>
            Durian is best eaten within 3 days. Keep opened flesh in an airtight box in the fridge, or freeze it for up
            to three months. Our <Link to={paths.durianGuide}>Durian Guide</Link> has more tips.
          </p>
        ),
      },
      {
        id: 'verified',
        question: 'What does a verified farm mean?',
        answer: (
          <p>
            Our team has visited the farm, checked who runs it, how the trees are cared for and how the fruit is
            handled, before the farm could list a single durian. We visit again every season.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Payment, returns and refunds',
    questions: [
      {
        id: 'payment',
        question: 'How can I pay?',
        answer: (
          <p>
            By debit or credit card, through our payment provider Curlec. Card details go straight to Curlec; Durio
            never sees or stores them.
          </p>
        ),
      },
      {
        id: 'cancel',
        question: 'Can I cancel an order?',
        answer: (
          <p>
            Yes, while it is pending or paid and not yet being prepared: open the order under My Orders and choose
            Cancel. A paid order is refunded to the card you paid with.
          </p>
        ),
      },
      {
        id: 'bad-fruit',
        question: 'What if a durian arrives spoiled or damaged?',
        answer: (
          <p>
            Tell us within 24 hours of delivery, with photos, and we will replace it or refund you. The details are in
            our <Link to={paths.returnsRefunds}>Returns &amp; Refunds</Link> policy.
          </p>
        ),
      },
    ],
  },
];

export function FaqPage() {
  useDocumentTitle(
    'Frequently Asked Questions',
    'Answers about ordering durians from Durio: delivery fees and times, pickup points, ripeness, storage, payment, cancellations and refunds.',
  );
  return (
    <>
      <StaticHero
        eyebrow="Help"
        title="Frequently Asked Questions"
        intro="Quick answers about ordering, delivery, freshness and payment. Still curious? Our team is a message away."
      />
      <div className="mx-auto grid max-w-3xl gap-10 px-4 py-12 sm:px-6 lg:px-8">
        {groups.map((group, index) => (
          <section key={group.title} aria-labelledby={`faq-group-${index}`} className="grid gap-3">
            <h2 id={`faq-group-${index}`} className="text-xl font-bold">
              {group.title}
            </h2>
            <Accordion.Root type="multiple" className="divide-y rounded-xl border bg-card">
              {group.questions.map((item) => (
                <Accordion.Item key={item.id} value={item.id}>
                  <Accordion.Header>
                    <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium transition outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50">
                      {item.question}
                      <ChevronDownIcon
                        className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
                        aria-hidden="true"
                      />
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content className="px-5 pb-5 text-muted-foreground">
                    <Prose className="text-muted-foreground">{item.answer}</Prose>
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          </section>
        ))}
        <p className="rounded-xl bg-accent p-5 text-center text-accent-foreground">
          Did not find your answer? <Link to={paths.contact} className="font-semibold underline">Contact us</Link> and
          we will get back to you within one working day.
        </p>
      </div>
    </>
  );
}
