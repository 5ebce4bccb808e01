import { CESS_TYPES, GST_UQC, type CessType } from '@bizdesk/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min, ValidateIf } from 'class-validator';
import { IsCessValue, IsHsn, trim } from './catalogue-validators.js';
import { IsGstPercent } from '../../../core/http/field-validators.js';
import { AmountField, OptionalField, OptionalPickedId, OptionalText, SaveId, TrimmedText } from '../../../core/http/dto-fields.js';

export const CATALOGUE_MESSAGES = {
  nameRequired: 'Name required',
  nameMin: 'Name must be at least 2 characters',
  categoryNameMax: 'Name must be at most 100 characters',
  productNameMax: 'Name must be at most 100 characters',
  description: 'Description must be at most 500 characters',
  taxPercentRequired: 'GST Percentage is required',
  taxPercent: 'GST Percentage must be between 0 and 100 with at most 2 decimals',
  hsn: 'HSN Code must be 4, 6 or 8 digits',
  cessApplicable: 'CESS applicable must be true or false',
  cessType: 'Please select CESS type',
  cessValue: 'CESS value must be greater than 0 with at most 3 decimals',
  cessFixedValue: 'A fixed CESS is in rupees per unit: at most 2 decimals',
  categoryId: 'Please select category',
  mrpRequired: 'MRP is required',
  mrp: 'MRP must be a positive amount with at most 2 decimals',
  ppRequired: 'Purchase Price is required',
  pp: 'Purchase Price must be a positive amount with at most 2 decimals',
  spRequired: 'Selling Price is required',
  sp: 'Selling Price must be a positive amount with at most 2 decimals',
  spBelowPp: 'Selling Price must be greater than Purchase Price',
  spAboveMrp: 'SP cannot be greater than MRP',
  categoryNotFound: 'Category not found',
  productNotFound: 'Product not found',
  categoryNameTaken: 'A category with this name already exists',
  productNameTaken: 'A product with this name already exists',
  id: 'id must be a whole number',
  categoryHasNoGst: "The category has no GST Percentage: give the product's own",
  priceIncludesTax: 'Price includes tax must be true or false',
  uqc: 'Please select a unit from the GST list (UQC)',
  followCategoryTax: "Same as the category's must be true or false",
  spPlusTaxAboveMrp: 'Selling Price plus GST and CESS cannot be more than MRP',
  barcode: 'Barcode must be 1 to 64 letters, digits or symbols, without spaces',
  sku: 'SKU must be 1 to 64 letters, digits or symbols, without spaces',
  codeRequired: 'Enter a barcode or SKU',
} as const;

/** "Barcode 8901 is already used by Gel Pen": a code may belong to one product of the company, as barcode or SKU. */
export const codeTaken = (field: 'Barcode' | 'SKU', code: string, otherName: string) => `${field} ${code} is already used by ${otherName}`;
export const codeNotFound = (code: string) => `No product has the barcode or SKU ${code}`;

/** A scanned or typed product code: printable ASCII without spaces (EAN/UPC digits, Code 128 text, a shop's own SKU). */
export const PRODUCT_CODE = /^[\x21-\x7E]{1,64}$/;
/** Trimmed; '' and null clear the code (null), a value omitted keeps the stored one. */
const codeInput = ({ value }: { value: unknown }) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value);

const M = CATALOGUE_MESSAGES;

/** GST's cess as the spec has it: applicable or not, with a value and a type. */
class CessFieldsDto {
  @ApiPropertyOptional({ description: 'false (default): cessType is saved as NONE and cessValue as 0.0' })
  @IsOptional()
  @IsBoolean({ message: M.cessApplicable })
  cessApplicable?: boolean;

  @ApiPropertyOptional({ enum: CESS_TYPES, description: 'FIXED (rupees per unit) or PERCENT (of the taxable value) when applicable' })
  @ValidateIf((o: CessFieldsDto) => o.cessApplicable === true)
  @IsIn(['FIXED', 'PERCENT'], { message: M.cessType })
  @IsDefined({ message: M.cessType })
  cessType?: CessType;

  @ApiPropertyOptional({ description: 'Rupees per unit (FIXED) or percent (PERCENT); required when applicable', example: '1.5' })
  @ValidateIf((o: CessFieldsDto) => o.cessApplicable === true)
  @IsCessValue({ message: M.cessValue })
  @IsDefined({ message: M.cessValue })
  cessValue?: string | number;
}

/** POST /api/erp/category: id 0 creates, otherwise edits. */
export class SaveCategoryDto extends CessFieldsDto {
  @SaveId('0 for a new category', M.id)
  id: number;

  @TrimmedText(2, 100, { required: M.nameRequired, tooShort: M.nameMin, tooLong: M.categoryNameMax })
  name: string;

  @OptionalText(500, M.description)
  description?: string;

  @OptionalField({ nullable: true, type: Number, description: 'GST rate in percent, 0 to 100; none: every product gives its own', example: 18 }, IsGstPercent(M.taxPercent))
  taxPercent?: string | number;

  @OptionalField({ description: 'HSN or SAC code: 4, 6 or 8 digits', example: '8517' }, IsHsn({ message: M.hsn }))
  hsn?: string;
}

