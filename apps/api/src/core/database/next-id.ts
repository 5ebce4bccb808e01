import type { Tables } from './schema.generated.js';
import { TypedQuery } from './typed-select.js';

/**
 * The next value of a table's `id` sequence, taken before its row is written (a ledger posting or a number
 * refers to the id first). bigint, so a string as pg answers it.
 */
export function nextIdOf(table: keyof Tables & string): TypedQuery<{ id: string }> {
  return new TypedQuery<{ id: string }>(`SELECT nextval(pg_get_serial_sequence('${table}', 'id')) AS id`);
}
