import { z } from 'zod';
import { emailSchema, languageSchema, passwordSchema } from './auth';

/** The owner's invitation of a member of staff (docs/product/staff.md). */
export const staffInvitationBodySchema = z.object({
  email: emailSchema,
  /** The language of the inviter's console, in which the e-mail is written; 'en' when not given. */
  language: languageSchema.optional(),
});

/** An invitation not yet accepted, as the console's Staff page lists it. */
export const staffInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  invitedBy: z.string().nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** An account that works in the console. */
export const staffMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  role: z.enum(['ADMIN', 'STAFF']),
  createdAt: z.iso.datetime({ offset: true }),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListReplySchema = z.object({
  members: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
});
export type StaffListReply = z.infer<typeof staffListReplySchema>;

export const staffTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const staffUserParamsSchema = z.object({ userId: z.uuid() });

/** What the invitation page shows before the person answers it. */
export const staffInvitationPreviewSchema = z.object({
  email: z.string(),
  shopName: z.string(),
  /** Whether an account with the invited e-mail exists: the page then asks its owner to sign in to it. */
  accountExists: z.boolean(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type StaffInvitationPreview = z.infer<typeof staffInvitationPreviewSchema>;

/** A new account's name and password; a signed-in account with the invited e-mail sends nothing. */
export const acceptStaffInvitationBodySchema = z
  .object({
    displayName: z.string().trim().min(1).max(100),
    password: passwordSchema,
  })
  .partial();
