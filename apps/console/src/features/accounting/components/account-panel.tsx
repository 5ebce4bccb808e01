import { enumLabel } from '@bizdesk/shared';
import { Alert, Col, Form, Input, Row, Select } from 'antd';
import { FormPanel, type RecordPanelProps } from '../../../shared/form-panel';
import { ACCOUNT_SUB_TYPES, accountTypeOf, type AccountSubType, type CoaAccount } from '../api/accounting-types';
import { useSaveAccountMutation } from '../api/use-accounts';
import { ifscRules, MESSAGES, nameRules } from './account-rules';

const FORM_ID = 'coa-account-form';

interface AccountValues {
  name: string;
  accountSubType: AccountSubType | '';
  bankName?: string;
  branchName?: string;
  accountNumber?: string;
  ifscCode?: string;
  upiId?: string;
}

const TYPE_GROUPS = ['ASSET', 'LIABILITY', 'INCOME', 'EXPENSE', 'EQUITY'] as const;

/** The select's first option is an empty 'Select Type'; sub-types are grouped under their type. */
const SUB_TYPE_OPTIONS = [
  { value: '', label: 'Select Type' },
  ...TYPE_GROUPS.map((type) => ({
    label: type,
    options: ACCOUNT_SUB_TYPES.filter((s) => accountTypeOf(s) === type).map((s) => ({ value: s, label: `${enumLabel(s)} (${enumLabel(type)})` })),
  })),
];

const blank = (v: string | undefined) => (v && v.trim() ? v.trim() : null);

export type AccountPanelProps = RecordPanelProps<'account', CoaAccount>;

/** 'Manage COA': create (id 0) or edit an account. The account type follows the chosen sub-type. */
export function AccountPanel({ account, onClose, onSaved }: AccountPanelProps) {
  const [form] = Form.useForm<AccountValues>();
  const save = useSaveAccountMutation();
  const subType = Form.useWatch('accountSubType', form);

  return (
    <FormPanel<AccountValues, Awaited<ReturnType<typeof save.mutateAsync>>>
      open={account !== null}
      record={account}
      title="Manage COA"
      width={560}
      formId={FORM_ID}
      closeLabel="Close"
      form={form}
      onClose={onClose}
      formProps={{ validateTrigger: ['onChange', 'onBlur'] }}
      values={account?.id ? {
        name: account.name, accountSubType: account.accountSubType, bankName: account.bankName ?? '', branchName: account.branchName ?? '',
        accountNumber: account.accountNumber ?? '', ifscCode: account.ifscCode ?? '', upiId: account.upiId ?? '',
      } : { name: '', accountSubType: '' }}
      submit={(values: AccountValues) => {
        const subTypeValue = values.accountSubType as AccountSubType;
        const bank = subTypeValue === 'BANK';
        return save.mutateAsync({
          id: account?.id ?? 0,
          name: values.name.trim(),
          accountSubType: subTypeValue,
          // Spec 4: set from the sub-type before saving (the server derives it again).
          accountType: accountTypeOf(subTypeValue) ?? null,
          parentId: account?.parentId ?? null,
          bankName: bank ? blank(values.bankName) : null,
          branchName: bank ? blank(values.branchName) : null,
          accountNumber: bank ? blank(values.accountNumber) : null,
          ifscCode: bank ? blank(values.ifscCode)?.toUpperCase() ?? null : null,
          upiId: bank ? blank(values.upiId) : null,
        });
      }}
      onSaved={(message, { data }) => onSaved(data?.ifscWarning ? `${message}. ${data.ifscWarning}` : message)}
      notice={
        <Alert
          className="acc-note"
          type="info"
          showIcon
          title="A COA represents the business accounts used to track money, such as Cash, Bank, Travel Expense and Consulting Fees; each is linked automatically to an accounting entry."
        />
      }
    >
      <Form.Item name="name" label="Name" rules={nameRules(MESSAGES.nameRequired, MESSAGES.nameMin)}>
        <Input maxLength={100} autoComplete="off" placeholder="e.g. HDFC Current Account" />
      </Form.Item>
      <Form.Item
        name="accountSubType"
        label="Account Type"
        rules={[{ required: true, message: MESSAGES.subTypeRequired }]}
        extra={account?.isSystem
          ? 'A system account: other modules post to it, so its type cannot change (its name can).'
          : subType ? `Type: ${accountTypeOf(subType) ?? ''}` : undefined}
      >
        <Select options={SUB_TYPE_OPTIONS} showSearch={{ optionFilterProp: 'label' }} aria-label="Account Type" disabled={account?.isSystem} />
      </Form.Item>
      {subType === 'BANK' ? (
        <>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item name="bankName" label="Bank Name">
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="branchName" label="Branch Name">
                <Input maxLength={100} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item name="accountNumber" label="Account Number">
                <Input maxLength={34} inputMode="numeric" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="ifscCode" label="IFSC Code" rules={ifscRules} normalize={(v: string) => v?.toUpperCase()}>
                <Input maxLength={11} className="input-code" placeholder="HDFC0001234" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="upiId" label="UPI Id">
            <Input maxLength={100} placeholder="business@bank" />
          </Form.Item>
        </>
      ) : null}
    </FormPanel>
  );
}
