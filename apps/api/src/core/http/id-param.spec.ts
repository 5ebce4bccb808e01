import { BadRequestException } from '@nestjs/common';
import { IdPipe, OptionalIdPipe, badIdMessage, parseId, parseOptionalId } from './id-param.js';

describe('ids from paths and query strings', () => {
  it.each([['7', 7], [' 42 ', 42], [9, 9], ['9007199254740991', 9007199254740991]])('reads %j as %d', (value, id) => {
    expect(parseId(value)).toBe(id);
  });

  it.each([['0'], ['-1'], ['1.5'], ['abc'], [''], [undefined], [null], ['1e3'], ['99999999999999999'], [0], [2.5]])('refuses %j with the one message', (value) => {
    expect(() => parseId(value)).toThrow(new BadRequestException(badIdMessage()));
  });

  it('names the parameter in the message, and leaves optional filters out when empty', () => {
    expect(() => new IdPipe().transform('x', { type: 'query', data: 'referenceId' })).toThrow('referenceId must be a positive whole number');
    expect(new OptionalIdPipe().transform('', { type: 'query', data: 'branchId' })).toBeUndefined();
    expect(parseOptionalId(undefined)).toBeUndefined();
    expect(() => new OptionalIdPipe().transform('0', { type: 'query', data: 'branchId' })).toThrow('branchId must be a positive whole number');
  });
});
