import { translatorFor } from '../../i18n/server-messages';
import { renderMail, type Envelope } from '../render-mail';
import { ButtonLink, Layout, Paragraph } from './layout';

/**
 * The link to choose a new password (docs/product/accounts-and-tokens.md). Without the name: it is written before
 * the account is looked up, so the reply does not tell whether the address is registered.
 */
export function resetPasswordMail({ to, language, shop }: Envelope, p: { link: string }) {
  const t = translatorFor(language, 'mail');
  return renderMail(
    to,
    t('reset.subject'),
    <Layout language={language} preview={t('reset.intro')} shop={shop}>
      <Paragraph>{t('greetingAnonymous')}</Paragraph>
      <Paragraph>{t('reset.intro')}</Paragraph>
      <ButtonLink href={p.link} label={t('reset.button')} language={language} />
      <Paragraph>{t('reset.note')}</Paragraph>
    </Layout>,
  );
}
