import { REGISTRATION_TYPES, isTenDigitPhone, normalizePhone, isValidEmail, normalizeAmountInput, tryParsePaise, enumOptions } from '@bizdesk/shared';
import { Col, Form, Input, Row, Select } from 'antd';
import { AmountInput, CodeInput, PhoneInput } from '../../../shared/text-inputs';
import { FormPanel, type RecordPanelProps } from '../../../shared/form-panel';
import { check } from '../../../shared/form-rules';
import { useCountriesQuery } from '../api/use-masters-query';
import { PARTY_LABELS, type Party, type PartyKind } from '../api/party-types';
import { useSavePartyMutation } from '../api/use-save-party-mutation';
import { PARTY_MESSAGES as M, fillFromGstin, gstinProblem, panProblem } from '../party-rules';
import { StateSelect } from './state-select';

interface PartyFormValues {
  name: string;
  contactPerson?: string;
  email?: string;
  phone?: string;
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  countryId: number;
  stateId?: number;
  pincode?: string;
  registrationType: Party['registrationType'];
  gstin?: string;
  panNumber?: string;
  creditLimit?: string;
}

const FORM_ID = 'party-form';
const text = (v?: string) => (v?.trim() ? v.trim() : null);

export type PartyPanelProps = RecordPanelProps<'party', Party> & { kind: PartyKind };

/** Create (id 0) or edit a customer or supplier, with the GSTIN/PAN/state rules checked as you type. */
export function PartyPanel({ kind, party, onClose, onSaved }: PartyPanelProps) {
  const [form] = Form.useForm<PartyFormValues>();
  const save = useSavePartyMutation(kind);
  const countryId = Form.useWatch('countryId', form);
  const countries = useCountriesQuery();
  const label = PARTY_LABELS[kind].title;

  return (
    <FormPanel<PartyFormValues, { message: string }>
      open={party !== null}
      record={party}
      title={party?.id ? `Edit ${label}` : `Create ${label}`}
      width={640}
      formId={FORM_ID}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      values={{
        name: party?.name ?? '',
        contactPerson: party?.contactPerson ?? '',
        email: party?.email ?? '',
        phone: party?.phone ?? '',
        addressLine1: party?.addressLine1 ?? '',
        addressLine2: party?.addressLine2 ?? '',
        city: party?.city ?? '',
        countryId: party?.countryId || 1,
        stateId: party?.stateId || undefined,
        pincode: party?.pincode ?? '',
        registrationType: party?.registrationType ?? 'Unregistered',
        gstin: party?.gstin ?? '',
        panNumber: party?.panNumber ?? '',
        creditLimit: party?.creditLimit ?? '0',
      }}
      submit={(values) =>
        save.mutateAsync({
          id: party?.id ?? 0,
          name: values.name.trim(),
          contactPerson: text(values.contactPerson),
          email: text(values.email),
          phone: text(values.phone),
          addressLine1: text(values.addressLine1),
          addressLine2: text(values.addressLine2),
          city: text(values.city),
          countryId: values.countryId,
          stateId: values.stateId!,
          pincode: text(values.pincode),
          registrationType: values.registrationType,
          gstin: text(values.gstin)?.toUpperCase() ?? null,
          panNumber: text(values.panNumber)?.toUpperCase() ?? null,
          // Enter in the box submits before it is left: a typed "1,00,000" is read here too.
          creditLimit: normalizeAmountInput(values.creditLimit ?? '') || '0',
        })
      }
    >
      <Form.Item
        name="name"
        label="Name"
        rules={[{ required: true, whitespace: true, message: M.nameRequired }, { min: 2, message: M.nameMin }, { max: 150, message: 'Name must be at most 150 characters' }]}
      >
        <Input autoFocus />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="contactPerson" label="Contact Person" rules={[{ max: 100, message: 'Contact Person must be at most 100 characters' }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label="Phone" rules={[check((v) => isTenDigitPhone(normalizePhone(v)), M.phone)]}>
            <PhoneInput />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="email" label="Email" rules={[check((v) => isValidEmail(v.trim()), M.email)]}>
        <Input type="email" />
      </Form.Item>
      <Form.Item name="addressLine1" label="Address Line 1" rules={[{ max: 200, message: 'Address lines must be at most 200 characters each' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="addressLine2" label="Address Line 2" rules={[{ max: 200, message: 'Address lines must be at most 200 characters each' }]}>
        <Input />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="city" label="City" rules={[{ max: 100, message: 'City must be at most 100 characters' }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="pincode" label="Pincode" rules={[check((v) => /^[1-9]\d{5}$/.test(v.trim()), M.pincode)]}>
            <Input inputMode="numeric" maxLength={6} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="countryId" label="Country" rules={[{ required: true, message: M.country }]}>
            <Select
              options={(countries.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              onChange={() => form.setFieldValue('stateId', undefined)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="stateId" label="State" rules={[{ required: true, message: M.state }]}>
            <StateSelect countryId={countryId} onChange={() => void form.validateFields(['gstin']).catch(() => undefined)} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="registrationType" label="Registration Type">
            <Select
              options={enumOptions(REGISTRATION_TYPES)}
              onChange={() => void form.validateFields(['gstin']).catch(() => undefined)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="creditLimit"
            label="Credit Limit (₹)"
            extra="The most a customer may owe on credit sales; 0 means no sales on credit"
            rules={[check((v) => (tryParsePaise(normalizeAmountInput(v)) ?? -1) >= 0, M.creditLimit)]}
          >
            <AmountInput />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="gstin"
        label="GSTIN"
        extra="A valid GSTIN fills the state, PAN and registration type."
        normalize={(v: string) => v.trim().toUpperCase()}
        dependencies={['stateId', 'registrationType']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) => {
              const type = getFieldValue('registrationType') as string;
              if (!value?.trim()) {
                return type && type !== 'Unregistered' ? Promise.reject(new Error(M.gstinNeeded)) : Promise.resolve();
              }
              if (type === 'Unregistered') return Promise.reject(new Error(M.gstinUnregistered));
              const problem = gstinProblem(value, getFieldValue('stateId') as number | undefined);
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          }),
        ]}
      >
        <CodeInput
          placeholder="e.g. 27AAPFU0939F1ZV"
          onChange={(value) => {
            const filled = fillFromGstin(value, form.getFieldValue('registrationType') as string | undefined);
            if (filled) {
              form.setFieldsValue(filled);
              void form.validateFields(['stateId', 'panNumber']).catch(() => undefined);
            }
          }}
        />
      </Form.Item>
      <Form.Item
        name="panNumber"
        label="PAN"
        normalize={(v: string) => v.toUpperCase()}
        dependencies={['gstin']}
        extra="Filled from the GSTIN when left blank."
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) => {
              if (!value?.trim()) return Promise.resolve();
              const problem = panProblem(value, getFieldValue('gstin') as string | undefined);
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          }),
        ]}
      >
        <CodeInput />
      </Form.Item>
    </FormPanel>
  );
}
