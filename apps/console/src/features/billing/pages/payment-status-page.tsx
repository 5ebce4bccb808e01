import { Button, Result, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PublicCard } from '../../../shared/public-card';

/**
 * Where the payment gateway sends the browser back (public: the session may have lapsed
 * during payment). Verifying the order needs the billing API, which is not built yet.
 */
export function PaymentStatusPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim();

  return (
    <PublicCard title="Payment Status">
      {orderId ? (
        <Result
          status="info"
          title="This area is not available yet"
          subTitle={
            <>
              Payment verification for order <Typography.Text code>{orderId}</Typography.Text> is being built. Your
              payment is confirmed by the payment gateway, not by this page; check Billing for the invoice status.
            </>
          }
          extra={
            <Link to="/billing">
              <Button type="primary">Back to Billing</Button>
            </Link>
          }
        />
      ) : (
        <Result
          status="warning"
          title="Invalid Payment Request"
          extra={
            <Link to="/billing">
              <Button type="primary">Back to Billing</Button>
            </Link>
          }
        />
      )}
    </PublicCard>
  );
}
