import { Form, Input, Switch, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { FormPanelFooter } from '../../../shared/form-panel-footer';
import { check } from '../../../shared/form-rules';
import { showServerFieldErrors } from '../../../shared/server-field-errors';
import { SidePanel } from '../../../shared/side-panel';
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
  const [form] = Form.useForm<ServiceForm>();
  const update = useUpdateServiceMutation();
  const [banner, setBanner] = useState<Banner | null>(null);
  return (
    <SidePanel
      open={service !== null}
      title={service ? `Edit ${service.name}` : ''}
      onClose={onClose}
      footer={<FormPanelFooter formId="service-form" saving={update.isPending} onClose={onClose} />}
    >
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      {service ? (
        <Form<ServiceForm>
          id="service-form"
          form={form}
          layout="vertical"
          initialValues={{ price: service.price, available: service.available }}
          onFinish={async (values) => {
            setBanner(null);
            try {
              const res = await update.mutateAsync({ appId: service.appId, price: values.price.trim(), available: values.available });
              onSaved(res.message);
            } catch (error) {
              showServerFieldErrors(form, error);
              setBanner({ type: 'warning', text: errorMessage(error) });
            }
          }}
        >
          <Typography.Paragraph type="secondary">
            Now: {priceLineOf(service)}. A new price applies to invoices raised after the change.
          </Typography.Paragraph>
          <Form.Item
            name="price"
            label={`Price (₹ ${service.priceLabel})`}
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
        </Form>
      ) : null}
    </SidePanel>
  );
}
