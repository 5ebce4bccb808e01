import { SSL_MESSAGES, domainNames } from '@bizdesk/shared';
import { Checkbox, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { FormPanelFooter } from '../../../shared/form-panel-footer';
import { showServerFieldErrors } from '../../../shared/server-field-errors';
import { SidePanel } from '../../../shared/side-panel';
import { useDomainsQuery, useRequestCertificateMutation, useVerifiedDomainOptionsQuery } from '../api/use-ssl';
import { CsrHelp } from './csr-help';

interface RequestFormValues {
  domainId?: number;
  csr: string;
  termsAccepted: boolean;
}

const FORM_ID = 'ssl-certificate-form';

/** Request Certificate: a verified domain, the CSR (made on the customer's server) and the terms. */
export function CertificateRequestPanel({ open, onClose, onSaved, onShowTerms }: { open: boolean; onClose: () => void; onSaved: (message: string) => void; onShowTerms: () => void }) {
  const [form] = Form.useForm<RequestFormValues>();
  const options = useVerifiedDomainOptionsQuery(open);
  const domains = useDomainsQuery({ search: '', page: 0, size: 100 });
  const request = useRequestCertificateMutation();
  const [banner, setBanner] = useState<Banner | null>(null);
  const domainId = Form.useWatch('domainId', form);
  const chosen = domains.data?.list.find((d) => d.id === domainId);
  const names = chosen ? domainNames(chosen.domain, chosen.coverWwwNonWWW) : [];

  const onFinish = async (values: RequestFormValues) => {
    setBanner(null);
    try {
      const { message } = await request.mutateAsync({ id: 0, domainId: values.domainId!, csr: values.csr.trim(), termsAccepted: values.termsAccepted });
      onSaved(message);
    } catch (error) {
      showServerFieldErrors(form, error);
      setBanner({ type: 'warning', text: errorMessage(error) });
    }
  };

  return (
    <SidePanel open={open} title="Request Certificate" width={620} onClose={onClose} footer={<FormPanelFooter formId={FORM_ID} saving={request.isPending} onClose={onClose} />}>
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <Form<RequestFormValues> id={FORM_ID} form={form} layout="vertical" onFinish={onFinish} initialValues={{ csr: '', termsAccepted: false }}>
        <Form.Item name="domainId" label="Domain" rules={[{ required: true, message: SSL_MESSAGES.certificateDomainRequired }]} extra="Only verified domains can have a certificate.">
          <Select
            placeholder="Select a verified domain"
            loading={options.isPending}
            options={(options.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
            notFoundContent="No verified domain yet: verify one under Domains first."
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <CsrHelp names={names} />
        <Form.Item name="csr" label="CSR" rules={[{ required: true, whitespace: true, message: SSL_MESSAGES.csrRequired }]}>
          <Input.TextArea rows={10} spellCheck={false} className="ssl-csr" placeholder={'-----BEGIN CERTIFICATE REQUEST-----\n...\n-----END CERTIFICATE REQUEST-----'} />
        </Form.Item>
        <Form.Item
          name="termsAccepted"
          valuePropName="checked"
          rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(SSL_MESSAGES.termsRequired))) }]}
        >
          <Checkbox>
            I accept the{' '}
            <Typography.Link
              onClick={(e) => {
                e.preventDefault();
                onShowTerms();
              }}
            >
              Terms of Use and Privacy Policy
            </Typography.Link>
          </Checkbox>
        </Form.Item>
      </Form>
    </SidePanel>
  );
}
