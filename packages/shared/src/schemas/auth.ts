import { z } from 'zod';
import { languages } from '../languages';
import { marketingConsentStateSchema } from './marketing-consent';

/** A language of the shop (docs/product/languages.md); the customer's e-mails are written in it. */
export const languageSchema = z.enum(languages);

/** Who an account is (docs/product/accounts-and-tokens.md): a shopper, the shop's owner, or staff the owner invited (docs/product/staff.md). */
export const roles = ['CUSTOMER', 'ADMIN', 'STAFF'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const passwordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

/** Trimmed and lower-cased before it is checked, so ' Ana@Mail.MY' and 'ana@mail.my' are one account. */
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email('Invalid email address').max(254));

export const registerBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  displayName: z.string().trim().min(1).max(100),
  /** The language of the page the customer registered on; 'en' when not given. */
  language: languageSchema.optional(),
  /** Ticked "send me news and offers" (docs/product/your-data.md): recorded with its wording only when true. */
  marketingConsent: z.boolean().optional(),
});
export const loginBodySchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(128),
});
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(128),
  newPassword: passwordSchema,
});
/** Logout takes the refresh token here or as the Bearer header. */
export const logoutBodySchema = z.object({ refresh_token: z.string().min(1).max(200).optional() });

export const tokenPairSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;
export const sessionReplySchema = tokenPairSchema.extend({ user_id: z.uuid() });
export type SessionReply = z.infer<typeof sessionReplySchema>;

/** The public signing keys (JWK set) that verify access tokens. */
export const jwksReplySchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });
export type JwksReply = z.infer<typeof jwksReplySchema>;

export const userProfileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
  language: languageSchema,
  emailVerified: z.boolean(),
  /** When the account is erased, while a deletion request is pending (30 days after it); null otherwise. */
  deletionScheduledFor: z.iso.datetime({ offset: true }).nullable(),
  /** Marketing e-mails only with consent (docs/product/your-data.md): the latest change of mind. */
  marketingConsent: marketingConsentStateSchema,
  /**
   * How the account signs in (docs/product/accounts-and-tokens.md): whether it has a password (an account made with
   * Google has none until it sets one) and the Google account linked to it.
   */
  signInMethods: z.object({
    password: z.boolean(),
    google: z.object({ email: z.string(), linkedAt: z.iso.datetime({ offset: true }) }).nullable(),
  }),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const updateProfileBodySchema = z.object({
  displayName: z.string().trim().min(1).max(100).optional(),
  phone: z.string().trim().max(30).nullable().optional(),
  language: languageSchema.optional(),
});

export const INVALID_PHONE_MESSAGE = 'Please enter a valid Malaysian phone number';

/**
 * A Malaysian number as stored (+60…), from what people type: '012-345 6789', '+60 12 345 6789',
 * '60123456789' and '(03) 1234 5678' all work. Null when it is not a Malaysian mobile or landline number.
 * The national part is a mobile (1 + 8 or 9 digits) or a landline (area 3–9, 8 or 9 digits in all).
 */
export function normaliseMalaysianPhone(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  const match = /^(?:\+?60|0)(\d+)$/.exec(compact);
  const national = match?.[1]?.replace(/^0/, '');
  if (!national || !/^(?:1\d{8,9}|[3-9]\d{7,8})$/.test(national)) return null;
  return `+60${national}`;
}

export const forgotPasswordBodySchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Please enter your email address')
    .pipe(z.email('Invalid email address').max(254)),
  /** The language of the page the reset was asked from: the e-mail is written in it (no account is read first). */
  language: languageSchema.optional(),
});

/** The API names the new password `newPassword`; the spec's reset screen sends `password`. Either is accepted. */
export const resetPasswordBodySchema = z
  .object({
    token: z.string().min(1, 'Invalid or missing reset token').max(200),
    newPassword: passwordSchema.optional(),
    password: passwordSchema.optional(),
  })
  .refine((b) => b.newPassword !== undefined || b.password !== undefined, {
    message: 'Password must be at least 8 characters',
    path: ['newPassword'],
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The token of an e-mailed link; a missing one is answered like an invalid one. */
export const emailTokenQuerySchema = z.object({ token: z.string().max(200).optional() });

/** The account's password; an account made with Google and no password sends none (docs/product/accounts-and-tokens.md). */
export const deleteAccountBodySchema = z.object({
  password: z.string().min(1, 'Password is required').max(128).optional(),
});

/** An account without a password proves it is its owner's by a sign-in this recent before asking to be erased. */
export const RECENT_SIGN_IN_MINUTES = 10;
export const RECENT_SIGN_IN_NEEDED = 'Sign in with Google again, then ask within 10 minutes';

export const pushInstallationBodySchema = z.object({
  /** The device's push-message (FCM) token. */
  token: z.string().trim().min(1).max(4096),
  platform: z.string().trim().max(20).nullish(),
});
export const pushInstallationSchema = z.object({
  id: z.uuid(),
  token: z.string(),
  platform: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PushInstallation = z.infer<typeof pushInstallationSchema>;

export const powersyncTokenReplySchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type PowersyncTokenReply = z.infer<typeof powersyncTokenReplySchema>;
