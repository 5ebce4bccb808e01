import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { FormPanel, type RecordPanelProps } from '../../../shared/form-panel';
import { check } from '../../../shared/form-rules';
import { StateSelect, useCountriesQuery } from '../../parties';
import type { Warehouse } from '../api/inventory-types';
import { useSaveWarehouseMutation } from '../api/use-warehouses';

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

export type WarehousePanelProps = RecordPanelProps<'warehouse', Warehouse>;

/** "Manage Warehouse": the first warehouse is the default; making another the default moves the flag. */
export function WarehousePanel({ warehouse, onClose, onSaved }: WarehousePanelProps) {
  const [form] = Form.useForm<WarehouseFormValues>();
  const save = useSaveWarehouseMutation();
  const countryId = Form.useWatch('countryId', form);
  const countries = useCountriesQuery();
  const wasDefault = warehouse?.isDefault ?? false;

  return (
    <FormPanel<WarehouseFormValues, { message: string }>
      open={warehouse !== null}
      record={warehouse}
      title="Manage Warehouse"
      formId={FORM_ID}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      values={{
        name: warehouse?.name ?? '',
        address: warehouse?.address ?? '',
        city: warehouse?.city ?? '',
        countryId: warehouse?.countryId || 1,
        stateId: warehouse?.stateId ?? undefined,
        pincode: warehouse?.pincode ?? '',
        isDefault: wasDefault,
        geoLocation: warehouse?.geoLocation ?? '',
      }}
      submit={(values) =>
        save.mutateAsync({
          id: warehouse?.id ?? 0,
          name: values.name.trim(),
          address: text(values.address),
          city: text(values.city),
          countryId: values.countryId,
          stateId: values.stateId ?? null,
          pincode: text(values.pincode),
          isDefault: values.isDefault,
          geoLocation: text(values.geoLocation),
        })
      }
    >
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
            <StateSelect countryId={countryId} allowClear />
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
    </FormPanel>
  );
}
