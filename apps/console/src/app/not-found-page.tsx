import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** Unknown path inside the logged-in layout. */
export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="404"
      subTitle="Sorry, the page you visited does not exist."
      extra={
        <Link to="/dashboard">
          <Button type="primary">Back to Dashboard</Button>
        </Link>
      }
    />
  );
}
