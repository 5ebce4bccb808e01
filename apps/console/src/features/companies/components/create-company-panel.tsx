import { Form, Switch } from 'antd';
import { FormPanel } from '../../../shared/form-panel';
import { cleanCompanyDetails, type CompanyDetails } from '../api/company-types';
import { useSaveCompanyMutation } from '../api/use-save-company-mutation';
import { CompanyFields } from './company-fields';
import { CompanyPasswordFields } from './company-password-fields';

type CreateCompanyValues = CompanyDetails & { password: string; confirmPassword: string; active: boolean };

const FORM_ID = 'create-company-form';

export interface CreateCompanyPanelProps {
  open: boolean;
  onClose: () => void;
  /** Called with the server's message after the company is created. */
  onCreated: (message: string) => void;
}

/** Platform administrators create a company directly; it can start active, skipping sign-up verification. */
export function CreateCompanyPanel({ open, onClose, onCreated }: CreateCompanyPanelProps) {
  const save = useSaveCompanyMutation();
  return (
    <FormPanel<CreateCompanyValues, { message: string }>
      open={open}
      title="Create Company"
      width={640}
      formId={FORM_ID}
      onClose={onClose}
      onSaved={(message) => onCreated(message || 'Company created.')}
      formProps={{ validateTrigger: ['onChange', 'onBlur'], scrollToFirstError: true }}
      values={{ active: true }}
      submit={(values) =>
        save.mutateAsync({
          id: 0,
          ...cleanCompanyDetails(values),
          password: values.password,
          active: values.active,
        })
      }
    >
      <CompanyFields />
      <CompanyPasswordFields />
      <Form.Item name="active" label="Active" valuePropName="checked" extra="An active company's users can log in straight away.">
        <Switch />
      </Form.Item>
    </FormPanel>
  );
}
