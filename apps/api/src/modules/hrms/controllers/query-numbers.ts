import { BadRequestException } from '@nestjs/common';

/** A record id from the query string (DELETE ...?id=7): a positive whole number or a 400. */
export function requiredId(value: unknown, name = 'id'): number {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new BadRequestException(`${name} must be a whole number`);
  return n;
}

export function optionalWholeNumber(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return requiredId(value, name);
}
