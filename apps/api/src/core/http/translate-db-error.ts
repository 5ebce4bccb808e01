import { BadRequestException, ConflictException, type HttpException, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';

/** What a refused statement tells about itself: PostgreSQL's SQLSTATE and, for a constraint, its name. */
export interface DbErrorFacts {
  code: string;
  constraint?: string;
}

/** The code and constraint of a PostgreSQL error (TypeORM's QueryFailedError or the driver's own), or null. */
export function dbErrorFacts(e: unknown): DbErrorFacts | null {
  const pg = (e instanceof QueryFailedError ? e.driverError : e) as { code?: unknown; constraint?: unknown } | null | undefined;
  if (!pg || typeof pg.code !== 'string' || !/^[0-9A-Z]{5}$/.test(pg.code)) return null;
  return { code: pg.code, ...(typeof pg.constraint === 'string' ? { constraint: pg.constraint } : {}) };
}

/** The answer a violated constraint gets: 409 (it clashes with what is there) or 400 (the input is wrong). */
export interface DbErrorAnswer {
  status: 409 | 400;
  message: string;
}

export const conflict = (message: string): DbErrorAnswer => ({ status: 409, message });
export const badRequest = (message: string): DbErrorAnswer => ({ status: 400, message });

/**
 * A module's answers to its own constraints, by the name its migration gave them (`coa_accounts_name_uq`).
 * The kinds answer any other violation of that kind at the call site (a delete refused by whichever foreign
 * key still points at the row).
 */
export interface ConstraintMessages {
  constraints?: Readonly<Record<string, DbErrorAnswer>>;
  unique?: DbErrorAnswer;
  foreignKey?: DbErrorAnswer;
  check?: DbErrorAnswer;
  exclusion?: DbErrorAnswer;
}

const KIND_BY_CODE: Record<string, keyof Omit<ConstraintMessages, 'constraints'>> = {
  '23505': 'unique',
  '23503': 'foreignKey',
  '23514': 'check',
  '23P01': 'exclusion',
};

export const SERVICE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

/** Database errors that are the caller's fault (or a moment's contention), whatever module hit them. */
function generic(code: string): HttpException | null {
  switch (code) {
    case '23505':
      return new ConflictException('A record with the same value already exists');
    case '23503':
      return new BadRequestException('A referenced record does not exist');
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
      return new BadRequestException('A value has the wrong format or is out of range');
    case '22021': // a byte sequence that is not text (NUL) got past the input checks
    case '22P05':
      return new BadRequestException('A value contains characters that are not allowed');
    case '42501': // row-level security refused the row: it belongs to someone else
      return new NotFoundException('Record not found');
    case '57014': // statement_timeout
    case '55P03': // lock_timeout
    case '40P01': // deadlock detected: PostgreSQL chose this statement to fail
    case '40001': // serialization failure
      return new ServiceUnavailableException(SERVICE_UNAVAILABLE);
    default:
      return null;
  }
}

function answer(a: DbErrorAnswer): HttpException {
  return a.status === 409 ? new ConflictException(a.message) : new BadRequestException(a.message);
}

/**
 * The one place a PostgreSQL error becomes an HTTP answer: the module's message for a constraint it names,
 * else its answer for that kind of violation, else the generic answer for the SQLSTATE. Anything else is
 * returned unchanged. Services: `catch (e) { throw translateDbError(e, MODULE_CONSTRAINTS); }`; the
 * exception filter calls it without messages as the backstop.
 */
export function translateDbError(e: unknown, messages: ConstraintMessages = {}): unknown {
  const facts = dbErrorFacts(e);
  if (!facts) return e;
  const named = facts.constraint ? messages.constraints?.[facts.constraint] : undefined;
  const kind = KIND_BY_CODE[facts.code];
  const mine = named ?? (kind ? messages[kind] : undefined);
  if (mine) return answer(mine);
  return generic(facts.code) ?? e;
}
