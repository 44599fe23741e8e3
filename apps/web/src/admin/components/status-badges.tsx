import type { Farm } from '@durio/shared/schemas/catalogue';
import { orderStatusBadgeVariant } from '@durio/shared/order-status';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';
import { farmStatusLabel, orderStatusLabel, paymentStatusLabel } from './status-labels';

const farmVariants = { PENDING: 'warning', VERIFIED: 'success', REJECTED: 'destructive' } as const;

export function FarmStatusBadge({ status }: { status: Farm['verificationStatus'] }) {
  const t = useT('admin');
  return <Badge variant={farmVariants[status]}>{farmStatusLabel(t, status)}</Badge>;
}

/** An order's status; a pickup order's SHIPPED reads 'READY FOR PICKUP' (its parcel waits at the point). */
export function OrderStatusBadge({ status, isPickup = false }: { status: string; isPickup?: boolean }) {
  const t = useT('admin');
  return <Badge variant={orderStatusBadgeVariant(status)}>{orderStatusLabel(t, status, isPickup)}</Badge>;
}

const paymentVariants: Record<string, 'secondary' | 'success' | 'destructive' | 'info'> = {
  PENDING: 'secondary',
  PAID: 'success',
  FAILED: 'destructive',
  REFUNDED: 'info',
};

export function PaymentStatusBadge({ status }: { status: string }) {
  const t = useT('admin');
  return <Badge variant={paymentVariants[status] ?? 'secondary'}>{paymentStatusLabel(t, status)}</Badge>;
}
