import { SSL_MESSAGES, domainNames } from '@bizdesk/shared';
import { Checkbox, Form, Input, Select, Typography } from 'antd';
import { FormPanel } from '../../../shared/form-panel';
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
  const domainId = Form.useWatch('domainId', form);
  const chosen = domains.data?.list.find((d) => d.id === domainId);
  const names = chosen ? domainNames(chosen.domain, chosen.coverWwwNonWWW) : [];

  return (
    <FormPanel<RequestFormValues, { message: string }>
      open={open}
      title="Request Certificate"
      width={620}
      formId={FORM_ID}
      form={form}
      onClose={onClose}
      values={{ csr: '', termsAccepted: false }}
      submit={(values) => request.mutateAsync({ id: 0, domainId: values.domainId!, csr: values.csr.trim(), termsAccepted: values.termsAccepted })}
      onSaved={(message) => onSaved(message)}
    >
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
    </FormPanel>
  );
}
