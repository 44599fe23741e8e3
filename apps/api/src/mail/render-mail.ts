import type { Language } from '@durio/shared/languages';
import type { ShopContact } from '@durio/shared/schemas/settings';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { toPlainText } from '@react-email/render';
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

/** What react-email's own `render` puts before the document: the doctype e-mail clients expect. */
const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * An e-mail in its two parts: the HTML React writes (every value escaped by React) and the plain text read from
 * that HTML, so both always say the same. React's synchronous renderer, not react-email's `render`: that one
 * streams, and React's streaming renderer keeps its request in an AsyncLocalStorage, which once used makes Node 20
 * track every promise and socket of the process for the rest of its life (a tenth of a catalogue hit's speed,
 * docs/decisions/046). The e-mails wait on nothing; the HTML is the same but for React's stream markers.
 */
export async function renderMail(to: string, subject: string, email: ReactElement): Promise<OutgoingMail> {
  const html = XHTML_DOCTYPE + renderToStaticMarkup(email);
  const text = toPlainText(html, plainTextOptions).trim() + '\n';
  return { to, subject, text, html };
}
