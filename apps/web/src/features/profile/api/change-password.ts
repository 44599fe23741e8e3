import { messageReplySchema } from '@durio/shared/schemas/common';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

/** A real call, which also signs out every other session of the account (docs/product/accounts-and-tokens.md). */
export async function changePassword(body: { currentPassword: string; newPassword: string }): Promise<string> {
  const reply = messageReplySchema.safeParse(await apiRequest<unknown>(apiPaths.changePassword, { method: 'POST', body }));
  if (!reply.success || !reply.data.success) throw new Error('Failed to change password');
  return reply.data.message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
