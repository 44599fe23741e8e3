import type { Review } from '@durio/shared/schemas/catalogue';
import type { CreateReviewBody } from '@durio/shared/schemas/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

export interface CreateReviewInput {
  orderId: string;
  productId: string;
  body: CreateReviewBody;
}

/** Only the buyer of a delivered order, once per product per order (docs/product/catalogue.md). */
export function createReview({ orderId, productId, body }: CreateReviewInput): Promise<Review> {
  return apiRequest<Review>(apiPaths.orderItemReviews(orderId, productId), { method: 'POST', body });
}

/**
 * A new review changes the order line it came from and the ratings shown with products and farms, so every
 * query under those roots refetches. Not awaited: the dialog closes at once and the review appears when the
 * orders arrive.
 */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => {
      for (const root of ['orders', 'products', 'farms']) void queryClient.invalidateQueries({ queryKey: [root] });
    },
  });
}
