import type { CessType } from '@bizdesk/shared';

/** GST cess as the API holds it: not applicable means NONE and 0. */
export interface CessFields {
  cessApplicable: boolean;
  cessType: CessType;
  cessValue: number;
}

export interface Category extends CessFields {
  id: number;
  name: string;
  description: string | null;
  /** None: every product of the category gives its own. */
  taxPercent: number | null;
  hsn: string | null;
}

export interface Product extends CessFields {
  id: number;
  name: string;
  description: string | null;
  categoryId: number;
  categoryName: string;
  mrp: string;
  pp: string;
  sp: string;
  taxPercent: number;
  hsn: string | null;
  /** The selling price includes GST and cess (retail); else tax is added on top (B2B). */
  priceIncludesTax: boolean;
  /** GST %, HSN and cess are the category's and follow its changes. */
  followCategoryTax: boolean;
}

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
