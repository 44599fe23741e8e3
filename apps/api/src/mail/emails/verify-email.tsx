import { translatorFor } from '../../i18n/server-messages';
import { renderMail, type Envelope } from '../render-mail';
import { ButtonLink, Layout, Paragraph } from './layout';

/** The link that confirms a new account's address (docs/product/accounts-and-tokens.md). */
export function verifyEmailMail({ to, language, shop }: Envelope, p: { name: string; link: string }) {
  const t = translatorFor(language, 'mail');
  return renderMail(
    to,
    t('verify.subject'),
    <Layout language={language} preview={t('verify.welcome')} shop={shop}>
      <Paragraph>{t('greeting', { name: p.name })}</Paragraph>
      <Paragraph>{t('verify.welcome')}</Paragraph>
      <ButtonLink href={p.link} label={t('verify.button')} language={language} />
      <Paragraph>{t('verify.note')}</Paragraph>
    </Layout>,
  );
}
