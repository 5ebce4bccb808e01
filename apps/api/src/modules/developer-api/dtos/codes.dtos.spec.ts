import { unencodableCharacter } from './codes.dtos.js';

describe('barcode characters each symbology can carry', () => {
  it('refuses the first character Code 128 cannot encode, naming it and its position', () => {
    expect(unencodableCharacter('Price ₹499', 'code128')).toBe('The character "₹" (position 7) cannot be encoded in code128: it takes ASCII characters only');
    expect(unencodableCharacter('नमस्ते', 'code128')).toBe('The character "न" (position 1) cannot be encoded in code128: it takes ASCII characters only');
    expect(unencodableCharacter('INV-2026/0042', 'code128')).toBeNull();
  });

  it('knows the Code 39 set, the digit-only codes and the Latin-1 2D codes', () => {
    expect(unencodableCharacter('ABC-12', 'code39')).toBeNull();
    expect(unencodableCharacter('abc', 'code39')).toMatch(/^The character "a" \(position 1\) cannot be encoded in code39/);
    expect(unencodableCharacter('590123412345A', 'ean13')).toMatch(/"A" \(position 13\).*digits only/);
    expect(unencodableCharacter('Café', 'datamatrix')).toBeNull();
    expect(unencodableCharacter('₹ 10', 'pdf417')).toMatch(/"₹" \(position 1\) cannot be encoded in pdf417/);
    // A character outside the Basic Multilingual Plane is one character, not two.
    expect(unencodableCharacter('A😀', 'code128')).toMatch(/"😀" \(position 2\)/);
  });
});
