import { Alert, Button, Flex, Form, Select, Switch } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { SidePanel } from '../../../shared/side-panel';
import { useStatesQuery } from '../../parties';
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
  const states = useStatesQuery(1);
  const [banner, setBanner] = useState<Banner | null>(null);
  const fromGstin = settings.data?.stateSource === 'GSTIN';

  const onFinish = async (values: SettingsValues) => {
    setBanner(null);
    try {
      const { message } = await save.mutateAsync({ stateId: values.stateId ?? null, allowNegativeStock: values.allowNegativeStock, composition: values.composition });
      onSaved(message);
    } catch (error) {
      setBanner({ type: 'warning', text: errorMessage(error) });
    }
  };

  return (
    <SidePanel
      open={open}
      title="Inventory Settings"
      onClose={onClose}
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" form="trade-settings-form" loading={save.isPending} disabled={!settings.data}>
            Submit
          </Button>
        </Flex>
      }
    >
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      {settings.data ? (
        <Form<SettingsValues>
          id="trade-settings-form"
          layout="vertical"
          onFinish={onFinish}
          initialValues={{ stateId: settings.data.stateId ?? undefined, allowNegativeStock: settings.data.allowNegativeStock, composition: settings.data.composition }}
        >
          {fromGstin ? (
            <Alert
              className="feedback-banner"
              type="info"
              showIcon
              title={`GST state: ${settings.data.companyStateName} (from your GSTIN ${settings.data.companyGstin})`}
            />
          ) : (
            <Form.Item
              name="stateId"
              label="GST State"
              extra="Your company has no GSTIN. Sales in this state get CGST + SGST; without a state every sale gets IGST."
            >
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Select state"
                options={(states.data ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.code})` }))}
              />
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
        </Form>
      ) : null}
    </SidePanel>
  );
}
