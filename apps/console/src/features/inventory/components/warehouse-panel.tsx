import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { check } from '../../../shared/form-rules';
import { showServerFieldErrors } from '../../../shared/server-field-errors';
import { SidePanel } from '../../../shared/side-panel';
import { useCountriesQuery, useStatesQuery } from '../../parties';
import type { Warehouse } from '../api/inventory-types';
import { useSaveWarehouseMutation } from '../api/use-warehouses';
import { FormPanelFooter } from '../../../shared/form-panel-footer';
import { ResetOnOpen } from '../../../shared/form-reset-on-open';

interface WarehouseFormValues {
  name: string;
  address?: string;
  city?: string;
  countryId: number;
  stateId?: number;
  pincode?: string;
  isDefault: boolean;
  geoLocation?: string;
}

const FORM_ID = 'warehouse-form';
const text = (v?: string) => (v?.trim() ? v.trim() : null);

export interface WarehousePanelProps {
  warehouse: Warehouse | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** "Manage Warehouse": the first warehouse is the default; making another the default moves the flag. */
export function WarehousePanel({ warehouse, onClose, onSaved }: WarehousePanelProps) {
  const [form] = Form.useForm<WarehouseFormValues>();
  const save = useSaveWarehouseMutation();
  const [banner, setBanner] = useState<Banner | null>(null);
  const countryId = Form.useWatch('countryId', form);
  const countries = useCountriesQuery();
  const states = useStatesQuery(countryId);
  const wasDefault = warehouse?.isDefault ?? false;

  const onFinish = async (values: WarehouseFormValues) => {
    setBanner(null);
    try {
      const { message } = await save.mutateAsync({
        id: warehouse?.id ?? 0,
        name: values.name.trim(),
        address: text(values.address),
        city: text(values.city),
        countryId: values.countryId,
        stateId: values.stateId ?? null,
        pincode: text(values.pincode),
        isDefault: values.isDefault,
        geoLocation: text(values.geoLocation),
      });
      onSaved(message);
    } catch (error) {
      showServerFieldErrors(form, error);
      setBanner({ type: 'warning', text: errorMessage(error) });
    }
  };

  return (
    <SidePanel
      open={warehouse !== null}
      title="Manage Warehouse"
      onClose={onClose}
      footer={<FormPanelFooter formId={FORM_ID} saving={save.isPending} onClose={onClose} />}
    >
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <Form<WarehouseFormValues>
        id={FORM_ID}
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{
          name: warehouse?.name ?? '',
          address: warehouse?.address ?? '',
          city: warehouse?.city ?? '',
          countryId: warehouse?.countryId || 1,
          stateId: warehouse?.stateId ?? undefined,
          pincode: warehouse?.pincode ?? '',
          isDefault: wasDefault,
          geoLocation: warehouse?.geoLocation ?? '',
        }}
      >
        <ResetOnOpen record={warehouse} />
        <Form.Item
          name="name"
          label="Name"
          rules={[
            { required: true, whitespace: true, message: 'Name required' },
            { min: 2, message: 'Name must be at least 2 characters' },
            { max: 100, message: 'Name must be at most 100 characters' },
          ]}
        >
          <Input autoFocus />
        </Form.Item>
        <Form.Item name="address" label="Address" rules={[{ max: 500, message: 'Address must be at most 500 characters' }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="city" label="City">
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="pincode" label="Pincode" rules={[check((v) => /^[1-9]\d{5}$/.test(v.trim()), 'Pincode must be 6 digits')]}>
              <Input inputMode="numeric" maxLength={6} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="countryId" label="Country">
              <Select options={(countries.data ?? []).map((c) => ({ value: c.id, label: c.name }))} onChange={() => form.setFieldValue('stateId', undefined)} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="stateId" label="State">
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Select state"
                options={(states.data ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.code})` }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="geoLocation"
          label="Geo Location"
          rules={[check((v) => /^-?\d{1,2}(\.\d{1,8})?\s*,\s*-?\d{1,3}(\.\d{1,8})?$/.test(v.trim()), 'Geo location must be "latitude,longitude"')]}
        >
          <Input placeholder="18.5204,73.8567" />
        </Form.Item>
        <Form.Item
          name="isDefault"
          label="Default"
          valuePropName="checked"
          extra={wasDefault ? 'This is the default warehouse. Make another warehouse the default to change it.' : 'Stock entries with no warehouse chosen, and POS sales, use the default.'}
        >
          <Switch checkedChildren="Yes" unCheckedChildren="No" disabled={wasDefault} />
        </Form.Item>
      </Form>
    </SidePanel>
  );
}
