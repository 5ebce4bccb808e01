import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { unwrapEnvelope } from './unwrap-envelope';

describe('unwrapEnvelope', () => {
  it('returns data and message for an OK answer', () => {
    const body = JSON.stringify({ status: 'OK', message: 'Saved', data: { id: 4 } });
    expect(unwrapEnvelope(true, 200, body)).toEqual({ data: { id: 4 }, message: 'Saved' });
  });

  it("throws the server's message for a non-OK status, even on HTTP 200", () => {
    const body = { status: 'ERROR', message: 'Financial year is locked', data: null };
    expect(() => unwrapEnvelope(true, 200, body)).toThrowError('Financial year is locked');
  });

  it("falls back to 'Unknown error' when there is no message or no envelope", () => {
    expect(() => unwrapEnvelope(false, 500, { status: 'ERROR' })).toThrowError('Unknown error');
    expect(() => unwrapEnvelope(true, 200, '<html>proxy error</html>')).toThrowError('Unknown error');
    expect(() => unwrapEnvelope(true, 200, '')).toThrowError('Unknown error');
  });

  it('keeps the HTTP status, envelope status and field errors on the ApiError', () => {
    const errors = [{ field: 'gstin', message: 'Invalid GSTIN: check its format and check digit' }];
    try {
      unwrapEnvelope(false, 400, { status: 'BAD_REQUEST', message: errors[0]!.message, data: { errors } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ httpStatus: 400, status: 'BAD_REQUEST', data: { errors } });
    }
  });
});
