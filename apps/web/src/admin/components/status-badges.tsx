import type { Farm } from '@durio/shared/schemas/catalogue';
import { orderStatusBadgeVariant } from '@durio/shared/order-status';
import { Badge } from '@/components/ui/badge';

const farmVariants = { PENDING: 'warning', VERIFIED: 'success', REJECTED: 'destructive' } as const;

export function FarmStatusBadge({ status }: { status: Farm['verificationStatus'] }) {
  return <Badge variant={farmVariants[status]}>{status}</Badge>;
}

/** An order's status; a pickup order's SHIPPED reads 'READY FOR PICKUP' (its parcel waits at the point). */
export function OrderStatusBadge({ status, isPickup = false }: { status: string; isPickup?: boolean }) {
  return <Badge variant={orderStatusBadgeVariant(status)}>{isPickup && status === 'SHIPPED' ? 'READY FOR PICKUP' : status}</Badge>;
}

const paymentVariants: Record<string, 'secondary' | 'success' | 'destructive' | 'info'> = {
  PENDING: 'secondary',
  PAID: 'success',
  FAILED: 'destructive',
  REFUNDED: 'info',
};

export function PaymentStatusBadge({ status }: { status: string }) {
  return <Badge variant={paymentVariants[status] ?? 'secondary'}>{status}</Badge>;
}
