import { Form, Input, Select, Switch } from 'antd';
import { check } from '../../../shared/form-rules';
import { CATALOGUE_MESSAGES } from '../catalogue-rules';

const CESS_TYPE_OPTIONS = [
  { value: 'PERCENT', label: 'Percent of taxable value' },
  { value: 'FIXED', label: 'Fixed ₹ per unit' },
];

/** Cess applicable switch; type and value appear only when it is on (not applicable saves NONE and 0). */
export function CessFields() {
  const applicable = Form.useWatch<boolean | undefined>('cessApplicable');
  return (
    <>
      <Form.Item name="cessApplicable" label="CESS Applicable" valuePropName="checked">
        <Switch checkedChildren="Applicable" unCheckedChildren="Not Applicable" />
      </Form.Item>
      {applicable ? (
        <>
          <Form.Item name="cessType" label="CESS Type" rules={[{ required: true, message: CATALOGUE_MESSAGES.cessType }]}>
            <Select options={CESS_TYPE_OPTIONS} placeholder="Select type" />
          </Form.Item>
          <Form.Item
            name="cessValue"
            label="CESS Value"
            rules={[
              { required: true, message: CATALOGUE_MESSAGES.cessValue },
              check((v) => /^\d{1,9}(\.\d{1,3})?$/.test(v.trim()) && Number(v) > 0, CATALOGUE_MESSAGES.cessValue),
            ]}
          >
            <Input inputMode="decimal" placeholder="e.g. 12 or 4.17" />
          </Form.Item>
        </>
      ) : null}
    </>
  );
}
