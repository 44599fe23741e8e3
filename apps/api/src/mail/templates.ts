import type { OutgoingMail } from './outbox';

const SIGN_OFF = 'The Durio team\nFresh durians from verified Malaysian farms';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Shop time for dates in e-mails: customers are in Malaysia whatever the server's zone. */
export function formatShopTime(date: Date): string {
  return new Intl.DateTimeFormat('en-MY', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(date);
}

type Block = { text: string } | { link: string; label: string };

/** One message in two forms: plain text, and simple HTML in which every value is escaped. */
function compose(to: string, subject: string, greeting: string, blocks: Block[]): OutgoingMail {
  const text = [greeting, ...blocks.map((b) => ('link' in b ? b.link : b.text)), SIGN_OFF].join('\n\n') + '\n';
  const paragraphs = blocks.map((b) =>
    'link' in b
      ? `<p><a href="${escapeHtml(b.link)}" style="display:inline-block;padding:10px 18px;background:#3f6212;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(b.label)}</a></p>` +
        `<p style="font-size:13px;color:#57534e">Or copy this address into your browser: ${escapeHtml(b.link)}</p>`
      : `<p>${escapeHtml(b.text).replaceAll('\n', '<br>')}</p>`,
  );
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1c1917;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs,
    `<p>${escapeHtml(SIGN_OFF).replaceAll('\n', '<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

export function verifyEmailMail(to: string, p: { name: string; link: string }): OutgoingMail {
  return compose(to, 'Confirm your e-mail address for Durio', `Hi ${p.name},`, [
    { text: 'Welcome to Durio! Please confirm your e-mail address:' },
    { link: p.link, label: 'Confirm my e-mail address' },
    { text: "The link works once and expires in 24 hours. If you did not create a Durio account, you can ignore this e-mail." },
  ]);
}

/** Without the name: it is written before the account is looked up (see forgotPassword). */
export function resetPasswordMail(to: string, p: { link: string }): OutgoingMail {
  return compose(to, 'Reset your Durio password', 'Hello,', [
    { text: 'Someone (hopefully you) asked to reset the password of your Durio account. Choose a new one here:' },
    { link: p.link, label: 'Choose a new password' },
    { text: 'The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.' },
  ]);
}

export function passwordChangedMail(
  to: string,
  p: { name: string; changedAt: Date; forgotPasswordLink: string; shopEmail: string },
): OutgoingMail {
  return compose(to, 'Your Durio password was changed', `Hi ${p.name},`, [
    { text: `The password of your Durio account was changed on ${formatShopTime(p.changedAt)}. Every other device was signed out.` },
    { text: `If this was not you, reset your password now and tell us at ${p.shopEmail}:` },
    { link: p.forgotPasswordLink, label: 'Reset my password' },
  ]);
}

export function deletionRequestedMail(
  to: string,
  p: { name: string; erasedOn: Date; profileLink: string },
): OutgoingMail {
  return compose(to, 'Your Durio account will be deleted', `Hi ${p.name},`, [
    {
      text:
        `We received your request to delete your Durio account. Your personal data will be erased on ${formatShopTime(p.erasedOn)}. ` +
        'Your past orders are kept for our books, without your name or phone number.',
    },
    { text: 'Changed your mind? Sign in and cancel the deletion from your profile before then:' },
    { link: p.profileLink, label: 'Open my profile' },
  ]);
}

export function contactMessageMail(
  to: string,
  p: { name: string; email: string; subject: string; message: string },
): OutgoingMail {
  // The outbox has no Reply-To column, so the sender's address is written where the shop will see it.
  return compose(to, `Contact form: ${p.subject}`, 'A message arrived through the Contact page.', [
    { text: `From: ${p.name} <${p.email}>\nReply to: ${p.email}\nSubject: ${p.subject}` },
    { text: p.message },
  ]);
}

export function orderPaidMail(
  to: string,
  p: {
    name: string;
    orderNumber: string;
    lines: { name: string; quantity: number; lineTotal: string }[];
    total: string;
    isPickup: boolean;
    orderLink: string;
  },
): OutgoingMail {
  const items = p.lines.map((l) => `${l.quantity} × ${l.name} — ${l.lineTotal}`).join('\n');
  return compose(to, `Your Durio order ${p.orderNumber} is confirmed`, `Hi ${p.name},`, [
    { text: `Thank you! We received your payment for order ${p.orderNumber}.` },
    { text: `${items}\nTotal paid: ${p.total}` },
    {
      text: p.isPickup
        ? 'The farm packs your durians within 1-2 business days; they can be picked up 24 hours after this confirmation. We will tell you when they are ready.'
        : 'The farm packs your durians within 1-2 business days and they reach you 2-5 business days after this confirmation. We will send the tracking number when they ship.',
    },
    { link: p.orderLink, label: 'Track your order' },
  ]);
}

export function orderRefundedMail(
  to: string,
  p: { name: string; orderNumber: string; amount: string; duplicate: boolean; orderLink: string },
): OutgoingMail {
  return compose(to, `Your payment for Durio order ${p.orderNumber} was refunded`, `Hi ${p.name},`, [
    {
      text: p.duplicate
        ? `Order ${p.orderNumber} was paid twice, so we gave the second payment of ${p.amount} back to your card.`
        : `Order ${p.orderNumber} was cancelled, so we gave your payment of ${p.amount} back to your card.`,
    },
    { text: 'Your bank usually shows the refund within 5-10 business days.' },
    { link: p.orderLink, label: 'View your order' },
  ]);
}

/** What an order step e-mail says beyond the greeting: one per move after 'Order Confirmed' (DECISIONS §5). */
export type OrderStep =
  | { kind: 'processing' }
  | { kind: 'shipped'; carrier: string; trackingNumber: string; trackingLink: string | null }
  | { kind: 'ready-for-pickup'; point: { name: string; address: string; openingHours: string | null; phone: string | null } }
  | { kind: 'delivered'; reviewLinks: { name: string; link: string }[] }
  | { kind: 'cancelled'; refundFollows: boolean };

const stepSubjects: Record<OrderStep['kind'], string> = {
  processing: 'is being packed',
  shipped: 'is on its way',
  'ready-for-pickup': 'is ready for pickup',
  delivered: 'was delivered',
  cancelled: 'was cancelled',
};

function stepBlocks(step: OrderStep, orderNumber: string): Block[] {
  switch (step.kind) {
    case 'processing':
      return [{ text: `The farm is packing order ${orderNumber}. We will write again when it leaves.` }];
    case 'shipped':
      return [
        { text: `Order ${orderNumber} has shipped with ${step.carrier}.\nTracking number: ${step.trackingNumber}` },
        ...(step.trackingLink ? [{ link: step.trackingLink, label: 'Track your parcel' }] : []),
      ];
    case 'ready-for-pickup':
      return [
        { text: `Order ${orderNumber} is ready. Collect it at:` },
        {
          text: [
            step.point.name,
            step.point.address,
            ...(step.point.openingHours ? [`Opening hours: ${step.point.openingHours}`] : []),
            ...(step.point.phone ? [`Phone: ${step.point.phone}`] : []),
          ].join('\n'),
        },
        { text: 'Bring your order number. Fresh durians are best eaten within 2 days.' },
      ];
    case 'delivered':
      return [
        { text: `Order ${orderNumber} was delivered. Selamat menikmati! How were they? Your review helps other shoppers and the farms.` },
        ...step.reviewLinks.map((r) => ({ link: r.link, label: `Review ${r.name}` })),
      ];
    case 'cancelled':
      return [
        {
          text: step.refundFollows
            ? `Order ${orderNumber} was cancelled. Your payment goes back to your card; we will write when the refund is made.`
            : `Order ${orderNumber} was cancelled. Nothing was charged.`,
        },
      ];
  }
}

export function orderStepMail(
  to: string,
  p: { name: string; orderNumber: string; step: OrderStep; message: string | null; orderLink: string },
): OutgoingMail {
  return compose(to, `Your Durio order ${p.orderNumber} ${stepSubjects[p.step.kind]}`, `Hi ${p.name},`, [
    ...stepBlocks(p.step, p.orderNumber),
    ...(p.message ? [{ text: `A note from the shop: ${p.message}` }] : []),
    { link: p.orderLink, label: 'View your order' },
  ]);
}
