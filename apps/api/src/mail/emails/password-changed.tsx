import { translatorFor } from '../../i18n/server-messages';
import { renderMail, type Envelope } from '../render-mail';
import { formatShopTime } from '../shop-time';
import { ButtonLink, Layout, Paragraph } from './layout';

/** The notice that an account's password changed, with the way back if it was not its owner (docs/product/accounts-and-tokens.md). */
export function passwordChangedMail(
  { to, language, shop }: Envelope,
  p: { name: string; changedAt: Date; forgotPasswordLink: string; shopEmail: string },
) {
  const t = translatorFor(language, 'mail');
  const notice = t('passwordChanged.notice', { time: formatShopTime(p.changedAt, language) });
  return renderMail(
    to,
    t('passwordChanged.subject'),
    <Layout language={language} preview={notice} shop={shop}>
      <Paragraph>{t('greeting', { name: p.name })}</Paragraph>
      <Paragraph>{notice}</Paragraph>
      <Paragraph>{t('passwordChanged.notYou', { shopEmail: p.shopEmail })}</Paragraph>
      <ButtonLink href={p.forgotPasswordLink} label={t('passwordChanged.button')} language={language} />
    </Layout>,
  );
}
