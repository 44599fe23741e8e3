import type { ShopContact } from '@durio/shared/schemas/settings';
import { renderMail } from '../render-mail';
import { Layout, Paragraph } from './layout';

/**
 * A Contact page message, to the shop rather than a customer: in English, the shop's working language
 * (docs/product/storefront.md), so its texts are not in the customers' catalogues.
 */
export function contactMessageMail(to: string, shop: ShopContact, p: { name: string; email: string; subject: string; message: string }) {
  // The outbox has no Reply-To column, so the sender's address is written where the shop will see it.
  return renderMail(
    to,
    `Contact form: ${p.subject}`,
    <Layout language="en" preview={`From ${p.name}: ${p.subject}`} shop={shop}>
      <Paragraph>A message arrived through the Contact page.</Paragraph>
      <Paragraph>{`From: ${p.name} <${p.email}>\nReply to: ${p.email}\nSubject: ${p.subject}`}</Paragraph>
      <Paragraph>{p.message}</Paragraph>
    </Layout>,
  );
}
