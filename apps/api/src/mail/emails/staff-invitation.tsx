import { translatorFor } from '../../i18n/server-messages';
import { renderMail, type Envelope } from '../render-mail';
import { ButtonLink, Layout, Paragraph } from './layout';

/** The owner's invitation to work in the console as staff (docs/product/staff.md), in the inviter's console language. */
export function staffInvitationMail(
  { to, language, shop }: Envelope,
  p: { inviter: string; shopName: string; link: string },
) {
  const t = translatorFor(language, 'mail');
  return renderMail(
    to,
    t('staffInvite.subject', { shop: p.shopName }),
    <Layout language={language} preview={t('staffInvite.button')} shop={shop}>
      <Paragraph>{t('greetingAnonymous')}</Paragraph>
      <Paragraph>{t('staffInvite.intro', { inviter: p.inviter, shop: p.shopName })}</Paragraph>
      <ButtonLink href={p.link} label={t('staffInvite.button')} language={language} />
      <Paragraph>{t('staffInvite.note', { email: to })}</Paragraph>
    </Layout>,
  );
}
