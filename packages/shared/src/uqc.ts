/**
 * Unit Quantity Codes (UQC) of GST: the units GSTR-1's HSN summary and the e-invoice (ItemList.Unit) take, as
 * in the GST portal's UQC master. "NOS" (numbers) is the default for a product.
 */
export const GST_UQC: readonly { code: string; name: string }[] = [
  { code: 'BAG', name: 'Bags' }, { code: 'BAL', name: 'Bale' }, { code: 'BDL', name: 'Bundles' }, { code: 'BKL', name: 'Buckles' },
  { code: 'BOU', name: 'Billion of units' }, { code: 'BOX', name: 'Box' }, { code: 'BTL', name: 'Bottles' }, { code: 'BUN', name: 'Bunches' },
  { code: 'CAN', name: 'Cans' }, { code: 'CBM', name: 'Cubic meters' }, { code: 'CCM', name: 'Cubic centimeters' }, { code: 'CMS', name: 'Centimeters' },
  { code: 'CTN', name: 'Cartons' }, { code: 'DOZ', name: 'Dozens' }, { code: 'DRM', name: 'Drums' }, { code: 'GGK', name: 'Great gross' },
  { code: 'GMS', name: 'Grammes' }, { code: 'GRS', name: 'Gross' }, { code: 'GYD', name: 'Gross yards' }, { code: 'KGS', name: 'Kilograms' },
  { code: 'KLR', name: 'Kilolitre' }, { code: 'KME', name: 'Kilometre' }, { code: 'LTR', name: 'Litres' }, { code: 'MLT', name: 'Millilitre' },
  { code: 'MTR', name: 'Meters' }, { code: 'MTS', name: 'Metric ton' }, { code: 'NOS', name: 'Numbers' }, { code: 'OTH', name: 'Others' },
  { code: 'PAC', name: 'Packs' }, { code: 'PCS', name: 'Pieces' }, { code: 'PRS', name: 'Pairs' }, { code: 'QTL', name: 'Quintal' },
  { code: 'ROL', name: 'Rolls' }, { code: 'SET', name: 'Sets' }, { code: 'SQF', name: 'Square feet' }, { code: 'SQM', name: 'Square meters' },
  { code: 'SQY', name: 'Square yards' }, { code: 'TBS', name: 'Tablets' }, { code: 'TGM', name: 'Ten gross' }, { code: 'THD', name: 'Thousands' },
  { code: 'TON', name: 'Tonnes' }, { code: 'TUB', name: 'Tubes' }, { code: 'UGS', name: 'US gallons' }, { code: 'UNT', name: 'Units' },
  { code: 'YDS', name: 'Yards' },
];

export const DEFAULT_UQC = 'NOS';

export function isGstUqc(code: unknown): code is string {
  return typeof code === 'string' && GST_UQC.some((u) => u.code === code);
}
