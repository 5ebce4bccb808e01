import { describe, expect, it } from 'vitest';
import { fillFromGstin } from './party-rules';

describe('fillFromGstin (issue 31 item 6)', () => {
  it('takes the state from the first two digits, the PAN from characters 3 to 12, and a REGULAR registration', () => {
    expect(fillFromGstin(' 27aapfu0939f1zv ', 'Unregistered')).toEqual({ countryId: 1, stateId: 27, panNumber: 'AAPFU0939F', registrationType: 'REGULAR' });
    expect(fillFromGstin('29AAGCB7383J1Z4', undefined)).toMatchObject({ stateId: 29, panNumber: 'AAGCB7383J', registrationType: 'REGULAR' });
  });

  it('keeps COMPOSITION when chosen, and fills nothing until the GSTIN is valid', () => {
    expect(fillFromGstin('27AAPFU0939F1ZV', 'COMPOSITION')?.registrationType).toBe('COMPOSITION');
    expect(fillFromGstin('27AAPFU0939F1Z', 'Unregistered')).toBeNull();
    expect(fillFromGstin('27AAPFU0939F1ZX', 'Unregistered')).toBeNull();
  });
});
