import { orderStatusBadgeVariant, type OrderStatus } from '@durio/shared/order-status';
import type { PaymentStatus } from '@durio/shared/payment-status';
import {
  BanIcon,
  CircleCheckBigIcon,
  ClockIcon,
  CreditCardIcon,
  PackageIcon,
  RotateCcwIcon,
  TruckIcon,
  type LucideIcon,
} from 'lucide-react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';
import { RichText } from '@/lib/rich-text';
import { orderStatusLabel, paymentStatusLabel } from '../status-labels';

const statusIcons: Record<string, LucideIcon> = {
  PENDING: ClockIcon,
  PAID: CreditCardIcon,
  PROCESSING: PackageIcon,
  SHIPPED: TruckIcon,
  DELIVERED: CircleCheckBigIcon,
  CANCELLED: BanIcon,
};

/** The order status with its icon and its badge colour (docs/product/orders-and-payments.md). */
export function OrderStatusBadge({ status, isPickup = false }: { status: OrderStatus | string; isPickup?: boolean }) {
  const t = useT('buying');
  const Icon = statusIcons[status.toUpperCase()] ?? ClockIcon;
  return (
    <Badge variant={orderStatusBadgeVariant(status)}>
      <Icon aria-hidden="true" />
      <RichText
        area="buying"
        id="status.orderBadge"
        values={{ status: orderStatusLabel(t, status, isPickup) }}
        components={{ 0: <span className="sr-only" /> }}
      />
    </Badge>
  );
}

const paymentVariants: Record<PaymentStatus, BadgeVariant> = {
  PENDING: 'secondary',
  PAID: 'success',
  FAILED: 'destructive',
  REFUNDED: 'info',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useT('buying');
  const Icon = status === 'REFUNDED' ? RotateCcwIcon : CreditCardIcon;
  return (
    <Badge variant={paymentVariants[status] ?? 'secondary'}>
      <Icon aria-hidden="true" />
      <RichText
        area="buying"
        id="status.paymentBadge"
        values={{ status: paymentStatusLabel(t, status) }}
        components={{ 0: <span className="sr-only" /> }}
      />
    </Badge>
  );
}
