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
  taxPercent: number;
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
}
