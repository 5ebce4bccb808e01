import { EditOutlined, HistoryOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Switch, Tag, Typography } from 'antd';
import { useThemeMode } from '../../../core/theme-mode';
import { cardBackground } from '../../../shared/card-variants';
import { formatMoney } from '../../../shared/format';
import type { Service } from '../api/services-api';

export interface ServiceCardProps {
  service: Service;
  index: number;
  busy: boolean;
  /** Subscribes or unsubscribes; absent when the role cannot (services.write): the card shows the state only. */
  onToggle?: (service: Service) => void;
  onHistory: (service: Service) => void;
  /** The provider's administrator edits price and availability (the provider view of the page). */
  onEdit?: (service: Service) => void;
}

const CYCLE: Record<string, string> = { MONTHLY: 'month', YEARLY: 'year' };

/** "₹799.00 per month, billed every month". */
export function priceLineOf(service: Service): string {
  const price = service.currency === 'INR' ? formatMoney(service.price) : `${service.price} ${service.currency}`;
  return `${price} ${service.priceLabel}, billed every ${CYCLE[service.paymentCycle] ?? service.paymentCycle.toLowerCase()}`;
}

/**
 * The question before a subscription changes, with the price and the billing cycle:
 * "Subscribe to HRMS for ₹699.00 per month?" / "Unsubscribe from HRMS (₹699.00 per month)?".
 */
export function subscriptionQuestion(service: Service): string {
  const price = service.currency === 'INR' ? formatMoney(service.price) : `${service.price} ${service.currency}`;
  const cycle = `per ${CYCLE[service.paymentCycle] ?? service.paymentCycle.toLowerCase()}`;
  return service.isSubscribed
    ? `Unsubscribe from ${service.name} (${price} ${cycle})?`
    : `Subscribe to ${service.name} for ${price} ${cycle}?`;
}

/** Cards cycle through 4 colour variants (the spec), on this page and on dashboards. */
export function ServiceCard({ service, index, busy, onToggle, onHistory, onEdit }: ServiceCardProps) {
  const { mode } = useThemeMode();
  // The provider sees the price it set even while companies see Coming Soon.
  const priceLine = service.available || onEdit ? priceLineOf(service) : 'Pricing will be announced soon';
  return (
    <Card
      data-testid={`service-${service.appId}`}
      className="service-card"
      style={{ background: cardBackground(index, mode), height: '100%' }}
      title={service.name}
      extra={service.available && !onToggle ? (
        <Tag color={service.isSubscribed ? 'green' : 'default'}>{service.isSubscribed ? 'Subscribed' : 'Not subscribed'}</Tag>
      ) : service.available && onToggle ? (
        <Switch
          aria-label={`Subscribe to ${service.name}`}
          checked={service.isSubscribed}
          loading={busy}
          disabled={busy}
          checkedChildren="Subscribed"
          unCheckedChildren="Subscribe"
          onChange={() => onToggle(service)}
        />
      ) : <Tag color="default">Coming Soon</Tag>}
    >
      <Flex vertical gap={8}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{service.description}</Typography.Paragraph>
        <Typography.Text strong>{priceLine}</Typography.Text>
        {onEdit && !service.available ? (
          <Typography.Text type="secondary">Companies see Coming Soon and cannot subscribe yet.</Typography.Text>
        ) : null}
        <Flex gap={8} wrap>
          <Button size="small" icon={<HistoryOutlined />} onClick={() => onHistory(service)}>History</Button>
          {onEdit ? (
            <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${service.name}`} onClick={() => onEdit(service)}>Edit</Button>
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
}
