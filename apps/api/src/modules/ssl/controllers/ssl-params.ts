import { BadRequestException } from '@nestjs/common';

/** A required whole-number query parameter (domainId=12). */
export function wholeNumber(value: unknown, label: string): number {
  if (value === undefined || value === null || value === '') throw new BadRequestException(`${label} is required`);
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new BadRequestException(`${label} must be a whole number`);
  return n;
}

/** A certificate reference from the query or body: a root id or a numeric id. */
export function certificateRef(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw new BadRequestException('Certificate id is required');
  const ref = value.trim();
  if (!/^[a-z0-9]{1,40}$/i.test(ref)) throw new BadRequestException('Certificate id is not valid');
  return ref.toLowerCase();
}
