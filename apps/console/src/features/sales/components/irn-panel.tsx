import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { useSaveIrnMutation, type IrnInput } from '../api/use-e-invoice';

/**
 * "Record IRN": what the IRP answered for the uploaded e-invoice (IRN, acknowledgement number and date, signed QR
 * code). Once saved the invoice prints the IRN and the QR code; an IRN cannot be replaced.
 */
export function IrnPanel({ invoiceId, open, onClose, onSaved }: { invoiceId: number; open: boolean; onClose: () => void; onSaved: (message: string) => void }) {
  const [form] = Form.useForm<IrnInput>();
  const save = useSaveIrnMutation(invoiceId);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    const values = await form.validateFields();
    try {
      await save.mutateAsync(values);
      form.resetFields();
      onSaved('IRN saved successfully');
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Modal open={open} title="Record IRN" okText="Save" onOk={() => void submit()} confirmLoading={save.isPending} onCancel={onClose} destroyOnHidden>
      {error ? <Alert className="feedback-banner" type="error" showIcon title={error} /> : null}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="irn" label="IRN" rules={[{ required: true, message: 'IRN is required' },
          { pattern: /^[0-9a-fA-F]{64}$/, message: 'IRN must be the 64-character hash the IRP returned (0-9, a-f)' }]}>
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item name="ackNo" label="Ack No" rules={[{ required: true, message: 'Acknowledgement number is required' }]}>
          <Input maxLength={20} autoComplete="off" />
        </Form.Item>
        <Form.Item name="ackDate" label="Ack Date" extra="As the IRP returns it: yyyy-MM-dd HH:mm:ss"
          rules={[{ required: true, message: 'Acknowledgement date is required' }]}>
          <Input placeholder="2026-11-20 14:05:00" autoComplete="off" />
        </Form.Item>
        <Form.Item name="signedQrCode" label="Signed QR code" rules={[{ required: true, message: 'Signed QR code is required' }]}>
          <Input.TextArea rows={4} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
