import type { Language } from './languages';

/*
 * The sentence a customer agrees to when they ask for marketing e-mails (docs/product/your-data.md, "Consent").
 * Malaysia's PDPA 2010 (as amended in 2024) wants the consent recorded as it was given: the API stores the very
 * sentence of the language it was shown in with each change of mind, and the web shows it from here, so the two
 * cannot drift apart. Changing a sentence changes what new consents record; old rows keep theirs.
 */
export const marketingConsentWording: Readonly<Record<Language, string>> = {
  en: "Send me news of the season's harvests and offers by e-mail. You can stop at any time.",
  ms: 'Hantar kepada saya berita tentang hasil tuaian musim ini dan tawaran melalui e-mel. Anda boleh berhenti pada bila-bila masa.',
  zh: '通过电子邮件向我发送本季收成的消息和优惠。您可以随时停止。',
};

/** Where a change of mind came from: the registration form, the profile's toggle, or an e-mail's unsubscribe link. */
export const marketingConsentSources = ['registration', 'profile', 'unsubscribe'] as const;
export type MarketingConsentSource = (typeof marketingConsentSources)[number];
