import { htmlLang, intlLocale, type Language } from '@durio/shared/languages';
import { translatorFor, type ServerTranslate } from '../i18n/server-messages';
import type { OutgoingMail } from './outbox';

/*
 * The customer's e-mails, in the customer's language (docs/product/languages.md): every text comes from the `mail`
 * catalogues (apps/api/src/locales/<language>/mail.json); values (names, amounts, links) are escaped in HTML.
 */

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const shopTimeFormats = new Map<Language, Intl.DateTimeFormat>();

/** Shop time for dates in e-mails, in `language`: customers are in Malaysia whatever the server's zone. */
export function formatShopTime(date: Date, language: Language = 'en'): string {
  let format = shopTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kuala_Lumpur' });
    shopTimeFormats.set(language, format);
  }
  return format.format(date);
}

type Block = { text: string } | { link: string; label: string };
type MailTranslate = ServerTranslate<'mail'>;

/** One message in two forms: plain text, and simple HTML in which every value is escaped. */
function compose(to: string, language: Language, subject: string, greeting: string, blocks: Block[]): OutgoingMail {
  const t = translatorFor(language, 'mail');
  const signOff = t('signOff');
  const text = [greeting, ...blocks.map((b) => ('link' in b ? b.link : b.text)), signOff].join('\n\n') + '\n';
  const paragraphs = blocks.map((b) =>
    'link' in b
      ? `<p><a href="${escapeHtml(b.link)}" style="display:inline-block;padding:10px 18px;background:#3f6212;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(b.label)}</a></p>` +
        `<p style="font-size:13px;color:#57534e">${escapeHtml(t('copyLink', { link: b.link }))}</p>`
      : `<p>${escapeHtml(b.text).replaceAll('\n', '<br>')}</p>`,
  );
  const html = [
    '<!doctype html>',
    `<html lang="${htmlLang[language]}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1c1917;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs,
    `<p>${escapeHtml(signOff).replaceAll('\n', '<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

/** A greeting, subject and blocks written with the catalogue of `language`. */
function write(
  to: string,
  language: Language,
  build: (t: MailTranslate) => { subject: string; greeting: string; blocks: Block[] },
): OutgoingMail {
  const { subject, greeting, blocks } = build(translatorFor(language, 'mail'));
  return compose(to, language, subject, greeting, blocks);
}

export function verifyEmailMail(to: string, language: Language, p: { name: string; link: string }): OutgoingMail {
  return write(to, language, (t) => ({
    subject: t('verify.subject'),
    greeting: t('greeting', { name: p.name }),
    blocks: [{ text: t('verify.welcome') }, { link: p.link, label: t('verify.button') }, { text: t('verify.note') }],
  }));
}

/** Without the name: it is written before the account is looked up (see forgotPassword). */
export function resetPasswordMail(to: string, language: Language, p: { link: string }): OutgoingMail {
  return write(to, language, (t) => ({
    subject: t('reset.subject'),
    greeting: t('greetingAnonymous'),
    blocks: [{ text: t('reset.intro') }, { link: p.link, label: t('reset.button') }, { text: t('reset.note') }],
  }));
}

export function passwordChangedMail(
  to: string,
  language: Language,
  p: { name: string; changedAt: Date; forgotPasswordLink: string; shopEmail: string },
): OutgoingMail {
  return write(to, language, (t) => ({
    subject: t('passwordChanged.subject'),
    greeting: t('greeting', { name: p.name }),
    blocks: [
      { text: t('passwordChanged.notice', { time: formatShopTime(p.changedAt, language) }) },
      { text: t('passwordChanged.notYou', { shopEmail: p.shopEmail }) },
      { link: p.forgotPasswordLink, label: t('passwordChanged.button') },
    ],
  }));
}

export function deletionRequestedMail(
  to: string,
  language: Language,
  p: { name: string; erasedOn: Date; profileLink: string },
): OutgoingMail {
  return write(to, language, (t) => ({
    subject: t('deletion.subject'),
    greeting: t('greeting', { name: p.name }),
    blocks: [
      { text: t('deletion.notice', { date: formatShopTime(p.erasedOn, language) }) },
      { text: t('deletion.changedMind') },
      { link: p.profileLink, label: t('deletion.button') },
    ],
  }));
}

/** To the shop, not a customer: in English, the shop's working language. */
export function contactMessageMail(
  to: string,
  p: { name: string; email: string; subject: string; message: string },
): OutgoingMail {
  // The outbox has no Reply-To column, so the sender's address is written where the shop will see it.
  return compose(to, 'en', `Contact form: ${p.subject}`, 'A message arrived through the Contact page.', [
    { text: `From: ${p.name} <${p.email}>\nReply to: ${p.email}\nSubject: ${p.subject}` },
    { text: p.message },
  ]);
}

export function orderPaidMail(
  to: string,
  language: Language,
  p: {
    name: string;
    orderNumber: string;
    lines: { name: string; quantity: number; lineTotal: string }[];
    total: string;
    isPickup: boolean;
    orderLink: string;
  },
): OutgoingMail {
  return write(to, language, (t) => {
    const items = p.lines.map((line) => t('paid.line', line)).join('\n');
    return {
      subject: t('paid.subject', { orderNumber: p.orderNumber }),
      greeting: t('greeting', { name: p.name }),
      blocks: [
        { text: t('paid.thanks', { orderNumber: p.orderNumber }) },
        { text: `${items}\n${t('paid.total', { total: p.total })}` },
        { text: p.isPickup ? t('paid.pickup') : t('paid.delivery') },
        { link: p.orderLink, label: t('paid.button') },
      ],
    };
  });
}

export function orderRefundedMail(
  to: string,
  language: Language,
  p: { name: string; orderNumber: string; amount: string; duplicate: boolean; orderLink: string },
): OutgoingMail {
  return write(to, language, (t) => ({
    subject: t('refunded.subject', { orderNumber: p.orderNumber }),
    greeting: t('greeting', { name: p.name }),
    blocks: [
      { text: t(p.duplicate ? 'refunded.duplicate' : 'refunded.cancelled', { orderNumber: p.orderNumber, amount: p.amount }) },
      { text: t('refunded.bank') },
      { link: p.orderLink, label: t('viewOrder') },
    ],
  }));
}

/** What an order step e-mail says beyond the greeting: one per move after 'Order Confirmed' (docs/product/orders-and-payments.md). */
export type OrderStep =
  | { kind: 'processing' }
  | { kind: 'shipped'; carrier: string; trackingNumber: string; trackingLink: string | null }
  | { kind: 'ready-for-pickup'; point: { name: string; address: string; openingHours: string | null; phone: string | null } }
  | { kind: 'delivered'; reviewLinks: { name: string; link: string }[] }
  | { kind: 'cancelled'; refundFollows: boolean };

const stepSubjects = {
  processing: 'step.subject.processing',
  shipped: 'step.subject.shipped',
  'ready-for-pickup': 'step.subject.readyForPickup',
  delivered: 'step.subject.delivered',
  cancelled: 'step.subject.cancelled',
} as const satisfies Record<OrderStep['kind'], string>;

function stepBlocks(t: MailTranslate, step: OrderStep, orderNumber: string): Block[] {
  switch (step.kind) {
    case 'processing':
      return [{ text: t('step.processing', { orderNumber }) }];
    case 'shipped':
      return [
        { text: t('step.shipped', { orderNumber, carrier: step.carrier, trackingNumber: step.trackingNumber }) },
        ...(step.trackingLink ? [{ link: step.trackingLink, label: t('step.trackParcel') }] : []),
      ];
    case 'ready-for-pickup':
      return [
        { text: t('step.ready', { orderNumber }) },
        {
          text: [
            step.point.name,
            step.point.address,
            ...(step.point.openingHours ? [t('step.openingHours', { hours: step.point.openingHours })] : []),
            ...(step.point.phone ? [t('step.phone', { phone: step.point.phone })] : []),
          ].join('\n'),
        },
        { text: t('step.readyNote') },
      ];
    case 'delivered':
      return [
        { text: t('step.delivered', { orderNumber }) },
        ...step.reviewLinks.map((r) => ({ link: r.link, label: t('step.review', { name: r.name }) })),
      ];
    case 'cancelled':
      return [{ text: t(step.refundFollows ? 'step.cancelledRefund' : 'step.cancelledNothing', { orderNumber }) }];
  }
}

export function orderStepMail(
  to: string,
  language: Language,
  p: { name: string; orderNumber: string; step: OrderStep; message: string | null; orderLink: string },
): OutgoingMail {
  return write(to, language, (t) => ({
    subject: t(stepSubjects[p.step.kind], { orderNumber: p.orderNumber }),
    greeting: t('greeting', { name: p.name }),
    blocks: [
      ...stepBlocks(t, p.step, p.orderNumber),
      ...(p.message ? [{ text: t('step.note', { message: p.message }) }] : []),
      { link: p.orderLink, label: t('viewOrder') },
    ],
  }));
}
