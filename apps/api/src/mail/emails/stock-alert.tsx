import { translatorFor } from '../../i18n/server-messages';
import { renderMail, type Envelope } from '../render-mail';
import type { OutgoingMail } from '../outbox';
import { ButtonLink, Layout, Paragraph, TextLink } from './layout';

/** The link a visitor follows to start their "tell me when" alert (docs/product/the-season.md): their consent. */
export function confirmStockAlertMail({ to, language, shop }: Envelope, p: { name: string; link: string }) {
  const t = translatorFor(language, 'mail');
  return renderMail(
    to,
    t('alert.confirm.subject', { name: p.name }),
    <Layout language={language} preview={t('alert.confirm.intro', { name: p.name })} shop={shop}>
      <Paragraph>{t('alert.confirm.intro', { name: p.name })}</Paragraph>
      <ButtonLink href={p.link} label={t('alert.confirm.button')} language={language} />
      <Paragraph>{t('alert.confirm.note')}</Paragraph>
    </Layout>,
  );
}

/**
 * What a shopper asked to hear: it can be ordered now. With RFC 8058's one-click unsubscribe in its headers (a mail
 * program's own button POSTs to `oneClick`) and a link for people.
 */
export async function stockAlertMail(
  { to, language, shop }: Envelope,
  p: { name: string; link: string; unsubscribeLink: string; oneClick: string },
): Promise<OutgoingMail> {
  const t = translatorFor(language, 'mail');
  const mail = await renderMail(
    to,
    t('alert.ready.subject', { name: p.name }),
    <Layout language={language} preview={t('alert.ready.intro', { name: p.name })} shop={shop}>
      <Paragraph>{t('alert.ready.intro', { name: p.name })}</Paragraph>
      <ButtonLink href={p.link} label={t('alert.ready.button')} language={language} />
      <Paragraph>{t('alert.ready.once')}</Paragraph>
      <TextLink href={p.unsubscribeLink}>{t('alert.ready.unsubscribe')}</TextLink>
    </Layout>,
  );
  return { ...mail, headers: { 'List-Unsubscribe': `<${p.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
