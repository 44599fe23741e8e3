import { z } from 'zod';

export const passwordSchema = z.string().min(8, 'Password must be at least 8 characters').max(128);

/** Trimmed and lower-cased before it is checked, so ' Ana@Mail.MY' and 'ana@mail.my' are one account. */
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email('Invalid email address').max(254));

export const registerBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  displayName: z.string().trim().min(1).max(100),
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
export const sessionReplySchema = tokenPairSchema.extend({ user_id: z.uuid() });
export type SessionReply = z.infer<typeof sessionReplySchema>;

/** The public signing keys (JWK set) that verify access tokens. */
export const jwksReplySchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

export const userProfileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  phone: z.string().nullable(),
  role: z.enum(['CUSTOMER', 'ADMIN']),
  emailVerified: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const updateProfileBodySchema = z.object({
  displayName: z.string().trim().min(1).max(100).optional(),
  phone: z.string().trim().max(30).nullable().optional(),
});
