import { Col, Form, Input, Row } from 'antd';
import { mustEqualField } from '../../../shared/form-rules';
import { COMPANY_MESSAGES, companyRules } from '../validation/company-rules';

/** Password and confirmation for a new company's first login (8 to 15, a number and a special character). */
export function CompanyPasswordFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item
          name="password"
          label="Password"
          rules={companyRules.password}
          extra="8 to 15 characters, with a number and a special character."
        >
          <Input.Password autoComplete="new-password" maxLength={15} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="confirmPassword"
          label="Confirm Password"
          dependencies={['password']}
          rules={[
            { required: true, message: COMPANY_MESSAGES.confirmRequired },
            mustEqualField('password', COMPANY_MESSAGES.passwordsMustMatch),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={15} />
        </Form.Item>
      </Col>
    </Row>
  );
}
