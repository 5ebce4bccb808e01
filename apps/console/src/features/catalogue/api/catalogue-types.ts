import type { Schemas } from '@bizdesk/api-client';
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

export type CategorySaveRequest = Omit<Category, 'cessType' | 'cessValue'> & { cessType?: CessType; cessValue?: string | number };

export interface ProductSaveRequest {
  id: number;
  name: string;
  description?: string | null;
  categoryId: number;
  mrp: string;
  pp: string;
  sp: string;
  taxPercent?: number | string;
  hsn?: string | null;
  cessApplicable?: boolean;
  cessType?: CessType;
  cessValue?: string | number;
  priceIncludesTax?: boolean;
  followCategoryTax?: boolean;
}
