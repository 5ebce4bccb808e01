import type { Schemas } from '@bizdesk/api-client';
import { Button, Card, Flex, Form, Skeleton } from 'antd';
import { useEffect } from 'react';
import { errorMessage } from '../../../api';
import { FeedbackBanner } from '../../../shared/feedback-banner';
import { PanelForm, useFormPanel } from '../../../shared/form-panel';
import { PageFrame } from '../../../shared/page-frame';
import { cleanCompanyDetails, type CompanyDetails } from '../api/company-types';
import { useCompanyProfileQuery } from '../api/use-company-profile-query';
import { useUpdateCompanyProfileMutation } from '../api/use-update-company-profile-mutation';
import { CompanyFields } from '../components/company-fields';
import { CompanyStatusTag } from '../components/company-status-tag';
import { SessionsCard } from '../../sessions';
import { InvoiceDetailsCard } from '../../profiles';
import { StateSelect } from '../../parties';
import { useCan } from '../../../core/access';

/** India in the masters (the GST states). */
const INDIA = 1;

type ProfileValues = CompanyDetails & { stateId?: number | null };
type Profile = Schemas['CompanyProfileView'];

/** The state field: the GSTIN's when there is one (shown, not editable), else required (the place of supply of our invoices). */
function StateField() {
  const gstin = Form.useWatch<string | undefined>('gstin');
  const fromGstin = /^\d{2}/.test(gstin?.trim() ?? '') ? Number(gstin!.trim().slice(0, 2)) : null;
  const form = Form.useFormInstance();
  const current = Form.useWatch<number | null | undefined>('stateId');
  useEffect(() => {
    if (fromGstin && current !== fromGstin) form.setFieldValue('stateId', fromGstin);
  }, [form, fromGstin, current]);
  return (
    <Form.Item
      name="stateId" label="State"
      extra={fromGstin ? "From the GSTIN." : 'The place of supply on our invoices to you: required without a GSTIN.'}
      rules={[{ required: !fromGstin, message: 'State is required for a company without a GSTIN' }]}
    >
      <StateSelect countryId={INDIA} disabled={Boolean(fromGstin)} />
    </Form.Item>
  );
}

function toFormValues(company: Profile): ProfileValues {
  const { name, address, contactName, contactEmail, contactPhone, gstin, stateId } = company;
  return { name, address, contactName, contactEmail, contactPhone, gstin: gstin ?? '', stateId };
}

/** The signed-in company's own details. The contact email is fixed. */
export function ProfilePage() {
  const profile = useCompanyProfileQuery();
  const update = useUpdateCompanyProfileMutation();
  // The profile is company.write: other roles read it, without Save or Undo.
  const mayWrite = useCan('company.write');
  const company: Profile | undefined = profile.data;
  const panel = useFormPanel<ProfileValues, { message: string }>({
    open: true,
    record: company,
    values: company ? toFormValues(company) : {},
    submit: (values) => update.mutateAsync({
      id: company!.id, ...cleanCompanyDetails({ ...values, contactEmail: company!.contactEmail }), stateId: values.stateId ?? null,
    }),
    onSaved: (message) => panel.setBanner({ type: 'success', text: message || 'Company profile saved.' }),
  });

  const loadError = profile.isError ? errorMessage(profile.error) : null;

  return (
    <PageFrame
      title="Profile"
      loading={profile.isFetching}
      actions={company ? <CompanyStatusTag status={company.status} /> : null}
    >
      <FeedbackBanner banner={loadError ? { type: 'warning', text: loadError } : null} />
      <FeedbackBanner banner={panel.banner} onClose={() => panel.setBanner(null)} />
      {profile.isPending ? (
        <Card className="narrow-card">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : company ? (
        <Card className="narrow-card" title="Company details">
          <PanelForm panel={panel} formProps={{ validateTrigger: ['onChange', 'onBlur'], disabled: !mayWrite }}>
            <CompanyFields emailReadOnly />
            <StateField />
            {mayWrite ? (
              <Flex gap="small">
                <Button type="primary" htmlType="submit" loading={panel.saving}>
                  Save Changes
                </Button>
                <Button onClick={() => panel.form.resetFields()}>Undo Changes</Button>
              </Flex>
            ) : null}
          </PanelForm>
        </Card>
      ) : null}
      {company ? <InvoiceDetailsCard /> : null}
      <SessionsCard />
    </PageFrame>
  );
}
