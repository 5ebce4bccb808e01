import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { isValidUpiId } from '@bizdesk/shared';
import { Button, Card, Flex, Form, Input, Skeleton, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api';
import { useCan } from '../../../core/access';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { showServerFieldErrors } from '../../../shared/server-field-errors';
import {
  useInvoiceDetailsQuery, useLogoMutation, useSaveInvoiceDetailsMutation, type InvoiceDetails, type InvoiceDetailsInput,
} from '../api/use-invoice-details';

const LOGO_MAX_BYTES = 256 * 1024;
const LOGO_TYPES = ['image/png', 'image/jpeg'];

type Values = Record<keyof InvoiceDetailsInput, string>;

function toValues(d: InvoiceDetails): Values {
  return {
    phone: d.phone ?? '', email: d.email ?? '', bankName: d.bankName ?? '', accountNumber: d.accountNumber ?? '', ifsc: d.ifsc ?? '', upiId: d.upiId ?? '',
  };
}

/** What people write around a phone number: dropped before the check, as the API does. */
export function cleanPhone(text: string): string {
  let digits = text.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (/^91\d{10}$/.test(digits)) digits = digits.slice(2);
  return digits;
}

const optional = (test: (v: string) => boolean, message: string) => ({
  validator: (_: unknown, value: string | undefined) => (!value?.trim() || test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(message))),
});

/**
 * The company profile's invoice details (issue 31 item 6): phone, e-mail, logo, bank account with IFSC and UPI id,
 * printed on every sale invoice; the UPI id makes the invoice's payment QR. company.write edits, others read.
 */
export function InvoiceDetailsCard() {
  const details = useInvoiceDetailsQuery();
  const save = useSaveInvoiceDetailsMutation();
  const logo = useLogoMutation();
  const mayWrite = useCan('company.write');
  const [form] = Form.useForm<Values>();
  const [banner, setBanner] = useState<Banner | null>(null);

  useEffect(() => {
    if (details.data) form.setFieldsValue(toValues(details.data));
  }, [details.data, form]);

  const submit = async (values: Values) => {
    setBanner(null);
    try {
      const res = await save.mutateAsync(values);
      form.setFieldsValue(toValues(res.data));
      setBanner({ type: 'success', text: res.message || 'Invoice details saved.' });
    } catch (e) {
      showServerFieldErrors(form, e);
      setBanner({ type: 'warning', text: errorMessage(e) });
    }
  };

  const changeLogo = async (file: File | null) => {
    setBanner(null);
    if (file && !LOGO_TYPES.includes(file.type)) return setBanner({ type: 'warning', text: 'The logo must be a PNG or JPEG image' });
    if (file && file.size > LOGO_MAX_BYTES) return setBanner({ type: 'warning', text: 'The logo must be at most 256 KB' });
    try {
      const res = await logo.mutateAsync(file);
      setBanner({ type: 'success', text: res.message });
      await details.refetch();
    } catch (e) {
      setBanner({ type: 'warning', text: errorMessage(e) });
    }
    return undefined;
  };

  return (
    <Card className="narrow-card" title="On your invoices">
      <FeedbackBanner banner={details.isError ? { type: 'warning', text: errorMessage(details.error) } : banner} onClose={() => setBanner(null)} />
      {details.isPending ? <Skeleton active paragraph={{ rows: 5 }} /> : (
        <>
          <Flex align="center" gap="middle" style={{ marginBottom: 16 }}>
            {details.data?.logo
              ? <img src={details.data.logo} alt="Company logo" style={{ maxHeight: 56, maxWidth: 160, objectFit: 'contain' }} />
              : <Typography.Text type="secondary">No logo</Typography.Text>}
            {mayWrite ? (
              <>
                <Upload accept="image/png,image/jpeg" showUploadList={false} beforeUpload={(file) => { void changeLogo(file); return false; }}>
                  <Button icon={<UploadOutlined />} loading={logo.isPending}>{details.data?.logo ? 'Change logo' : 'Upload logo'}</Button>
                </Upload>
                {details.data?.logo ? <Button icon={<DeleteOutlined />} onClick={() => void changeLogo(null)} disabled={logo.isPending}>Remove</Button> : null}
              </>
            ) : null}
          </Flex>
          <Typography.Paragraph type="secondary">PNG or JPEG, at most 256 KB.</Typography.Paragraph>
          <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} disabled={!mayWrite} validateTrigger={['onChange', 'onBlur']}>
            <Form.Item name="phone" label="Phone" rules={[optional((v) => /^(?:[6-9]\d{9}|0\d{9,10})$/.test(cleanPhone(v)), 'Phone must be a 10-digit mobile number or a landline with its STD code')]}>
              <Input inputMode="tel" placeholder="98200 00001 or 080-41234567" />
            </Form.Item>
            <Form.Item name="email" label="E-mail" rules={[{ type: 'email', message: 'Please enter a valid email' }]}>
              <Input inputMode="email" />
            </Form.Item>
            <Form.Item name="bankName" label="Bank name">
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="accountNumber" label="Account number" rules={[optional((v) => /^\d{9,18}$/.test(v.replace(/\s/g, '')), 'Account number must be 9 to 18 digits')]}>
              <Input inputMode="numeric" />
            </Form.Item>
            <Form.Item name="ifsc" label="IFSC" rules={[optional((v) => /^[A-Z]{4}0[A-Z0-9]{6}$/.test(v.toUpperCase()), 'IFSC must be 11 characters: 4 letters, 0, then 6 letters or digits')]}>
              <Input style={{ textTransform: 'uppercase' }} />
            </Form.Item>
            <Form.Item name="upiId" label="UPI id" extra="Invoices with an amount due print a QR code that pays it to this UPI id." rules={[optional(isValidUpiId, 'UPI id must look like name@bank')]}>
              <Input placeholder="shop@okhdfcbank" />
            </Form.Item>
            {mayWrite ? (
              <Button type="primary" htmlType="submit" loading={save.isPending}>Save invoice details</Button>
            ) : null}
          </Form>
        </>
      )}
    </Card>
  );
}
