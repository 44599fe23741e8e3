import type { OrderStatus, PaymentStatus } from '@durio/shared/order-status';
import { orderStatusBadgeVariant } from '@durio/shared/order-status';
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

const statusIcons: Record<string, LucideIcon> = {
  PENDING: ClockIcon,
  PAID: CreditCardIcon,
  PROCESSING: PackageIcon,
  SHIPPED: TruckIcon,
  DELIVERED: CircleCheckBigIcon,
  CANCELLED: BanIcon,
};

/** 'PROCESSING' → 'Processing'. */
export function statusLabel(status: string): string {
  const lower = status.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** The order status with its icon and the spec's badge colour (checkout spec §4). */
export function OrderStatusBadge({ status }: { status: OrderStatus | string }) {
  const Icon = statusIcons[status.toUpperCase()] ?? ClockIcon;
  return (
    <Badge variant={orderStatusBadgeVariant(status)}>
      <Icon aria-hidden="true" />
      <span className="sr-only">Order status: </span>
      {statusLabel(status)}
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
  const Icon = status === 'REFUNDED' ? RotateCcwIcon : CreditCardIcon;
  return (
    <Badge variant={paymentVariants[status] ?? 'secondary'}>
      <Icon aria-hidden="true" />
      <span className="sr-only">Payment status: </span>
      Payment {statusLabel(status)}
    </Badge>
  );
}
