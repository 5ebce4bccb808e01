import { normalizeAmountInput } from '@bizdesk/shared';
import { Form, Switch, Table, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { check } from '../../../shared/form-rules';
import { DateField, dateRule } from '../../../shared/date-field';
import { AmountInput } from '../../../shared/text-inputs';
import { FormPanel } from '../../../shared/form-panel';
import { formatDate, formatMoney } from '../../../shared/format';
import { usePriceHistoryQuery, type PriceHistoryEntry } from '../api/price-history-api';
import { useUpdateServiceMutation, type Service } from '../api/services-api';
import { priceLineOf } from './service-card';
import { dateColumn, moneyColumn } from '../../../shared/list-columns';

/** The API's message for a bad price, so the form and the server say the same. */
export const PRICE_MESSAGE = 'Price must be a positive amount with at most 2 decimals';
const PRICE = /^\d{1,12}(\.\d{1,2})?$/;

interface ServiceForm {
  price: string;
  effectiveFrom: Dayjs | null;
  available: boolean;
}

/** Tomorrow in India: the earliest day a price change may take effect (a day begun may be billed already). */
function earliestEffectiveDay(): Dayjs {
  return dayjs(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)).add(1, 'day');
}

const HISTORY_COLUMNS: TableColumnsType<PriceHistoryEntry> = [
  { title: 'Effective From', dataIndex: 'effectiveFrom', render: (d: string) => (d <= '2000-01-01' ? 'Before price history' : formatDate(d)) },
  moneyColumn('Price', 'price'),
  { title: 'Changed By', dataIndex: 'changedBy' },
  dateColumn('Changed On', 'createdOn'),
];

/**
 * The provider's side panel: a new price (rupees) from a day (tomorrow by default: days already begun keep the
 * price they were used at, and subscribers are mailed), whether companies can subscribe, and the price history.
 */
export function ServiceEditPanel({ service, onClose, onSaved }: { service: Service | null; onClose: () => void; onSaved: (message: string) => void }) {
  const update = useUpdateServiceMutation();
  const history = usePriceHistoryQuery(service?.appId ?? null);
  return (
    <FormPanel<ServiceForm, { message: string }>
      open={service !== null}
      record={service}
      title={service ? `Edit ${service.name}` : ''}
      formId="service-form"
      values={{ price: service?.nextPrice ?? service?.price ?? '', effectiveFrom: earliestEffectiveDay(), available: service?.available ?? false }}
      submit={(values) => {
        const price = normalizeAmountInput(values.price);
        // The price unchanged: only availability is saved (no price change, no mail to subscribers).
        const changed = price !== service!.price && Number(price) !== Number(service!.nextPrice ?? service!.price);
        return update.mutateAsync({
          appId: service!.appId, available: values.available,
          ...(changed ? { price, effectiveFrom: (values.effectiveFrom ?? earliestEffectiveDay()).format('YYYY-MM-DD') } : {}),
        });
      }}
      onSaved={(message) => onSaved(message)}
      onClose={onClose}
      intro={service ? (
        <Typography.Paragraph type="secondary">
          Now: {priceLineOf(service)}.
          {service.nextPrice && service.nextPriceFrom ? ` From ${formatDate(service.nextPriceFrom)}: ${formatMoney(service.nextPrice)} ${service.priceLabel}.` : ''}
          {' '}A new price applies from its effective day; usage before it is billed at the price in force on the day of use.
        </Typography.Paragraph>
      ) : null}
    >
      <Form.Item
        name="price"
        label={`Price (₹ ${service?.priceLabel ?? ''})`}
        rules={[{ required: true, whitespace: true, message: 'Price is required' }, check((v) => PRICE.test(normalizeAmountInput(v)), PRICE_MESSAGE)]}
      >
        <AmountInput prefix="₹" autoFocus />
      </Form.Item>
      <Form.Item
        name="effectiveFrom"
        label="Effective From"
        extra="Tomorrow at the earliest. Subscribers are told by mail."
        rules={[{ required: true, message: 'Effective From is required' }, dateRule]}
      >
        <DateField disabledDate={(d) => d.isBefore(earliestEffectiveDay(), 'day')} />
      </Form.Item>
      <Form.Item
        name="available"
        label="Available to companies"
        valuePropName="checked"
        extra="When off, companies see Coming Soon and cannot subscribe; those already subscribed keep it until they unsubscribe."
      >
        <Switch aria-label="Available to companies" />
      </Form.Item>
      <Typography.Title level={5}>Price history</Typography.Title>
      <Table<PriceHistoryEntry>
        rowKey="id"
        size="small"
        columns={HISTORY_COLUMNS}
        dataSource={history.data ?? []}
        loading={history.isPending && service !== null}
        pagination={{ pageSize: 5, hideOnSinglePage: true }}
        locale={{ emptyText: 'No price changes yet' }}
      />
    </FormPanel>
  );
}
