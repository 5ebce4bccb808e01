import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Result, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api';
import { formatMoney } from '../../../shared/format';
import { PublicCard } from '../../../shared/public-card';
import { checkPaymentStatus, useSupportContactQuery } from '../api/billing-api';
import { billingKeys } from '../api/billing-keys';

/** While PhonePe has not decided, ask again every few seconds, for at most two minutes. */
const RECHECK_MS = 4000;
const RECHECK_FOR_MS = 2 * 60_000;

function HelpBlock({ known }: { known?: { email: string | null; phone: string } }) {
  // The status answer carries the contact; without an order id the page asks for it alone.
  const support = useSupportContactQuery();
  const contact = known ?? support.data;
  const phone = contact?.phone ? <a href={`tel:${contact.phone}`}>{contact.phone}</a> : null;
  return (
    <Alert
      className="payment-status__help"
      type="info"
      title="Need help with a payment?"
      description={contact?.email ? (
        <>Write to <a href={`mailto:${contact.email}`}>{contact.email}</a>{phone ? <> or call {phone}</> : null} with the order id shown above.</>
      ) : phone ? (
        <>Call {phone} with the order id shown above.</>
      ) : 'Contact our billing team with the order id shown above.'}
    />
  );
}

/**
 * Where PhonePe sends the browser back (public: the session may have lapsed while paying). The server asks
 * PhonePe for the order's status (never trusting this redirect) and the page shows its message.
 */
export function PaymentStatusPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim() ?? '';
  const queryClient = useQueryClient();
  const openedAt = useRef(Date.now());
  const status = useQuery({
    queryKey: billingKeys.paymentStatus(orderId),
    queryFn: () => checkPaymentStatus(orderId),
    enabled: orderId !== '',
    retry: false,
    refetchInterval: (query) => (query.state.data?.status.state === 'PENDING' && Date.now() - openedAt.current < RECHECK_FOR_MS ? RECHECK_MS : false),
  });
  const state = status.data?.status.state;

  useEffect(() => {
    // Billing lists and the dashboard's due count change once a payment is settled.
    if (state === 'COMPLETED' || state === 'FAILED') void queryClient.invalidateQueries({ queryKey: billingKeys.all, predicate: (q) => q.queryKey[1] !== 'payment-status' });
  }, [state, queryClient]);

  let body;
  if (!orderId) {
    body = <Result status="warning" title="Invalid Payment Request" />;
  } else if (status.isPending) {
    body = (
      <Flex vertical align="center" gap="middle" className="payment-status__checking" role="status">
        <Spin size="large" />
        <Typography.Text>Checking payment status...</Typography.Text>
      </Flex>
    );
  } else if (status.isError) {
    body = <Result status="error" title="Payment not verified" subTitle={errorMessage(status.error)} />;
  } else {
    const { status: result, message } = status.data;
    body = (
      <Result
        status={result.state === 'COMPLETED' ? 'success' : result.state === 'FAILED' ? 'error' : 'info'}
        title={<span role="status">{message}</span>}
        subTitle={`Invoice ${result.invoiceNo} · ${formatMoney(result.amount)} · Order ${result.orderId}`}
      />
    );
  }

  return (
    <PublicCard title="Payment Status">
      {body}
      <Flex vertical gap="middle">
        <Link to="/billing">
          <Button type="primary" block>Back to Billing</Button>
        </Link>
        <HelpBlock known={status.data ? { email: status.data.status.supportEmail, phone: status.data.status.supportPhone } : undefined} />
      </Flex>
    </PublicCard>
  );
}
