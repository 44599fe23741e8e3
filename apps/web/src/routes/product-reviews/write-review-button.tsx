import type { Order } from '@durio/shared/schemas/orders';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircleIcon, PenLineIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useSignInDialog } from '@/components/sign-in-dialog';
import { Button } from '@/components/ui/button';
import { ordersQueryOptions } from '@/features/orders/api/list-orders';
import { errorMessage } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { getTokens } from '@/lib/session-tokens';

type ReviewTarget = { kind: 'order'; orderId: string } | { kind: 'reviewed' } | { kind: 'not-delivered' };

/** A product is reviewed once per delivered order that holds it (docs/product/catalogue.md). */
function findReviewTarget(orders: Order[], productId: string): ReviewTarget {
  const delivered = orders.filter(
    (order) => order.reviewable && order.items.some((item) => item.product.id === productId),
  );
  const open = delivered.find((order) => order.items.some((item) => item.product.id === productId && item.review === null));
  if (open) return { kind: 'order', orderId: open.id };
  return delivered.length > 0 ? { kind: 'reviewed' } : { kind: 'not-delivered' };
}

/**
 * 'Write a Review' (docs/product/catalogue.md): leads the buyer to the delivered order holding this durian, where the
 * review is written, or says why there is none to write. A visitor signs in first.
 */
export function WriteReviewButton({ productId }: { productId: string }) {
  const t = useT('catalogue');
  const { isSignedIn } = useAuth();
  const { openSignIn } = useSignInDialog();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);

  const check = async () => {
    // Read from the stored session: right after the sign-in dialog, the render's auth state is not yet new.
    const userId = getTokens()?.userId ?? null;
    if (!userId) return;
    setChecking(true);
    try {
      // Fresh orders: a delivery or a review may have happened since the list was cached.
      const orders = await queryClient.fetchQuery({ ...ordersQueryOptions(userId), staleTime: 0 });
      const target = findReviewTarget(orders, productId);
      if (target.kind === 'order') navigate(paths.order(target.orderId));
      else if (target.kind === 'reviewed') toast.info(t('reviews.write.alreadyReviewed'));
      else toast.info(t('reviews.write.notDelivered'));
    } catch (error) {
      toast.error(errorMessage(error, t('reviews.write.ordersError')));
    } finally {
      setChecking(false);
    }
  };

  return (
    <Button disabled={checking} onClick={() => (isSignedIn ? void check() : openSignIn(() => void check()))}>
      {checking ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <PenLineIcon aria-hidden="true" />}
      {t('reviews.write.button')}
    </Button>
  );
}
