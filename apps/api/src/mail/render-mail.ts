import type { Language } from '@durio/shared/languages';
import type { ShopContact } from '@durio/shared/schemas/settings';
import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/render';
import type { OutgoingMail } from './outbox';

/** Who an e-mail goes to, in which language, and the shop details its footer shows (docs/product/orders-and-payments.md). */
export interface Envelope {
  to: string;
  language: Language;
  shop: ShopContact;
}

/**
 * The language of the e-mails to the shop itself (a new order, the low-stock digest): English, the shop's working
 * language (docs/product/storefront.md, Contact); the shop settings hold no language of their own.
 */
export const SHOP_LANGUAGE: Language = 'en';

/**
 * How the plain-text part reads the HTML: a row marked `data-text-columns` (an order line, an amount and its label)
 * stays one line, as it reads in the HTML; headings keep their case. Lines are not wrapped: a long link stays whole.
 */
const plainTextOptions = {
  wordwrap: false,
  selectors: [
    { selector: 'table[data-text-columns=true]', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    { selector: 'h2', options: { uppercase: false } },
  ],
} satisfies Parameters<typeof toPlainText>[1];

/**
 * An e-mail in its two parts: the HTML React writes (every value escaped by React) and the plain text read from
 * that HTML, so both always say the same.
 */
export async function renderMail(to: string, subject: string, email: ReactElement): Promise<OutgoingMail> {
  const html = await render(email);
  const text = toPlainText(html, plainTextOptions).trim() + '\n';
  return { to, subject, text, html };
}
