import { Col, Form, Input, Row } from 'antd';
import { CodeInput, PhoneInput } from '../../../shared/text-inputs';
import { companyRules } from '../validation/company-rules';

export interface CompanyFieldsProps {
  /** The contact email identifies the company's login; it is read-only on the profile. */
  emailReadOnly?: boolean;
}

/** The company and contact-person fields of sign-up, Create Company and the company profile. */
export function CompanyFields({ emailReadOnly = false }: CompanyFieldsProps) {
  return (
    <>
      <Form.Item name="name" label="Company Name" rules={companyRules.name}>
        <Input autoComplete="organization" maxLength={150} />
      </Form.Item>
      <Form.Item name="address" label="Address" rules={companyRules.address}>
        <Input.TextArea autoComplete="street-address" autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
      </Form.Item>
      <Form.Item
        name="gstin"
        label="GSTIN"
        rules={companyRules.gstin}
        extra="Optional. 15 characters, e.g. 27AAPFU0939F1ZV."
      >
        <CodeInput />
      </Form.Item>
      <Form.Item name="contactName" label="Contact Name" rules={companyRules.contactName}>
        <Input autoComplete="name" maxLength={100} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="contactEmail"
            label="Contact Email"
            rules={companyRules.contactEmail}
            extra={emailReadOnly ? 'The contact email cannot be changed.' : undefined}
          >
            <Input inputMode="email" autoComplete="email" readOnly={emailReadOnly} disabled={emailReadOnly} maxLength={150} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="contactPhone" label="Contact Phone" rules={companyRules.contactPhone}>
            <PhoneInput autoComplete="tel-national" prefix="+91" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
