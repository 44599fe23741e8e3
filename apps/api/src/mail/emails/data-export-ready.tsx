import { translatorFor } from '../../i18n/server-messages';
import { renderMail, type Envelope } from '../render-mail';
import { formatShopTime } from '../shop-time';
import { ButtonLink, Layout, Paragraph } from './layout';

/** The one-time link to the customer's copy of their data, and until when it works (docs/product/your-data.md). */
export function dataExportReadyMail({ to, language, shop }: Envelope, p: { name: string; link: string; expiresAt: Date }) {
  const t = translatorFor(language, 'mail');
  return renderMail(
    to,
    t('dataExport.subject'),
    <Layout language={language} preview={t('dataExport.intro')} shop={shop}>
      <Paragraph>{t('greeting', { name: p.name })}</Paragraph>
      <Paragraph>{t('dataExport.intro')}</Paragraph>
      <ButtonLink href={p.link} label={t('dataExport.button')} language={language} />
      <Paragraph>{t('dataExport.note', { date: formatShopTime(p.expiresAt, language) })}</Paragraph>
    </Layout>,
  );
}
