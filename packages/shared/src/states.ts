/**
 * Indian states and union territories with their GST state codes (the first two digits of
 * a GSTIN and the "Place of Supply" code on a tax invoice).
 *
 * Two codes are kept only so that old GSTINs and invoices still resolve: 25 (Daman and Diu,
 * merged into 26 in 2020) and 28 (Andhra Pradesh before the 2014 division). 97 is "Other
 * Territory" (offshore areas). 99 (Centre Jurisdiction) appears in some GSTINs but is not a
 * place of supply, so it is not in this list.
 */

export type GstStateKind = 'STATE' | 'UNION_TERRITORY' | 'OTHER_TERRITORY';

export interface IndianState {
  /** Two-digit GST state code, e.g. "27". */
  code: string;
  name: string;
  kind: GstStateKind;
  /** Retired codes: valid in old GSTINs, not offered for new records. */
  legacy?: true;
}

export const INDIAN_STATES: readonly IndianState[] = [
  { code: '01', name: 'Jammu and Kashmir', kind: 'UNION_TERRITORY' },
  { code: '02', name: 'Himachal Pradesh', kind: 'STATE' },
  { code: '03', name: 'Punjab', kind: 'STATE' },
  { code: '04', name: 'Chandigarh', kind: 'UNION_TERRITORY' },
  { code: '05', name: 'Uttarakhand', kind: 'STATE' },
  { code: '06', name: 'Haryana', kind: 'STATE' },
  { code: '07', name: 'Delhi', kind: 'UNION_TERRITORY' },
  { code: '08', name: 'Rajasthan', kind: 'STATE' },
  { code: '09', name: 'Uttar Pradesh', kind: 'STATE' },
  { code: '10', name: 'Bihar', kind: 'STATE' },
  { code: '11', name: 'Sikkim', kind: 'STATE' },
  { code: '12', name: 'Arunachal Pradesh', kind: 'STATE' },
  { code: '13', name: 'Nagaland', kind: 'STATE' },
  { code: '14', name: 'Manipur', kind: 'STATE' },
  { code: '15', name: 'Mizoram', kind: 'STATE' },
  { code: '16', name: 'Tripura', kind: 'STATE' },
  { code: '17', name: 'Meghalaya', kind: 'STATE' },
  { code: '18', name: 'Assam', kind: 'STATE' },
  { code: '19', name: 'West Bengal', kind: 'STATE' },
  { code: '20', name: 'Jharkhand', kind: 'STATE' },
  { code: '21', name: 'Odisha', kind: 'STATE' },
  { code: '22', name: 'Chhattisgarh', kind: 'STATE' },
  { code: '23', name: 'Madhya Pradesh', kind: 'STATE' },
  { code: '24', name: 'Gujarat', kind: 'STATE' },
  { code: '25', name: 'Daman and Diu', kind: 'UNION_TERRITORY', legacy: true },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', kind: 'UNION_TERRITORY' },
  { code: '27', name: 'Maharashtra', kind: 'STATE' },
  { code: '28', name: 'Andhra Pradesh (Before Division)', kind: 'STATE', legacy: true },
  { code: '29', name: 'Karnataka', kind: 'STATE' },
  { code: '30', name: 'Goa', kind: 'STATE' },
  { code: '31', name: 'Lakshadweep', kind: 'UNION_TERRITORY' },
  { code: '32', name: 'Kerala', kind: 'STATE' },
  { code: '33', name: 'Tamil Nadu', kind: 'STATE' },
  { code: '34', name: 'Puducherry', kind: 'UNION_TERRITORY' },
  { code: '35', name: 'Andaman and Nicobar Islands', kind: 'UNION_TERRITORY' },
  { code: '36', name: 'Telangana', kind: 'STATE' },
  { code: '37', name: 'Andhra Pradesh', kind: 'STATE' },
  { code: '38', name: 'Ladakh', kind: 'UNION_TERRITORY' },
  { code: '97', name: 'Other Territory', kind: 'OTHER_TERRITORY' },
];

/** Accepts "27" or 27. */
function codeOf(code: string | number): string {
  return typeof code === 'number' ? String(code).padStart(2, '0') : code.trim().padStart(2, '0');
}

const BY_CODE = new Map(INDIAN_STATES.map((s) => [s.code, s]));

export function stateByCode(code: string | number): IndianState | undefined {
  return BY_CODE.get(codeOf(code));
}

/** Case-insensitive lookup by exact name. */
export function stateByName(name: string): IndianState | undefined {
  const wanted = name.trim().toLowerCase();
  return INDIAN_STATES.find((s) => s.name.toLowerCase() === wanted);
}

/** "Maharashtra (27)", the invoice's place-of-supply form; undefined for an unknown code. */
export function stateWithCode(code: string | number): string | undefined {
  const state = stateByCode(code);
  return state ? `${state.name} (${state.code})` : undefined;
}

/** Supplier state of the provider's own tax invoices (spec: fixed Maharashtra (27)). */
export const PROVIDER_STATE_CODE = '27';

/**
 * Intra-state supply (CGST + SGST) when supplier and place of supply share a state code;
 * otherwise inter-state (IGST).
 */
export function isIntraStateSupply(supplierStateCode: string | number, placeOfSupplyCode: string | number): boolean {
  return codeOf(supplierStateCode) === codeOf(placeOfSupplyCode);
}
