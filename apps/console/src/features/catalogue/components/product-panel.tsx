import { normalizeAmountInput } from '@bizdesk/shared';
import { AutoComplete, Col, Form, Input, Radio, Row, Select, Checkbox } from 'antd';
import { AmountInput } from '../../../shared/text-inputs';
import { DEFAULT_UQC, GST_UQC } from '@bizdesk/shared';
import { FormPanel, type RecordPanelProps } from '../../../shared/form-panel';
import { check } from '../../../shared/form-rules';
import type { Product, ProductSaveRequest } from '../api/catalogue-types';
import { useCategoryOptionsQuery } from '../api/use-category-options-query';
import { useSaveProductMutation } from '../api/use-save-product-mutation';
import { CATALOGUE_MESSAGES as M, GST_RATES, isPositiveAmount, sellingPriceRule } from '../catalogue-rules';
import { CessFields } from './cess-fields';

interface ProductFormValues {
  name: string;
  categoryId?: number;
  description?: string;
  mrp: string;
  pp: string;
  sp: string;
  gstSource: 'CATEGORY' | 'OWN';
  taxPercent?: string;
  hsn?: string;
  cessApplicable?: boolean;
  priceIncludesTax: boolean;
  uqc: string;
  cessType?: 'FIXED' | 'PERCENT';
  cessValue?: string;
  barcode?: string;
  sku?: string;
}

/** Printable characters without spaces, up to 64 (the API's rule): EAN/UPC digits, Code 128 text, a shop's own SKU. */
const PRODUCT_CODE = /^[\x21-\x7E]{1,64}$/;
const codeRule = (message: string) => check((v) => v.trim() === '' || PRODUCT_CODE.test(v.trim()), message);

const FORM_ID = 'product-form';
const UQC_OPTIONS = GST_UQC.map((u) => ({ value: u.code, label: `${u.code} (${u.name})` }));

const amountRules = (required: string, invalid: string) => [
  { required: true, message: required },
  check(isPositiveAmount, invalid),
];

export type ProductPanelProps = RecordPanelProps<'product', Product>;

