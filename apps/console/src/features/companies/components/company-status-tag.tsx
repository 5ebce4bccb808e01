import { Tag } from 'antd';

export function CompanyStatusTag({ active }: { active: boolean }) {
  return active ? <Tag color="success">Active</Tag> : <Tag color="default">Inactive</Tag>;
}
