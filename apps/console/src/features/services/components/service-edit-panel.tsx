import { Form, Input, Switch, Typography } from 'antd';
import { check } from '../../../shared/form-rules';
import { FormPanel } from '../../../shared/form-panel';
import { useUpdateServiceMutation, type Service } from '../api/services-api';
import { priceLineOf } from './service-card';

/** The API's message for a bad price, so the form and the server say the same. */
export const PRICE_MESSAGE = 'Price must be a positive amount with at most 2 decimals';
const PRICE = /^\d{1,12}(\.\d{1,2})?$/;

interface ServiceForm {
  price: string;
  available: boolean;
}

/** The provider's side panel: price (rupees) and whether companies can subscribe. */
export function ServiceEditPanel({ service, onClose, onSaved }: { service: Service | null; onClose: () => void; onSaved: (message: string) => void }) {
  const update = useUpdateServiceMutation();
  return (
    <FormPanel<ServiceForm, { message: string }>
      open={service !== null}
      record={service}
      title={service ? `Edit ${service.name}` : ''}
      formId="service-form"
      values={{ price: service?.price ?? '', available: service?.available ?? false }}
      submit={(values) => update.mutateAsync({ appId: service!.appId, price: values.price.trim(), available: values.available })}
      onSaved={(message) => onSaved(message)}
      onClose={onClose}
      intro={service ? (
        <Typography.Paragraph type="secondary">
          Now: {priceLineOf(service)}. A new price applies to invoices raised after the change.
        </Typography.Paragraph>
      ) : null}
    >
      <Form.Item
        name="price"
        label={`Price (₹ ${service?.priceLabel ?? ''})`}
        rules={[{ required: true, whitespace: true, message: 'Price is required' }, check((v) => PRICE.test(v.trim()), PRICE_MESSAGE)]}
      >
        <Input inputMode="decimal" prefix="₹" autoFocus />
      </Form.Item>
      <Form.Item
        name="available"
        label="Available to companies"
        valuePropName="checked"
        extra="When off, companies see Coming Soon and cannot subscribe; those already subscribed keep it until they unsubscribe."
      >
        <Switch aria-label="Available to companies" />
      </Form.Item>
    </FormPanel>
  );
}
