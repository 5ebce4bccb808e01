import { Button, Card, Flex, Skeleton } from 'antd';
import { errorMessage } from '../../../api';
import { FeedbackBanner } from '../../../shared/feedback-banner';
import { PanelForm, useFormPanel } from '../../../shared/form-panel';
import { PageFrame } from '../../../shared/page-frame';
import { cleanCompanyDetails, type Company, type CompanyDetails } from '../api/company-types';
import { useCompanyProfileQuery } from '../api/use-company-profile-query';
import { useUpdateCompanyProfileMutation } from '../api/use-update-company-profile-mutation';
import { CompanyFields } from '../components/company-fields';
import { CompanyStatusTag } from '../components/company-status-tag';
import { SessionsCard } from '../../sessions';

function toFormValues(company: Company): CompanyDetails {
  const { name, address, contactName, contactEmail, contactPhone, gstin } = company;
  return { name, address, contactName, contactEmail, contactPhone, gstin: gstin ?? '' };
}

/** The signed-in company's own details. The contact email is fixed. */
export function ProfilePage() {
  const profile = useCompanyProfileQuery();
  const update = useUpdateCompanyProfileMutation();
  const company = profile.data;
  const panel = useFormPanel<CompanyDetails, { message: string }>({
    open: true,
    record: company,
    values: company ? toFormValues(company) : {},
    submit: (values) => update.mutateAsync({ id: company!.id, ...cleanCompanyDetails({ ...values, contactEmail: company!.contactEmail }) }),
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
          <PanelForm panel={panel} formProps={{ validateTrigger: ['onChange', 'onBlur'] }}>
            <CompanyFields emailReadOnly />
            <Flex gap="small">
              <Button type="primary" htmlType="submit" loading={panel.saving}>
                Save Changes
              </Button>
              <Button onClick={() => panel.form.resetFields()}>Undo Changes</Button>
            </Flex>
          </PanelForm>
        </Card>
      ) : null}
      <SessionsCard />
    </PageFrame>
  );
}
