import { inChunks } from './text-chunks.js';

describe('inChunks', () => {
  it('joins pieces into chunks of at least the size (the last may be shorter) that join to the same text', () => {
    const pieces = ['ab', 'cde', 'f', '', 'ghij', 'k'];
    const chunks = [...inChunks(pieces, 4)];
    expect(chunks).toEqual(['abcde', 'fghij', 'k']);
    expect(chunks.join('')).toBe(pieces.join(''));
  });

  it('gives nothing for no text', () => {
    expect([...inChunks([], 4)]).toEqual([]);
    expect([...inChunks(['', ''], 4)]).toEqual([]);
  });
});
