import { Tag } from 'antd';
import type { PaymentStatus } from '../api/inventory-types';

const COLORS: Record<PaymentStatus, string> = { PAID: 'green', PARTIAL: 'gold', UNPAID: 'red' };

export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  return <Tag color={COLORS[status]}>{status}</Tag>;
}
