import { htmlLang, type Language } from '@durio/shared/languages';
import type { ShopContact } from '@durio/shared/schemas/settings';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { translatorFor } from '../../i18n/server-messages';

/*
 * The frame every e-mail of the shop shares (docs/product/orders-and-payments.md, E-mails): the Durio header in the
 * site's colours, a column at most 600 px wide that shrinks with a phone's screen, and the shop's details from its
 * settings at the foot. Every text comes from the `mail` catalogues in the e-mail's language (docs/product/languages.md).
 */

/** The site's colours: the header's lime-green, emerald for buttons and links, the stone greys of its text. */
export const colours = {
  brand: '#3f6212',
  emerald: '#047857',
  emeraldPale: '#ecfdf5',
  ink: '#1c1917',
  muted: '#57534e',
  line: '#e7e5e4',
  page: '#f5f5f4',
} as const;

const fontFamily = 'Arial, Helvetica, "PingFang SC", "Microsoft YaHei", sans-serif';

const styles = {
  body: { backgroundColor: colours.page, margin: 0, padding: '16px 0', fontFamily, color: colours.ink },
  container: { width: '100%', maxWidth: '600px', margin: '0 auto', backgroundColor: '#ffffff', borderRadius: '8px', overflow: 'hidden' },
  header: { backgroundColor: colours.brand, padding: '16px 24px' },
  brandName: { margin: 0, color: '#ffffff', fontSize: '24px', fontWeight: 700, lineHeight: '32px', textDecoration: 'none' },
  content: { padding: '8px 24px 16px' },
  text: { fontSize: '15px', lineHeight: '24px', margin: '12px 0', overflowWrap: 'anywhere' },
  button: {
    backgroundColor: colours.emerald,
    color: '#ffffff',
    borderRadius: '6px',
    padding: '12px 20px',
    fontSize: '15px',
    fontWeight: 700,
    textDecoration: 'none',
    display: 'inline-block',
  },
  copyLink: { fontSize: '13px', lineHeight: '20px', color: colours.muted, margin: '8px 0 16px', wordBreak: 'break-all' },
  footer: { backgroundColor: colours.emeraldPale, padding: '16px 24px' },
  footerText: { fontSize: '13px', lineHeight: '20px', color: colours.muted, margin: '4px 0' },
  footerLink: { color: colours.emerald, textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>;

/** A paragraph whose line breaks (an address, a tracking number under its sentence) stay line breaks. */
export function Paragraph({ children, style }: { children: string; style?: CSSProperties }) {
  return (
    <Text style={{ ...styles.text, ...style }}>
      {children.split('\n').map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}

/** A line that is a link (an alert's unsubscribe), underlined as the footer's links are. */
export function TextLink({ href, children }: { href: string; children: string }) {
  return (
    <Text style={styles.text}>
      <Link href={href} style={styles.footerLink}>
        {children}
      </Link>
    </Text>
  );
}

/**
 * A button to a page, and its address written out below for mail programs that block buttons. The written-out
 * address is left out of the plain-text part, where the button already reads as its label and its address.
 */
export function ButtonLink({ href, label, language }: { href: string; label: string; language: Language }) {
  const t = translatorFor(language, 'mail');
  return (
    <Section style={{ margin: '16px 0 0' }}>
      <Button href={href} style={styles.button}>
        {label}
      </Button>
      <Text style={styles.copyLink} data-skip-in-text="true">
        {t('copyLink', { link: href })}
      </Text>
    </Section>
  );
}

export interface LayoutProps {
  language: Language;
  /** The line a mail program shows beside the subject in the inbox. */
  preview: string;
  shop: ShopContact;
  children: ReactNode;
}

/** The e-mail around its message: header, the message, the sign-off and the shop's details. */
export function Layout({ language, preview, shop, children }: LayoutProps) {
  const t = translatorFor(language, 'mail');
  return (
    <Html lang={htmlLang[language]}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          {/* The header names the shop to the eye; the plain-text part starts with the greeting instead. */}
          <Section style={styles.header} data-skip-in-text="true">
            <Text style={styles.brandName}>Durio</Text>
          </Section>
          <Section style={styles.content}>
            {children}
            <Paragraph>{t('signOff')}</Paragraph>
          </Section>
          <Hr style={{ borderColor: colours.line, margin: 0 }} />
          <Section style={styles.footer}>
            <Text style={{ ...styles.footerText, fontWeight: 700, color: colours.ink }}>{shop.legalName}</Text>
            {shop.addressLines.map((line) => (
              <Text key={line} style={styles.footerText}>
                {line}
              </Text>
            ))}
            <Text style={styles.footerText}>
              <Link href={`mailto:${shop.email}`} style={styles.footerLink}>
                {shop.email}
              </Link>
              {' · '}
              {shop.phone}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
