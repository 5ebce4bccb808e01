import type { RecordFilters } from '../api/accounting-types';

/**
 * The expense and income list's filters and sort in the address (issue 31 item 2: filters and sort live in the URL),
 * so Back, refresh and a shared link show the same rows in the same order. Dates as the API takes them
 * (yyyy-MM-dd), ids as numbers; anything else in the address is ignored rather than sent.
 */
export const RECORD_SORT_DEFAULT = 'id,desc';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID_PARAMS = ['categoryId', 'accountId', 'partyId'] as const;

export function recordFiltersFrom(params: URLSearchParams): RecordFilters {
  const filters: RecordFilters = {};
  for (const name of ['fromDate', 'toDate'] as const) {
    const value = params.get(name);
    if (value && DATE.test(value)) filters[name] = value;
  }
  for (const name of ID_PARAMS) {
    const id = Number(params.get(name));
    if (Number.isInteger(id) && id > 0) filters[name] = id;
  }
  return filters;
}

/** The address changes for new filters: every filter parameter set or removed, and back to the first page. */
export function recordFilterChanges(next: RecordFilters): Record<string, string | null> {
  return {
    fromDate: next.fromDate ?? null,
    toDate: next.toDate ?? null,
    ...Object.fromEntries(ID_PARAMS.map((name) => [name, next[name] ? String(next[name]) : null])),
    page: null,
  };
}

/** A sort the API takes from the address (`field,asc|desc` on one of the list's sortable fields), else the default. */
export function recordSortFrom(value: string | null, sortable: readonly string[]): string {
  const match = /^([a-zA-Z]+),(asc|desc)$/.exec(value ?? '');
  return match && sortable.includes(match[1]!) ? value! : RECORD_SORT_DEFAULT;
}
