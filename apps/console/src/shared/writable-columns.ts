/**
 * A list's columns for the signed-in role: when the role may not write (useCan('<area>.write') is false), the
 * column of row actions (edit, delete, assign...) is left out whole, so a read-only user sees no empty column.
 * `key` names that column ('action' in most lists).
 */
export function writableColumns<C extends { key?: unknown }>(columns: readonly C[], mayWrite: boolean, key = 'action'): C[] {
  return mayWrite ? [...columns] : columns.filter((c) => c.key !== key);
}
