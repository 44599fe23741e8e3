import type { AdminClaim, DecideClaimBody } from '@durio/shared/schemas/claims';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminClaimsKeys, adminCreditKeys, adminDashboardKeys, adminHistoryKeys, adminOrdersKeys } from '../../api/admin-query-keys';

/*
 * Deciding a claim (docs/product/fruit-guarantee.md) moves money: it changes the claims, the order (its updates, its
 * money), its history, the dashboard's claim rates, and the customer's credit when it is given as credit.
 */
const keysChangedByDecision = (claim: AdminClaim) => [
  adminClaimsKeys.all,
  adminOrdersKeys.all,
  adminHistoryKeys.of('order', claim.orderId),
  adminDashboardKeys.all,
  ...(claim.customer ? [adminCreditKeys.of(claim.customer.id)] : []),
];

export function decideClaim({ id, body }: { id: string; body: DecideClaimBody }): Promise<AdminClaim> {
  return apiRequest<AdminClaim>(adminApiPaths.claim(id), { method: 'PUT', body });
}

export function useDecideClaim(toasts: AdminToasts<AdminClaim>) {
  return useAdminWrite({ write: decideClaim, toasts, invalidates: keysChangedByDecision });
}
