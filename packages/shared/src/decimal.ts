/**
 * Exact decimal helpers on BigInt, shared by money and GST. Numbers are read through their
 * shortest decimal representation (String(n)), so 0.1 is "0.1" and 0.1 + 0.2 is rejected
 * for having more decimals than allowed: a float that went through arithmetic never
 * silently becomes money.
 */

export class InvalidAmountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidAmountError';
  }
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * Parses a plain decimal ("1234", "-12.5", "0.05") into an integer scaled by 10^scale.
 * Refuses exponent notation, NaN, Infinity, separators and more than `scale` decimals.
 */
export function toScaledBigInt(input: string | number | bigint, scale: number, what = 'amount'): bigint {
  if (typeof input === 'bigint') return input * 10n ** BigInt(scale);
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new InvalidAmountError(`${what} must be a finite number`);
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    throw new InvalidAmountError(`${what} must be a string or a number`);
  }
  const match = DECIMAL.exec(text);
  if (!match) throw new InvalidAmountError(`${what} "${text}" is not a plain decimal number`);
  const [, minus, whole, fraction = ''] = match;
  if (fraction.length > scale) {
    throw new InvalidAmountError(`${what} "${text}" has more than ${scale} decimal places`);
  }
  const scaled = BigInt(whole + fraction.padEnd(scale, '0'));
  return minus && scaled !== 0n ? -scaled : scaled;
}

/** a / b rounded half away from zero (b > 0). */
export function divRoundHalfUp(a: bigint, b: bigint): bigint {
  if (b <= 0n) throw new RangeError('divisor must be positive');
  const negative = a < 0n;
  const abs = negative ? -a : a;
  const q = (abs * 2n + b) / (b * 2n);
  return negative ? -q : q;
}

/** Converts to a JS number, refusing values beyond Number.MAX_SAFE_INTEGER. */
export function toSafeNumber(value: bigint, what = 'amount'): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new InvalidAmountError(`${what} is too large`);
  }
  return Number(value);
}

/** Integer paise given as number or bigint, as a bigint; refuses fractions. */
export function paiseToBigInt(paise: number | bigint, what = 'paise'): bigint {
  if (typeof paise === 'bigint') return paise;
  if (!Number.isSafeInteger(paise)) throw new InvalidAmountError(`${what} must be a whole number of paise`);
  return BigInt(paise);
}
