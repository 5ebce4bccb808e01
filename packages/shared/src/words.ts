/**
 * Amount in words for invoices, Indian style:
 * 123456789 paise -> "Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and
 * Eighty Nine Paise Only".
 *
 * Numbers come from to-words' en-IN locale. Above 99,99,999 we count in crores
 * ("One Hundred Crore", "One Lakh Crore"), as Indian cheques and invoices do, rather than
 * the locale's rarely used Arab/Kharab.
 */
// The per-locale entry point: the same ToWords class with only en-IN bundled, so the
// console does not ship all 135 locales.
import { ToWords } from 'to-words/en-IN';
import { paiseToBigInt } from './decimal.js';

const toWords = new ToWords({ localeCode: 'en-IN' });
const CRORE = 10_000_000n;

/** Whole number in Indian words: 10000000 -> "One Crore". */
export function numberInWords(value: number | bigint): string {
  const n = typeof value === 'bigint' ? value : paiseToBigInt(value, 'number');
  if (n < 0n) return `Minus ${numberInWords(-n)}`;
  if (n < CRORE) return toWords.convert(n);
  const crores = n / CRORE;
  const rest = n % CRORE;
  return `${numberInWords(crores)} Crore${rest > 0n ? ` ${toWords.convert(rest)}` : ''}`;
}

/**
 * Whole paise in words. 0 is "Rupees Zero Only"; paise alone is "Fifty Paise Only";
 * one paisa is "One Paisa"; a negative amount is prefixed "Minus".
 */
export function amountInWords(paise: number | bigint): string {
  const value = paiseToBigInt(paise);
  if (value < 0n) return `Minus ${amountInWords(-value)}`;
  const rupees = value / 100n;
  const fraction = value % 100n;
  const paiseWords = fraction > 0n ? `${toWords.convert(fraction)} ${fraction === 1n ? 'Paisa' : 'Paise'}` : '';
  if (rupees === 0n && fraction > 0n) return `${paiseWords} Only`;
  return `Rupees ${numberInWords(rupees)}${paiseWords ? ` and ${paiseWords}` : ''} Only`;
}
