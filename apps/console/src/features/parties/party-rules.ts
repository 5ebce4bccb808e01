import { gstinStateCode, isValidGstin, isValidPan, panFromGstin } from '@bizdesk/shared';

/** The API's messages for customers and suppliers, word for word. */
export const PARTY_MESSAGES = {
  nameRequired: 'Name required',
  nameMin: 'Name must be at least 2 characters',
  email: 'Enter valid Email',
  phone: 'Phone number must be exactly 10 digits.',
  state: 'Please select state',
  country: 'Please select country',
  pincode: 'Pincode must be 6 digits',
  gstin: 'Invalid GSTIN: check its format and check digit',
  pan: 'Invalid PAN: it must be 5 letters, 4 digits and a letter (e.g. AAPFU0939F)',
  gstinStateMismatch: "The GSTIN's first two digits must be the selected state's GST code",
  panMismatch: 'PAN does not match the PAN inside the GSTIN',
  gstinNeeded: 'GSTIN is required for a REGULAR or COMPOSITION registration',
  gstinUnregistered: 'An Unregistered party cannot have a GSTIN: choose REGULAR or COMPOSITION',
  creditLimit: 'Credit Limit must be 0 or a positive amount with at most 2 decimals',
} as const;

/** The first problem with a GSTIN for the chosen state, or null. */
export function gstinProblem(gstin: string, stateId: number | undefined): string | null {
  const value = gstin.trim().toUpperCase();
  if (!isValidGstin(value)) return PARTY_MESSAGES.gstin;
  if (stateId && Number(gstinStateCode(value)) !== stateId) return PARTY_MESSAGES.gstinStateMismatch;
  return null;
}

/** The first problem with a PAN given beside an optional GSTIN, or null. */
export function panProblem(pan: string, gstin: string | undefined): string | null {
  const value = pan.trim().toUpperCase();
  if (!isValidPan(value)) return PARTY_MESSAGES.pan;
  const g = gstin?.trim().toUpperCase();
  if (g && isValidGstin(g) && panFromGstin(g) !== value) return PARTY_MESSAGES.panMismatch;
  return null;
}

/** India in the masters (GST states are its states). */
const INDIA = 1;

/**
 * What a valid GSTIN says about its party (issue 31 item 6): the state from its first two digits, the PAN from
 * characters 3 to 12, and a GST registration (REGULAR, unless COMPOSITION is already chosen). Null until valid.
 */
export function fillFromGstin(gstin: string, registrationType: string | undefined):
  { countryId: number; stateId: number; panNumber: string; registrationType: 'REGULAR' | 'COMPOSITION' } | null {
  const value = gstin.trim().toUpperCase();
  const pan = panFromGstin(value);
  if (!isValidGstin(value) || !pan) return null;
  return {
    countryId: INDIA,
    stateId: Number(gstinStateCode(value)),
    panNumber: pan,
    registrationType: registrationType === 'COMPOSITION' ? 'COMPOSITION' : 'REGULAR',
  };
}
