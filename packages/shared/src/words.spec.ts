import { amountInWords, numberInWords } from './words.js';
import { parsePaise } from './money.js';

describe('amountInWords', () => {
  it('uses lakh and thousand with paise', () => {
    expect(amountInWords(parsePaise('1234567.89'))).toBe(
      'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Nine Paise Only',
    );
  });

  it('says one crore', () => {
    expect(amountInWords(parsePaise('10000000'))).toBe('Rupees One Crore Only');
  });

  it('counts in crores beyond', () => {
    expect(amountInWords(parsePaise('1000000000'))).toBe('Rupees One Hundred Crore Only');
    expect(amountInWords(parsePaise('123456789012.34'))).toBe(
      'Rupees Twelve Thousand Three Hundred Forty Five Crore Sixty Seven Lakh Eighty Nine Thousand Twelve and Thirty Four Paise Only',
    );
    expect(numberInWords(10n ** 12n)).toBe('One Lakh Crore');
  });

  it('handles small and edge amounts', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(1)).toBe('One Paisa Only');
    expect(amountInWords(50)).toBe('Fifty Paise Only');
    expect(amountInWords(101)).toBe('Rupees One and One Paisa Only');
    expect(amountInWords(236000)).toBe('Rupees Two Thousand Three Hundred Sixty Only');
    expect(amountInWords(10000005n)).toBe('Rupees One Lakh and Five Paise Only');
    expect(amountInWords(-150)).toBe('Minus Rupees One and Fifty Paise Only');
  });

  it('refuses fractional paise', () => {
    expect(() => amountInWords(1.5)).toThrow();
  });
});
