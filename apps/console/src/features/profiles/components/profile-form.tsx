import { isValidEmail } from '@bizdesk/shared';
import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { PhoneInput } from '../../../shared/text-inputs';
import { PanelForm, type FormPanelState } from '../../../shared/form-panel';
import { check } from '../../../shared/form-rules';
import { NAME_TITLES } from '../api/profile-types';

export interface ProfileFormValues {
  nameTitle?: string;
  name: string;
  title: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  emailMasked: boolean;
  phoneMasked: boolean;
  url?: string;
  about?: string;
  skills: string[];
  icon?: string;
}

const between = (label: string) => [
  { required: true, whitespace: true, message: `${label} is required` },
  { min: 2, max: 50, message: `${label} must be 2 to 50 characters` },
];

/** Create / edit fields with the spec's rules (platform-core.md 5). */
export function ProfileForm({ panel, id }: { panel: FormPanelState<ProfileFormValues>; id: string }) {
  return (
    <PanelForm panel={panel} id={id} formProps={{ validateTrigger: ['onChange', 'onBlur'] }}>
      <Row gutter={12}>
        <Col span={6}>
          <Form.Item name="nameTitle" label="Title" rules={[{ required: true, message: 'Select Title' }]}>
            <Select aria-label="Name title" placeholder="Select" options={NAME_TITLES.map((t) => ({ value: t, label: t }))} />
          </Form.Item>
        </Col>
        <Col span={18}>
          <Form.Item name="name" label="Name" rules={between('Name')}>
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="title" label="Job Title" rules={between('Title')}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Row gutter={12}>
        <Col span={14}>
          <Form.Item name="email" label="Email" rules={[{ required: true, message: 'Email is required.' }, check((v) => isValidEmail(v.trim()), 'Invalid email address.')]}>
            <Input maxLength={254} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={10}>
          <Form.Item name="phone" label="Phone" rules={[{ required: true, message: 'Phone number must be exactly 10 digits.' }, check((v) => /^\d{10}$/.test(v), 'Phone number must be exactly 10 digits.')]}>
            <PhoneInput />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="country" label="Country" rules={between('Country')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="city" label="City" rules={between('City')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="emailMasked" label="Mask email" valuePropName="checked"><Switch aria-label="Mask email" /></Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="phoneMasked" label="Mask phone" valuePropName="checked"><Switch aria-label="Mask phone" /></Form.Item>
        </Col>
      </Row>
      <Form.Item name="url" label="Link" rules={[check((v) => /^https?:\/\/\S+\.\S+/.test(v.trim()), 'Please enter a valid URL (http or https)')]}>
        <Input maxLength={300} placeholder="https://www.linkedin.com/in/..." />
      </Form.Item>
      <Form.Item name="about" label="About">
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="skills" label="Skills">
        <Select mode="tags" aria-label="Skills" tokenSeparators={[',']} placeholder="Type a skill and press Enter" maxCount={30} />
      </Form.Item>
      <Form.Item name="icon" label="Icon" extra="An https image address, or a short text such as an emoji.">
        <Input maxLength={300} />
      </Form.Item>
    </PanelForm>
  );
}
