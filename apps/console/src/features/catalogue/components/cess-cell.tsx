import { Tag, Typography } from 'antd';
import type { CessFields } from '../api/catalogue-types';

/** "Applicable" with value and type, or "Not Applicable" (spec 2, category list). */
export function CessCell({ cess }: { cess: CessFields }) {
  if (!cess.cessApplicable || cess.cessType === 'NONE') return <Typography.Text type="secondary">Not Applicable</Typography.Text>;
  const value = cess.cessType === 'PERCENT' ? `${cess.cessValue}%` : `₹${cess.cessValue.toFixed(2)} / unit`;
  return (
    <span>
      <Tag color="orange">Applicable</Tag>
      {value} <Typography.Text type="secondary">({cess.cessType})</Typography.Text>
    </span>
  );
}
