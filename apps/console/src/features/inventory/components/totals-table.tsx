import { formatPaise } from '@bizdesk/shared';
import { Descriptions } from 'antd';

export interface TotalsInPaise {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  total: number;
}

/** Taxable value, CGST/SGST or IGST (only the ones above 0), cess, and the total. */
export function TotalsTable({ totals }: { totals: TotalsInPaise }) {
  const rows = [
    { key: 'taxable', label: 'Taxable Value', value: totals.taxable, show: true },
    { key: 'cgst', label: 'CGST', value: totals.cgst, show: totals.cgst > 0 },
    { key: 'sgst', label: 'SGST', value: totals.sgst, show: totals.sgst > 0 },
    { key: 'igst', label: 'IGST', value: totals.igst, show: totals.igst > 0 },
    { key: 'cess', label: 'CESS', value: totals.cess, show: totals.cess > 0 },
    { key: 'total', label: 'Total', value: totals.total, show: true },
  ];
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      className="totals-table"
      items={rows.filter((r) => r.show).map((r) => ({ key: r.key, label: r.label, children: <strong>{formatPaise(r.value)}</strong> }))}
    />
  );
}
