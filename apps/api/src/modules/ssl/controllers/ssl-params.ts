import { BadRequestException } from '@nestjs/common';

/** A certificate reference from the query or body: a root id or a numeric id. */
export function certificateRef(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw new BadRequestException('Certificate id is required');
  const ref = value.trim();
  if (!/^[a-z0-9]{1,40}$/i.test(ref)) throw new BadRequestException('Certificate id is not valid');
  return ref.toLowerCase();
}
