import type { StaffInvitation, staffInvitationBodySchema } from '@durio/shared/schemas/staff';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { language } from '@/lib/i18n';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminStaffKeys } from '../../api/admin-query-keys';

/** Invites `email` to work orders; the e-mail is written in the console's language (docs/product/staff.md). */
export function inviteStaff(body: Omit<z.input<typeof staffInvitationBodySchema>, 'language'>): Promise<StaffInvitation> {
  return apiRequest<StaffInvitation>(adminApiPaths.staffInvitations, { method: 'POST', body: { ...body, language } });
}

/** A new (or replaced) invitation changes only the staff page's list. */
export function useInviteStaff(toasts: AdminToasts<StaffInvitation>) {
  return useAdminWrite({ write: inviteStaff, toasts, invalidates: () => [adminStaffKeys.all] });
}
