import { Button, Card, Flex, Form, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { PageFrame } from '../../../shared/page-frame';
import { showServerFieldErrors } from '../../../shared/server-field-errors';
import { cleanCompanyDetails, type Company, type CompanyDetails } from '../api/company-types';
import { useCompanyProfileQuery } from '../api/use-company-profile-query';
import { useUpdateCompanyProfileMutation } from '../api/use-update-company-profile-mutation';
import { CompanyFields } from '../components/company-fields';
import { CompanyStatusTag } from '../components/company-status-tag';

function toFormValues(company: Company): CompanyDetails {
  const { name, address, contactName, contactEmail, contactPhone, gstin } = company;
  return { name, address, contactName, contactEmail, contactPhone, gstin: gstin ?? '' };
}

/** The signed-in company's own details. The contact email is fixed. */
export function ProfilePage() {
  const [form] = Form.useForm<CompanyDetails>();
  const profile = useCompanyProfileQuery();
  const update = useUpdateCompanyProfileMutation();
  const [banner, setBanner] = useState<Banner | null>(null);
  const company = profile.data;

  useEffect(() => {
    if (company) form.setFieldsValue(toFormValues(company));
  }, [company, form]);

  const onFinish = async (values: CompanyDetails) => {
    if (!company) return;
    setBanner(null);
    try {
      const details = cleanCompanyDetails({ ...values, contactEmail: company.contactEmail });
      const { message } = await update.mutateAsync({ id: company.id, ...details });
      setBanner({ type: 'success', text: message || 'Company profile saved.' });
    } catch (error) {
      showServerFieldErrors(form, error);
      setBanner({ type: 'warning', text: errorMessage(error) });
    }
  };

  const loadError = profile.isError ? errorMessage(profile.error) : null;

  return (
    <PageFrame
      title="Profile"
      loading={profile.isFetching}
      actions={company ? <CompanyStatusTag status={company.status} /> : null}
    >
      <FeedbackBanner banner={loadError ? { type: 'warning', text: loadError } : null} />
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      {profile.isPending ? (
        <Card className="narrow-card">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : company ? (
        <Card className="narrow-card" title="Company details">
          <Form<CompanyDetails> form={form} layout="vertical" validateTrigger={['onChange', 'onBlur']} onFinish={onFinish}>
            <CompanyFields emailReadOnly />
            <Flex gap="small">
              <Button type="primary" htmlType="submit" loading={update.isPending}>
                Save Changes
              </Button>
              <Button onClick={() => form.setFieldsValue(toFormValues(company))}>Undo Changes</Button>
            </Flex>
          </Form>
        </Card>
      ) : null}
    </PageFrame>
  );
}
