import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { PageFrame, type BreadcrumbLevel } from './page-frame';

export interface NotAvailableYetProps {
  title: string;
  parent?: BreadcrumbLevel;
}

/** Stands in for an area whose module is not built yet, so every route resolves to a real page. */
export function NotAvailableYet({ title, parent }: NotAvailableYetProps) {
  return (
    <PageFrame title={title} parent={parent}>
      <Result
        status="info"
        title="This area is not available yet"
        subTitle={`${title} is being built and will appear here in an upcoming release.`}
        extra={
          <Link to="/dashboard">
            <Button type="primary">Back to Dashboard</Button>
          </Link>
        }
      />
    </PageFrame>
  );
}
