import type { Claim, CreateClaimBody } from '@durio/shared/schemas/claims';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

export interface CreateClaimInput {
  orderId: string;
  itemId: string;
  body: CreateClaimBody;
}

/** A claim for one line of the customer's delivered order, with 1 to 3 photos (docs/product/fruit-guarantee.md). */
export function createClaim({ orderId, itemId, body }: CreateClaimInput): Promise<Claim> {
  return apiRequest<Claim>(apiPaths.orderItemClaims(orderId, itemId), { method: 'POST', body });
}

/** The claim shows on its order line, so the orders refetch. */
export function useCreateClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClaim,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
