import { isValidDomain, normalizeDomain, SSL_MESSAGES, twinOf } from '@bizdesk/shared';
import { Checkbox, Form, Input, Typography } from 'antd';
import { FormPanel } from '../../../shared/form-panel';
import { check } from '../../../shared/form-rules';
import type { Domain } from '../api/ssl-types';
import { useSaveDomainMutation } from '../api/use-ssl';

interface DomainFormValues {
  domain: string;
  coverWwwNonWWW: boolean;
  termsAccepted: boolean;
}

const FORM_ID = 'ssl-domain-form';

/** Create Domain: the domain, "also include" its www/non-www twin where one exists, and the terms. */
export function DomainFormPanel({ open, onClose, onSaved, onShowTerms }: { open: boolean; onClose: () => void; onSaved: (message: string, domain: Domain) => void; onShowTerms: () => void }) {
  const [form] = Form.useForm<DomainFormValues>();
  const save = useSaveDomainMutation();
  const typed = Form.useWatch('domain', form) ?? '';
  const twin = isValidDomain(typed) ? twinOf(typed) : null;

  return (
    <FormPanel<DomainFormValues, { message: string; data: Domain }>
      open={open}
      title="Create Domain"
      formId={FORM_ID}
      form={form}
      onClose={onClose}
      values={{ domain: '', coverWwwNonWWW: true, termsAccepted: false }}
      submit={(values) =>
        save.mutateAsync({
          id: 0,
          domain: normalizeDomain(values.domain),
          verified: false,
          coverWwwNonWWW: twin !== null && values.coverWwwNonWWW,
          termsAccepted: values.termsAccepted,
        })
      }
      onSaved={(message, result) => onSaved(message, result.data)}
    >
        <Form.Item
          name="domain"
          label="Domain"
          extra="The name your website answers to, such as example.com or shop.example.com."
          rules={[{ required: true, whitespace: true, message: SSL_MESSAGES.domainRequired }, check((v) => !v?.trim() || isValidDomain(v), SSL_MESSAGES.domainInvalid)]}
        >
          <Input placeholder="example.com" autoComplete="off" spellCheck={false} />
        </Form.Item>
        {twin ? (
          <Form.Item name="coverWwwNonWWW" valuePropName="checked">
            <Checkbox>
              Also include <Typography.Text code>{twin}</Typography.Text>
            </Checkbox>
          </Form.Item>
        ) : null}
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