/** Create (id 0) or edit a product. A new product takes GST, HSN and cess from its category unless set here. */
export function ProductPanel({ product, onClose, onSaved }: ProductPanelProps) {
  const [form] = Form.useForm<ProductFormValues>();
  const save = useSaveProductMutation();
  const categories = useCategoryOptionsQuery();
  const gstSource = Form.useWatch('gstSource', form);
  const priceIncludesTax = Form.useWatch('priceIncludesTax', form) ?? true;

  const submit = (values: ProductFormValues) => {
    const own = values.gstSource === 'OWN';
    return save.mutateAsync({
      id: product?.id ?? 0,
      name: values.name.trim(),
      description: values.description?.trim() || null,
      categoryId: values.categoryId!,
      mrp: normalizeAmountInput(values.mrp),
      pp: normalizeAmountInput(values.pp),
      sp: normalizeAmountInput(values.sp),
      priceIncludesTax: values.priceIncludesTax,
      uqc: values.uqc as ProductSaveRequest['uqc'],
      followCategoryTax: !own,
      // Empty clears the code (the API answers 409 naming the product that already has one).
      barcode: values.barcode?.trim() || null,
      sku: values.sku?.trim() || null,
      ...(own
        ? {
            taxPercent: values.taxPercent,
            hsn: values.hsn?.trim() || null,
            cessApplicable: values.cessApplicable ?? false,
            ...(values.cessApplicable ? { cessType: values.cessType, cessValue: values.cessValue } : {}),
          }
        : {}),
    });
  };

  return (
    <FormPanel<ProductFormValues, { message: string }>
      open={product !== null}
      record={product}
      title={product?.id ? 'Edit Product' : 'Create Product'}
      width={600}
      formId={FORM_ID}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      values={{
        name: product?.name ?? '',
        categoryId: product?.categoryId || undefined,
        description: product?.description ?? '',
        mrp: product?.mrp ?? '',
        pp: product?.pp ?? '',
        sp: product?.sp ?? '',
        gstSource: product?.id && !product.followCategoryTax ? 'OWN' : 'CATEGORY',
        priceIncludesTax: product?.priceIncludesTax ?? true,
        uqc: product?.uqc || DEFAULT_UQC,
        taxPercent: product?.id ? String(product.taxPercent) : '',
        hsn: product?.hsn ?? '',
        cessApplicable: product?.cessApplicable ?? false,
        cessType: product?.cessApplicable ? (product.cessType as ProductFormValues['cessType']) : undefined,
        cessValue: product?.cessApplicable ? String(product.cessValue) : undefined,
        barcode: product?.barcode ?? '',
        sku: product?.sku ?? '',
      }}
      submit={submit}
    >
      <Form.Item
        name="name"
        label="Name"
        rules={[{ required: true, whitespace: true, message: M.nameRequired }, { max: 100, message: M.nameMax }]}
      >
        <Input autoFocus />
      </Form.Item>
      <Form.Item name="categoryId" label="Category" rules={[{ required: true, message: M.categoryId }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Select category"
          loading={categories.isPending}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="barcode" label="Barcode" extra="Optional. Scan it here; at the POS a scan adds the product."
            rules={[codeRule('Barcode must be 1 to 64 letters, digits or symbols, without spaces')]}>
            {/* A scanner ends with Enter: it must not submit the form half-filled. */}
            <Input autoComplete="off" inputMode="text" onPressEnter={(e) => e.preventDefault()} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="sku" label="SKU" extra="Optional, your own code; unique in the company."
            rules={[codeRule('SKU must be 1 to 64 letters, digits or symbols, without spaces')]}>
            <Input autoComplete="off" onPressEnter={(e) => e.preventDefault()} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label="Description" rules={[{ max: 500, message: 'Description must be at most 500 characters' }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item name="mrp" label="MRP (₹)" rules={amountRules(M.mrpRequired, M.mrp)}>
            <AmountInput onChange={() => void form.validateFields(['sp']).catch(() => undefined)} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="pp" label="Purchase Price (₹)" rules={amountRules(M.ppRequired, M.pp)}>
            <AmountInput onChange={() => void form.validateFields(['sp']).catch(() => undefined)} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="sp"
            label="Selling Price (₹)"
            extra={priceIncludesTax ? 'Including GST and CESS, like the MRP' : 'GST and CESS are added on top'}
            rules={[...amountRules(M.spRequired, M.sp), sellingPriceRule((name) => form.getFieldValue(name as keyof ProductFormValues))]}
          >
            <AmountInput />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="uqc" label="Unit (UQC)" extra="The GST unit on e-invoices and the HSN summary; Numbers (NOS) unless the product is sold by weight, length and so on."
        rules={[{ required: true, message: 'Please select a unit from the GST list (UQC)' }]}>
        <Select aria-label="Unit (UQC)" showSearch={{ optionFilterProp: 'label' }} options={UQC_OPTIONS} />
      </Form.Item>
      <Form.Item name="priceIncludesTax" valuePropName="checked" extra="Retail (POS) prices include tax; clear it for B2B prices that have tax added on top. Price plus tax never exceeds the MRP.">
        <Checkbox>Selling price includes GST and CESS</Checkbox>
      </Form.Item>
      <Form.Item name="gstSource" label="GST, HSN and CESS" extra="Same as the category's: a change of the category's GST reaches this product too.">
        <Radio.Group
          options={[
            { value: 'CATEGORY', label: "Same as the category's" },
            { value: 'OWN', label: 'Set for this product' },
          ]}
        />
      </Form.Item>
      {gstSource === 'OWN' ? (
        <>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item
                name="taxPercent"
                label="GST Percentage"
                rules={[
                  { required: true, message: M.taxPercentRequired },
                  check((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v.trim()) && Number(v) <= 100, M.taxPercent),
                ]}
              >
                <AutoComplete options={GST_RATES.map((r) => ({ value: String(r), label: `${r}%` }))} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="hsn" label="HSN Code" rules={[check((v) => /^(\d{4}|\d{6}|\d{8})$/.test(v.trim()), M.hsn)]}>
                <Input inputMode="numeric" maxLength={8} />
              </Form.Item>
            </Col>
          </Row>
          <CessFields />
        </>
      ) : null}
    </FormPanel>
  );
}
