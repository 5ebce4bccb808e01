import { Alert, Form, Switch } from 'antd';
import { FormPanel } from '../../../shared/form-panel';
import { StateSelect } from '../../parties';
import { useSaveTradeSettingsMutation, useTradeSettingsQuery } from '../api/use-trade-settings';

interface SettingsValues {
  stateId?: number;
  allowNegativeStock: boolean;
  composition: boolean;
}

/** The company's GST state when it has no GSTIN, and whether POS sales may take stock below zero. */
export function TradeSettingsPanel({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: (message: string) => void }) {
  const settings = useTradeSettingsQuery();
  const save = useSaveTradeSettingsMutation();
  const current = settings.data;
  const fromGstin = current?.stateSource === 'GSTIN';

  return (
    <FormPanel<SettingsValues, { message: string }>
      open={open}
      record={current}
      title="Inventory Settings"
      formId="trade-settings-form"
      loading={!current}
      onClose={onClose}
      onSaved={onSaved}
      values={current ? { stateId: current.stateId ?? undefined, allowNegativeStock: current.allowNegativeStock, composition: current.composition } : {}}
      submit={(values) => save.mutateAsync({ stateId: values.stateId ?? null, allowNegativeStock: values.allowNegativeStock, composition: values.composition })}
    >
      {fromGstin ? (
        <Alert
          className="feedback-banner"
          type="info"
          showIcon
          title={`GST state: ${current?.companyStateName} (from your GSTIN ${current?.companyGstin})`}
        />
      ) : (
        <Form.Item
          name="stateId"
          label="GST State"
          extra="Your company has no GSTIN. Sales in this state get CGST + SGST; without a state every sale gets IGST."
        >
          <StateSelect countryId={1} allowClear />
        </Form.Item>
      )}
      <Form.Item name="allowNegativeStock" label="Allow sales below zero stock" valuePropName="checked">
        <Switch checkedChildren="Yes" unCheckedChildren="No" />
      </Form.Item>
      <Form.Item
        name="composition"
        label="Composition dealer"
        valuePropName="checked"
        extra="A composition dealer (like a business without GSTIN) issues bills of supply without GST and claims no input GST."
      >
        <Switch checkedChildren="Yes" unCheckedChildren="No" />
      </Form.Item>
    </FormPanel>
  );
}
