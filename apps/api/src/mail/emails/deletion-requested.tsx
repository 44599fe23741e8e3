import { translatorFor } from '../../i18n/server-messages';
import { renderMail, type Envelope } from '../render-mail';
import { formatShopTime } from '../shop-time';
import { ButtonLink, Layout, Paragraph } from './layout';

/** The date an account asked to be deleted will be erased, and how to change one's mind (docs/product/accounts-and-tokens.md). */
export function deletionRequestedMail({ to, language, shop }: Envelope, p: { name: string; erasedOn: Date; profileLink: string }) {
  const t = translatorFor(language, 'mail');
  const notice = t('deletion.notice', { date: formatShopTime(p.erasedOn, language) });
  return renderMail(
    to,
    t('deletion.subject'),
    <Layout language={language} preview={notice} shop={shop}>
      <Paragraph>{t('greeting', { name: p.name })}</Paragraph>
      <Paragraph>{notice}</Paragraph>
      <Paragraph>{t('deletion.changedMind')}</Paragraph>
      <ButtonLink href={p.profileLink} label={t('deletion.button')} language={language} />
    </Layout>,
  );
}
