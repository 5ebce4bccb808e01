import { gstinCheckDigit, gstinStateCode, isValidGstin, normalizeGstin, panFromGstin } from './gstin.js';

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'])('accepts the real GSTIN %s', (gstin) => {
    expect(isValidGstin(gstin)).toBe(true);
  });

  it('computes the check digit of the GST Network', () => {
    expect(gstinCheckDigit('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckDigit('29AAGCB7383J1Z')).toBe('4');
  });

  it('refuses a wrong check digit', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('29AAGCB7383J1Z5')).toBe(false);
  });

  it('refuses any single changed character (the check digit catches it)', () => {
    const good = '27AAPFU0939F1ZV';
    expect(isValidGstin(good.slice(0, 7) + '1' + good.slice(8))).toBe(false); // 0939 -> 1939
    expect(isValidGstin('27AAPFV0939F1ZV')).toBe(false);
  });

  it('refuses a transposition of adjacent characters', () => {
    expect(isValidGstin('27AAPFU9039F1ZV')).toBe(false);
  });

  it('checks the state code range (01-38, 97, 99)', () => {
    const withState = (code: string) => {
      const first14 = `${code}AAPFU0939F1Z`;
      return first14 + gstinCheckDigit(first14);
    };
    expect(isValidGstin(withState('01'))).toBe(true);
    expect(isValidGstin(withState('38'))).toBe(true);
    expect(isValidGstin(withState('97'))).toBe(true);
    expect(isValidGstin(withState('99'))).toBe(true);
    expect(isValidGstin(withState('00'))).toBe(false);
    expect(isValidGstin(withState('39'))).toBe(false);
    expect(isValidGstin(withState('98'))).toBe(false);
  });

  it('checks the structure', () => {
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false); // 14 chars
    expect(isValidGstin('27AAPFU0939F1ZVX')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false); // normalise first
    expect(isValidGstin(normalizeGstin(' 27aapfu0939f1zv '))).toBe(true);
    const noZ = '27AAPFU0939F1Y';
    expect(isValidGstin(noZ + gstinCheckDigit(noZ))).toBe(false); // 14th must be Z
    const entityZero = '27AAPFU0939F0Z';
    expect(isValidGstin(entityZero + gstinCheckDigit(entityZero))).toBe(false);
    const badPan = '2712345U0939F1Z';
    expect(isValidGstin(badPan)).toBe(false);
    expect(isValidGstin(null)).toBe(false);
    expect(isValidGstin(27)).toBe(false);
  });

  it('extracts the state code and PAN', () => {
    expect(gstinStateCode('27AAPFU0939F1ZV')).toBe('27');
    expect(panFromGstin('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
    expect(panFromGstin('29AAGCB7383J1Z4')).toBe('AAGCB7383J');
    expect(gstinStateCode('27AAPFU0939F1ZW')).toBeNull();
    expect(panFromGstin('nonsense')).toBeNull();
  });

  it('refuses characters outside 0-9A-Z in the check digit input', () => {
    expect(() => gstinCheckDigit('27AAPFU0939F1-')).toThrow(RangeError);
    expect(() => gstinCheckDigit('27AAPFU')).toThrow(RangeError);
  });
});
