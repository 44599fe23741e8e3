import { ChevronDownIcon } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT, type MessageKey, type Translate } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CurrentFees } from './shipping-fees';
import { Prose, Rich, StaticHero } from './static-page';
import { DeliveryPromise } from '@/features/cart/components/delivery-promise';

interface Question {
  id: string;
  question: MessageKey<'pages'>;
  answer: (t: Translate<'pages'>) => ReactNode;
}

const groups: { id: string; title: MessageKey<'pages'>; questions: Question[] }[] = [
  {
    id: 'ordering',
    title: 'faq.ordering.title',
    questions: [
      { id: 'account', question: 'faq.account.q', answer: (t) => <p>{t('faq.account.a')}</p> },
      { id: 'whole-or-flesh', question: 'faq.wholeOrFlesh.q', answer: (t) => <p>{t('faq.wholeOrFlesh.a')}</p> },
      {
        id: 'out-of-stock',
        question: 'faq.outOfStock.q',
        answer: () => (
          <p>
            <Rich id="faq.outOfStock.a" components={{ 0: <Link to={paths.shop} /> }} />
          </p>
        ),
      },
    ],
  },
  {
    id: 'delivery',
    title: 'faq.delivery.title',
    questions: [
      {
        id: 'delivery-cost',
        question: 'faq.deliveryCost.q',
        answer: () => (
          <CurrentFees>
            {(fees) => (
              <p>
                <Rich id="faq.deliveryCost.a" values={fees} components={{ 0: <Link to={paths.shippingPolicy} /> }} />
              </p>
            )}
          </CurrentFees>
        ),
      },
      {
        id: 'delivery-time',
        question: 'faq.deliveryTime.q',
        answer: (t) => (
          <p>
            <DeliveryPromise kind="delivery" /> {t('faq.deliveryTime.a')}
          </p>
        ),
      },
      { id: 'pickup', question: 'faq.pickup.q', answer: (t) => <p>{t('faq.pickup.a')}</p> },
      { id: 'smell', question: 'faq.smell.q', answer: (t) => <p>{t('faq.smell.a')}</p> },
    ],
  },
  {
    id: 'freshness',
    title: 'faq.freshness.title',
    questions: [
      { id: 'ripe', question: 'faq.ripe.q', answer: (t) => <p>{t('faq.ripe.a')}</p> },
      {
        id: 'keep',
        question: 'faq.keep.q',
        answer: () => (
          <p>
            <Rich id="faq.keep.a" components={{ 0: <Link to={paths.durianGuide} /> }} />
          </p>
        ),
      },
      { id: 'verified', question: 'faq.verified.q', answer: (t) => <p>{t('faq.verified.a')}</p> },
    ],
  },
  {
    id: 'payment',
    title: 'faq.payment.title',
    questions: [
      { id: 'payment', question: 'faq.payment.q', answer: (t) => <p>{t('faq.payment.a')}</p> },
      { id: 'cancel', question: 'faq.cancel.q', answer: (t) => <p>{t('faq.cancel.a')}</p> },
      {
        id: 'bad-fruit',
        question: 'faq.badFruit.q',
        answer: () => (
          <p>
            <Rich id="faq.badFruit.a" components={{ 0: <Link to={paths.returnsRefunds} /> }} />
          </p>
        ),
      },
    ],
  },
];

export function FaqPage() {
  const t = useT('pages');
  useDocumentTitle(t('faq.title'), t('faq.description'));
  return (
    <>
      <StaticHero eyebrow={t('faq.eyebrow')} title={t('faq.title')} intro={t('faq.intro')} />
      <div className="mx-auto grid max-w-3xl gap-10 px-4 py-12 sm:px-6 lg:px-8">
        {groups.map((group, index) => (
          <section key={group.id} aria-labelledby={`faq-group-${index}`} className="grid gap-3">
            <h2 id={`faq-group-${index}`} className="text-xl font-bold">
              {t(group.title)}
            </h2>
            <Accordion.Root type="multiple" className="divide-y rounded-xl border bg-card">
              {group.questions.map((item) => (
                <Accordion.Item key={item.id} value={item.id}>
                  <Accordion.Header>
                    <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium transition outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50">
                      {t(item.question)}
                      <ChevronDownIcon
                        className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
                        aria-hidden="true"
                      />
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content className="px-5 pb-5 text-muted-foreground">
                    <Prose tone="muted">{item.answer(t)}</Prose>
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          </section>
        ))}
        <p className="rounded-xl bg-accent p-5 text-center text-accent-foreground">
          <Rich id="faq.notFound" components={{ 0: <Link to={paths.contact} className="font-semibold underline" /> }} />
        </p>
      </div>
    </>
  );
}
