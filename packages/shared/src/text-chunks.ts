/**
 * Pieces of a text joined into chunks of at least `size` characters (the last may be shorter), for writing a large
 * file to a stream without one string of the whole file nor one write per piece. The chunks join to the pieces' text.
 */
export function* inChunks(pieces: Iterable<string>, size = 64 * 1024): Generator<string> {
  let chunk = '';
  for (const piece of pieces) {
    chunk += piece;
    if (chunk.length >= size) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
