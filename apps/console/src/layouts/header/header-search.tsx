import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';

/** Placeholder search in the header. The spec keeps it non-functional for now. */
export function HeaderSearch() {
  return (
    <Input
      className="header-search"
      prefix={<SearchOutlined />}
      placeholder="Search"
      aria-label="Search (coming soon)"
      variant="filled"
    />
  );
}
