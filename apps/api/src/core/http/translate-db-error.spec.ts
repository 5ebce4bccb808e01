import { ConflictException, HttpException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { badRequest, conflict, dbErrorFacts, translateDbError } from './translate-db-error.js';

function pgFailure(code: string, constraint?: string): QueryFailedError {
  return new QueryFailedError('INSERT ...', [], Object.assign(new Error('violation'), { code, constraint }));
}

function answerOf(e: unknown): { status: number; message: unknown } {
  expect(e).toBeInstanceOf(HttpException);
  const h = e as HttpException;
  return { status: h.getStatus(), message: (h.getResponse() as { message: unknown }).message };
}

const MESSAGES = {
  constraints: { things_name_uq: conflict('A thing with this name already exists'), things_size_ck: badRequest('Size must be positive') },
  foreignKey: conflict('This thing is in use'),
};

describe('translateDbError', () => {
  it("answers a named constraint with the module's message and status", () => {
    expect(answerOf(translateDbError(pgFailure('23505', 'things_name_uq'), MESSAGES))).toEqual({ status: 409, message: 'A thing with this name already exists' });
    expect(answerOf(translateDbError(pgFailure('23514', 'things_size_ck'), MESSAGES))).toEqual({ status: 400, message: 'Size must be positive' });
  });

  it("uses the call site's answer for a kind of violation when the constraint is not named", () => {
    expect(answerOf(translateDbError(pgFailure('23503', 'others_thing_fk'), MESSAGES))).toEqual({ status: 409, message: 'This thing is in use' });
  });

  it('falls back to the generic answer for the SQLSTATE', () => {
    expect(answerOf(translateDbError(pgFailure('23505', 'others_uq'), MESSAGES))).toEqual({ status: 409, message: 'A record with the same value already exists' });
    expect(answerOf(translateDbError(pgFailure('23503', 'x_fk')))).toEqual({ status: 400, message: 'A referenced record does not exist' });
    expect(answerOf(translateDbError(pgFailure('42501')))).toEqual({ status: 404, message: 'Record not found' });
    expect(answerOf(translateDbError(pgFailure('40P01'))).status).toBe(503);
  });

  it('returns anything else unchanged', () => {
    const other = pgFailure('42P01');
    expect(translateDbError(other, MESSAGES)).toBe(other);
    const plain = new Error('not the database');
    expect(translateDbError(plain, MESSAGES)).toBe(plain);
    const http = new ConflictException('already an answer');
    expect(translateDbError(http, MESSAGES)).toBe(http);
  });

  it('reads the facts of wrapped and raw driver errors', () => {
    expect(dbErrorFacts(pgFailure('23505', 'a_uq'))).toEqual({ code: '23505', constraint: 'a_uq' });
    expect(dbErrorFacts(Object.assign(new Error('raw'), { code: '23P01', constraint: 'b_excl' }))).toEqual({ code: '23P01', constraint: 'b_excl' });
    expect(dbErrorFacts(new Error('no code'))).toBeNull();
  });
});
