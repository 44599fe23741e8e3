import { Column } from '@react-email/column';
import { Link } from '@react-email/link';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { translatorFor } from '../../i18n/server-messages';
import { renderMail, type Envelope } from '../render-mail';
import { ButtonLink, colours, Layout, Paragraph } from './layout';

/** One product at or under the low-stock level: its name, what is left and its page in the console. */
export interface LowStockLine {
  name: string;
  stock: number;
  farm: string;
  consoleLink: string;
}

const styles = {
  box: { border: `1px solid ${colours.line}`, borderRadius: '8px', padding: '4px 16px', margin: '16px 0' },
  line: { borderTop: `1px solid ${colours.line}`, padding: '8px 0' },
  name: { fontSize: '15px', lineHeight: '20px', margin: 0, fontWeight: 700, overflowWrap: 'anywhere' as const },
  link: { color: colours.emerald, textDecoration: 'underline' },
  farm: { fontSize: '13px', lineHeight: '20px', margin: 0, color: colours.muted },
  stock: { fontSize: '15px', lineHeight: '20px', margin: 0, textAlign: 'right' as const, whiteSpace: 'nowrap' as const, fontWeight: 700 },
};

/**
 * The morning's list of products running out (docs/product/admin-console.md, Notices): each published product at or
 * under the low-stock level, the fewest left first, with a link to its page in the console. Sent only when one is.
 */
export function lowStockDigestMail(
  { to, language, shop }: Envelope,
  p: { date: string; level: number; products: LowStockLine[]; productsLink: string },
) {
  const t = translatorFor(language, 'mail');
  const intro = t('lowStock.intro', { count: p.products.length, level: p.level });
  return renderMail(
    to,
    t('lowStock.subject', { count: p.products.length, date: p.date }),
    <Layout language={language} preview={intro} shop={shop}>
      <Paragraph>{intro}</Paragraph>
      <Section style={styles.box}>
        {p.products.map((product, index) => (
          <Row key={index} style={index === 0 ? { padding: '8px 0' } : styles.line} data-text-columns="true">
            <Column style={{ verticalAlign: 'top' }}>
              <Text style={styles.name}>
                <Link href={product.consoleLink} style={styles.link}>
                  {product.name}
                </Link>
              </Text>
              <Text style={styles.farm}>{product.farm}</Text>
            </Column>
            <Column style={{ verticalAlign: 'top', width: '120px' }}>
              <Text style={styles.stock}>{product.stock === 0 ? t('lowStock.soldOut') : t('lowStock.left', { count: product.stock })}</Text>
            </Column>
          </Row>
        ))}
      </Section>
      <ButtonLink href={p.productsLink} label={t('lowStock.button')} language={language} />
    </Layout>,
  );
}
