import { CodeOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { Link } from 'react-router';

export function DeveloperLink() {
  return (
    <Tooltip title="Developer APIs">
      <Link to="/developer" aria-label="Developer APIs">
        <Button type="text" shape="circle" icon={<CodeOutlined />} tabIndex={-1} />
      </Link>
    </Tooltip>
  );
}
