import type { Order } from '@durio/shared/schemas/orders';
import { useState, type ReactNode } from 'react';
import { PostedReview } from './posted-review';
import { WriteReviewDialog } from './write-review-dialog';

/**
 * The review part of a delivered order's line: its review once posted, else 'Write Review'. The stars are
 * drawn by the screen (`renderStars`), which owns the shared star display.
 */
export function OrderItemReview({
  orderId,
  item,
  renderStars,
  className,
  openAtStart = false,
}: {
  orderId: string;
  item: Order['items'][number];
  renderStars: (rating: number) => ReactNode;
  className?: string;
  /** The review link of the delivered e-mail named this item. */
  openAtStart?: boolean;
}) {
  // The button this replaces had focus; the posted review takes it over once the orders have refetched.
  const [justPosted, setJustPosted] = useState(false);
  if (item.review) {
    return (
      <PostedReview review={item.review} stars={renderStars(item.review.rating)} focusOnMount={justPosted} className={className} />
    );
  }
  return (
    <div className={className}>
      <WriteReviewDialog
        orderId={orderId}
        productId={item.product.id}
        productName={item.product.name}
        onSubmitted={() => setJustPosted(true)}
        openAtStart={openAtStart}
      />
    </div>
  );
}
