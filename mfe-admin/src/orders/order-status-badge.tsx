import { ORDER_STATUS_LABELS, type OrderStatus } from "@studio/contracts";
import { Badge, type BadgeTone } from "@studio/design-system";

const TONES: Record<OrderStatus, BadgeTone> = {
  pending: "neutral", payment_failed: "danger", paid: "accent", processing: "accent", shipped: "success",
  delivered: "success", cancelled: "neutral", refunded: "warning",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
