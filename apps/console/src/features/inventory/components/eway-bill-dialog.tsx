import { Alert, Checkbox, Col, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { DateField, dateRule } from '../../../shared/date-field';
import { useTransportersQuery, type EwayTransportInput } from '../api/use-transporters';

export const TRANSPORT_MODE_OPTIONS = [
  { value: 'ROAD', label: 'Road' },
  { value: 'RAIL', label: 'Rail' },
  { value: 'AIR', label: 'Air' },
  { value: 'SHIP', label: 'Ship' },
] as const;

interface EwayValues {
  transporter?: number;
  transportMode?: EwayTransportInput['transportMode'];
  distanceKm?: number | null;
  vehicleNo?: string;
  transporterId?: string;
  transportDocNo?: string;
  transportDocDate?: Dayjs | null;
  force?: boolean;
}

export interface EwayBillDialogProps {
  /** The document the bill is for (its number in the title); null: closed. */
  document: { id: number; number: string } | null;
  onClose: () => void;
  /** Fetches and saves the file; a refusal (at ₹50,000 or less, no PIN ...) rejects with the server's message. */
  download: (id: number, number: string, input: EwayTransportInput) => Promise<void>;
}

/**
 * "E-way bill": the transport of the goods (a saved transporter, or mode, distance and vehicle typed here; typed values
 * win over the saved ones) and then the portal's bulk JSON as a file. The server's refusal shows in the dialog, so the
 * user can tick "make it anyway" for goods worth ₹50,000 or less.
 */
export function EwayBillDialog({ document, onClose, download }: EwayBillDialogProps) {
  const [form] = Form.useForm<EwayValues>();
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const transporters = useTransportersQuery({ search, page: 0 }, document !== null);
  const mode = Form.useWatch('transportMode', form);
  const text = (v?: string) => (v?.trim() ? v.trim() : undefined);

  const submit = async (values: EwayValues) => {
    if (!document) return;
    setBusy(true);
    setProblem(null);
    try {
      await download(document.id, document.number, {
        transporter: values.transporter, transportMode: values.transportMode, distanceKm: values.distanceKm ?? undefined,
        vehicleNo: text(values.vehicleNo), transporterId: text(values.transporterId), transportDocNo: text(values.transportDocNo),
        transportDocDate: values.transportDocDate?.format('YYYY-MM-DD'), force: values.force,
      });
      onClose();
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={document !== null}
      title={`E-way bill${document ? `: ${document.number}` : ''}`}
      okText="Download JSON"
      onOk={() => form.submit()}
      confirmLoading={busy}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      {problem ? <Alert className="feedback-banner" type="warning" showIcon title={problem} /> : null}
      <Form<EwayValues> form={form} layout="vertical" onFinish={(v) => void submit(v)} preserve={false}>
        <Form.Item name="transporter" label="Saved transporter" extra="Its mode, vehicle, GSTIN and distance fill whatever is left blank below.">
          <Select
            aria-label="Saved transporter"
            allowClear
            placeholder="None"
            loading={transporters.isFetching}
            showSearch={{ filterOption: false, onSearch: setSearch }}
            options={(transporters.data?.list ?? []).map((t) => ({ value: t.id, label: t.vehicleNo ? `${t.name} (${t.vehicleNo})` : t.name }))}
            notFoundContent={transporters.isPending ? 'Loading...' : 'No saved transporters'}
          />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="transportMode" label="Mode">
              <Select aria-label="Mode" allowClear placeholder="Road" options={[...TRANSPORT_MODE_OPTIONS]} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="distanceKm" label="Distance (km)" extra="0: the portal works it out from the PIN codes">
              <InputNumber aria-label="Distance (km)" min={0} max={4000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="vehicleNo" label="Vehicle number">
              <Input aria-label="Vehicle number" placeholder="MH12AB1234" maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="transporterId" label="Transporter GSTIN / TRANSIN">
              <Input aria-label="Transporter GSTIN" maxLength={15} />
            </Form.Item>
          </Col>
        </Row>
        {mode && mode !== 'ROAD' ? (
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item name="transportDocNo" label="Transport document no.">
                <Input aria-label="Transport document no." maxLength={15} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="transportDocDate" label="Transport document date" rules={[dateRule]}>
                <DateField aria-label="Transport document date" />
              </Form.Item>
            </Col>
          </Row>
        ) : null}
        <Form.Item name="force" valuePropName="checked">
          <Checkbox>Make it even if the goods are worth ₹50,000.00 or less</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
