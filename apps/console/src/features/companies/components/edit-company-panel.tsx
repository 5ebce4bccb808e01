import { FormPanel, type RecordPanelProps } from '../../../shared/form-panel';
import { cleanCompanyDetails, type Company, type CompanyDetails } from '../api/company-types';
import { useSaveCompanyMutation } from '../api/use-save-company-mutation';
import { CompanyFields } from './company-fields';

const FORM_ID = 'edit-company-form';

/** The company being edited; null when closed. */
export type EditCompanyPanelProps = RecordPanelProps<'company', Company>;

/**
 * The provider edits a company's details. The contact e-mail is the administrator's login: it is shown
 * read-only (the API refuses a change with a clear 400 rather than ignoring it). Activation stays on
 * the list's Activate / Deactivate action.
 */
export function EditCompanyPanel({ company, onClose, onSaved }: EditCompanyPanelProps) {
  const save = useSaveCompanyMutation();
  return (
    <FormPanel<CompanyDetails, { message: string }>
      open={company !== null}
      record={company}
      title={company ? `Edit ${company.name}` : 'Edit Company'}
      width={640}
      formId={FORM_ID}
      onClose={onClose}
      onSaved={onSaved}
      formProps={{ validateTrigger: ['onChange', 'onBlur'], scrollToFirstError: true }}
      values={{
        name: company?.name ?? '', address: company?.address ?? '', gstin: company?.gstin ?? '', contactName: company?.contactName ?? '',
        contactEmail: company?.contactEmail ?? '', contactPhone: company?.contactPhone ?? '',
      }}
      submit={(values: CompanyDetails) =>
        save.mutateAsync({ id: company!.id, ...cleanCompanyDetails({ ...values, contactEmail: company!.contactEmail }) })
      }
    >
      <CompanyFields emailReadOnly />
    </FormPanel>
  );
}
