import { BadRequestException, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';

/** The one message for an id that is not one: "id must be a positive whole number" (or the parameter's name). */
export const badIdMessage = (name = 'id') => `${name} must be a positive whole number`;

/** A record id from a path or query string ("7"): a positive safe integer, else 400 with badIdMessage. */
export function parseId(value: unknown, name = 'id'): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,16}$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new BadRequestException(badIdMessage(name));
  return n;
}

/** An optional id filter (?branchId=): missing or empty is undefined, anything else must be an id. */
export function parseOptionalId(value: unknown, name = 'id'): number | undefined {
  return value === undefined || value === null || value === '' ? undefined : parseId(value, name);
}

/**
 * `@Param('id', IdPipe) id: number`, `@Query('id', IdPipe) id: number`: the one way a route reads an id.
 * The message names the parameter (`referenceId must be a positive whole number`).
 */
@Injectable()
export class IdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown, metadata: ArgumentMetadata): number {
    return parseId(value, metadata.data ?? 'id');
  }
}

/** `@Query('branchId', OptionalIdPipe) branchId?: number`: an optional id filter. */
@Injectable()
export class OptionalIdPipe implements PipeTransform<unknown, number | undefined> {
  transform(value: unknown, metadata: ArgumentMetadata): number | undefined {
    return parseOptionalId(value, metadata.data ?? 'id');
  }
}