/** POST /api/erp/product: id 0 creates. Omitted GST fields are taken from the category. */
export class SaveProductDto extends CessFieldsDto {
  @SaveId('0 for a new product', M.id)
  id: number;

  @ApiProperty({ maxLength: 100 })
  @Transform(trim)
  @MaxLength(100, { message: M.productNameMax })
  @IsNotEmpty({ message: M.nameRequired })
  @IsString({ message: M.nameRequired })
  name: string;

  @OptionalText(500, M.description)
  description?: string;

  @ApiProperty({ description: 'A category of the company' })
  @Type(() => Number)
  @Min(1, { message: M.categoryId })
  @IsInt({ message: M.categoryId })
  @IsDefined({ message: M.categoryId })
  categoryId: number;

  @AmountField(M.mrp, M.mrpRequired, { description: 'Maximum retail price in rupees', example: '150.00' })
  mrp: string | number;

  @AmountField(M.pp, M.ppRequired, { description: 'Purchase price in rupees', example: '90.00' })
  pp: string | number;

  @AmountField(M.sp, M.spRequired, { description: 'Selling price in rupees (including tax unless priceIncludesTax is false): pp <= sp <= mrp', example: '120.00' })
  sp: string | number;

  @OptionalField({ description: "GST rate in percent; the category's when omitted", example: 18 }, IsGstPercent(M.taxPercent))
  taxPercent?: string | number;

  @OptionalField({ description: "HSN or SAC; the category's when omitted" }, IsHsn({ message: M.hsn }))
  hsn?: string;

  @ApiPropertyOptional({ description: 'The selling price includes GST and cess (retail, default) or tax is added on top (B2B)' })
  @IsOptional()
  @IsBoolean({ message: M.priceIncludesTax })
  priceIncludesTax?: boolean;

  @OptionalField({ enum: GST_UQC.map((u) => u.code), example: 'NOS', description: 'GST unit quantity code; NOS (numbers) when never chosen' }, IsIn(GST_UQC.map((u) => u.code), { message: M.uqc }))
  uqc?: string;

  @ApiPropertyOptional({
    description: "GST %, HSN and cess are the category's and follow its changes. Default: true when none of taxPercent, hsn, cessApplicable is given",
  })
  @IsOptional()
  @IsBoolean({ message: M.followCategoryTax })
  followCategoryTax?: boolean;

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 64, example: '8901234567890', description: "Unique in the company (with every SKU); '' or null removes it, omitted keeps it" })
  @Transform(codeInput)
  @IsOptional()
  @Matches(PRODUCT_CODE, { message: M.barcode })
  @IsString({ message: M.barcode })
  barcode?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 64, example: 'PEN-BLUE-01', description: "Unique in the company (with every barcode); '' or null removes it, omitted keeps it" })
  @Transform(codeInput)
  @IsOptional()
  @Matches(PRODUCT_CODE, { message: M.sku })
  @IsString({ message: M.sku })
  sku?: string | null;
}

/** GET /api/erp/product/lookup?code=: what the POS scanner (or the cashier) typed. */
export class ProductLookupQuery {
  @ApiProperty({ example: '8901234567890', description: 'A barcode or SKU, any case' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @Matches(PRODUCT_CODE, { message: M.barcode })
  @IsNotEmpty({ message: M.codeRequired })
  @IsString({ message: M.codeRequired })
  code: string;
}

export class ProductListQuery {
  @OptionalPickedId(M.categoryId, { description: 'Only this category' })
  categoryId?: number;
}

class CessView {
  @ApiProperty() cessApplicable: boolean;
  @ApiProperty({ enum: CESS_TYPES }) cessType: CessType;
  @ApiProperty({ description: 'Rupees per unit (FIXED) or percent (PERCENT); 0 when not applicable' }) cessValue: number;
}

export class CategoryView extends CessView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty({ example: 18, nullable: true, type: Number }) taxPercent: number | null;
  @ApiProperty({ nullable: true, type: String }) hsn: string | null;
}

export class SavedCategoryView extends CategoryView {
  @ApiProperty({ description: "Products that follow the category's GST and were changed by this save" }) productsUpdated: number;
}

export class CategoryOption {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class ProductView extends CessView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty() categoryId: number;
  @ApiProperty() categoryName: string;
  @ApiProperty({ example: '150.00' }) mrp: string;
  @ApiProperty({ example: '90.00' }) pp: string;
  @ApiProperty({ example: '120.00' }) sp: string;
  @ApiProperty({ example: 18 }) taxPercent: number;
  @ApiProperty({ nullable: true, type: String }) hsn: string | null;
  @ApiProperty({ description: 'The selling price includes GST and cess' }) priceIncludesTax: boolean;
  @ApiProperty({ description: "GST %, HSN and cess follow the category" }) followCategoryTax: boolean;
  @ApiProperty({ example: 'NOS', description: 'GST unit quantity code (UQC)' }) uqc: string;
  @ApiProperty({ nullable: true, type: String, example: '8901234567890' }) barcode: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'PEN-BLUE-01' }) sku: string | null;
}

