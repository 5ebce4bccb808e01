import { Layout, Typography } from 'antd';
import { PRODUCT_NAME } from '../shared/brand-mark';

export function AppFooter() {
  return (
    <Layout.Footer className="app-footer">
      <Typography.Text type="secondary">
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </Typography.Text>
    </Layout.Footer>
  );
}
