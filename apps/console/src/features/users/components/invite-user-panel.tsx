import { COMPANY_ROLES, ROLE_LABELS, type CompanyRole } from '@bizdesk/shared';
import { Form, Input, Select, Typography } from 'antd';
import { FormPanel } from '../../../shared/form-panel';
import { useInviteUserMutation } from '../api/use-users';

interface InviteFormValues {
  name: string;
  email: string;
  role: CompanyRole;
}

const FORM_ID = 'invite-user-form';

export const ROLE_DESCRIPTIONS: Readonly<Record<CompanyRole, string>> = {
  OWNER: 'Everything of the company, users included',
  ACCOUNTANT: 'Accounting, GST returns, customers, suppliers, purchase orders and reports',
  CASHIER: 'POS sales and customers; reads products and stock',
  HR: 'HRMS and attendance only',
  VIEWER: 'Reads everything the company subscribes to, changes nothing',
};

export const ROLE_OPTIONS = COMPANY_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export interface InviteUserPanelProps {
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** "Invite User": name, e-mail and role; the user gets a link (72 hours) to set the password. */
export function InviteUserPanel({ open, onClose, onSaved }: InviteUserPanelProps) {
  const [form] = Form.useForm<InviteFormValues>();
  const invite = useInviteUserMutation();
  const role = Form.useWatch('role', form);

  return (
    <FormPanel<InviteFormValues, { message: string }>
      open={open}
      record={open ? { id: 0 } : null}
      title="Invite User"
      formId={FORM_ID}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      values={{ name: '', email: '', role: 'CASHIER' }}
      submit={(values) => invite.mutateAsync({ name: values.name.trim(), email: values.email.trim(), role: values.role })}
    >
      <Form.Item
        name="name"
        label="Name"
        rules={[
          { required: true, whitespace: true, message: 'Please enter name' },
          { min: 2, message: 'Name must be at least 2 characters' },
          { max: 100, message: 'Name must be at most 100 characters' },
        ]}
      >
        <Input autoFocus />
      </Form.Item>
      <Form.Item
        name="email"
        label="Email"
        rules={[
          { required: true, whitespace: true, message: 'Please enter email' },
          { type: 'email', message: 'Email must be a valid e-mail address' },
          { max: 254, message: 'Email must be at most 254 characters' },
        ]}
      >
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="role" label="Role" rules={[{ required: true, message: 'Please select role' }]}>
        <Select options={ROLE_OPTIONS} aria-label="Role" />
      </Form.Item>
      {role ? <Typography.Paragraph type="secondary">{ROLE_DESCRIPTIONS[role]}</Typography.Paragraph> : null}
      <Typography.Paragraph type="secondary">
        We e-mail a link to set the password. The link works for 72 hours; you can send it again from the list.
      </Typography.Paragraph>
    </FormPanel>
  );
}
