import { PAGE_SIZE_DEFAULT, type Paged } from '@bizdesk/shared';

/**
 * Search and paging of a list the API answers whole (a year's holidays, a company's API keys: short lists the
 * spec gives no paging for), with the same search box and pager as the server-paged lists. The search is
 * case-insensitive over the texts `fields` gives for a row; a new search starts from the first page
 * (useListState), and a page past the end (after a delete) shows the last one.
 */
export function localPage<T>(rows: readonly T[], search: string, page: number, fields: (row: T) => (string | null | undefined)[], size = PAGE_SIZE_DEFAULT): Paged<T> & { page: number } {
  const term = search.trim().toLocaleLowerCase('en-IN');
  const found = term ? rows.filter((row) => fields(row).some((text) => text?.toLocaleLowerCase('en-IN').includes(term))) : [...rows];
  const totalPages = Math.ceil(found.length / size);
  const shown = Math.max(0, Math.min(page, totalPages - 1));
  return { list: found.slice(shown * size, shown * size + size), totalPages, totalRecords: found.length, page: shown };
}
