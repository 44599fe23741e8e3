import { z } from 'zod';
import { languages } from '../languages';

/** Whether the customer wants marketing e-mails now (the latest change of mind wins), and since when. */
export const marketingConsentStateSchema = z.object({
  given: z.boolean(),
  /** When the latest change of mind was recorded (given or withdrawn); null when the customer never said. */
  at: z.iso.datetime({ offset: true }).nullable(),
});
export type MarketingConsentState = z.infer<typeof marketingConsentStateSchema>;

export const setMarketingConsentBodySchema = z.object({
  given: z.boolean(),
  /** The language the sentence was shown in (the page's); the customer's e-mail language when not given. */
  language: z.enum(languages).optional(),
});
export type SetMarketingConsentBody = z.infer<typeof setMarketingConsentBodySchema>;

/** The token of a marketing e-mail's unsubscribe link: the customer's id and its signature. */
export const unsubscribeTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const UNSUBSCRIBE_LINK_NOT_VALID = 'This unsubscribe link is not valid';
