import type { Language } from '@durio/shared/languages';
import { marketingConsentWording, type MarketingConsentSource } from '@durio/shared/marketing-consent';
import type { MarketingConsentState } from '@durio/shared/schemas/marketing-consent';
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { marketingConsents } from './consent.schema';

/**
 * Records a change of mind about marketing e-mails with the sentence of `language` as the shop holds it
 * (`@durio/shared/marketing-consent`, the one the web shows): a new row, never an update, so the history stays.
 */
export async function recordMarketingConsent(
  tx: Db | Tx,
  input: { userId: string; given: boolean; language: Language; source: MarketingConsentSource; at: Date },
): Promise<MarketingConsentState> {
  const [row] = await tx
    .insert(marketingConsents)
    .values({
      userId: input.userId,
      given: input.given,
      wording: marketingConsentWording[input.language],
      language: input.language,
      source: input.source,
      createdAt: input.at,
    })
    .returning({ given: marketingConsents.given, createdAt: marketingConsents.createdAt });
  return { given: row!.given, at: row!.createdAt.toISOString() };
}

/** The customer's current consent: their latest row; a customer who never said is a no. */
export async function readMarketingConsent(db: Db | Tx, userId: string): Promise<MarketingConsentState> {
  const [latest] = await db
    .select({ given: marketingConsents.given, createdAt: marketingConsents.createdAt })
    .from(marketingConsents)
    .where(eq(marketingConsents.userId, userId))
    .orderBy(desc(marketingConsents.id))
    .limit(1);
  return latest ? { given: latest.given, at: latest.createdAt.toISOString() } : { given: false, at: null };
}

/** Every change of mind of the customer, oldest first: what "Download my data" hands over. */
export async function listMarketingConsents(db: Db | Tx, userId: string) {
  return db
    .select({
      given: marketingConsents.given,
      wording: marketingConsents.wording,
      language: marketingConsents.language,
      source: marketingConsents.source,
      createdAt: marketingConsents.createdAt,
    })
    .from(marketingConsents)
    .where(eq(marketingConsents.userId, userId))
    .orderBy(marketingConsents.id);
}
