import type { BodyOf, Schemas } from '@bizdesk/api-client';
import type { CessType } from '@bizdesk/shared';

/** GST cess as the API holds it: not applicable means NONE and 0. */
export interface CessFields {
  cessApplicable: boolean;
  cessType: CessType;
  cessValue: number;
}

/** A category as the API answers it. GST cess: not applicable means NONE and 0. */
export type Category = Schemas['CategoryView'];

/** A product as the API answers it (the selling price includes tax when priceIncludesTax). */
export type Product = Schemas['ProductView'];

/** Generated from the server's DTO. */
export type CategorySaveRequest = BodyOf<'/api/erp/category', 'post'>;

/** Generated from the server's DTO. */
export type ProductSaveRequest = BodyOf<'/api/erp/product', 'post'>;
