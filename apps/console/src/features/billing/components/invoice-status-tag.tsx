import { Tag } from 'antd';

/** PAID versus anything else (spec 4: the invoice payment status). */
export function InvoiceStatusTag({ status }: { status: string }) {
  return <Tag color={status === 'PAID' ? 'green' : 'volcano'}>{status}</Tag>;
}
