/** How many page links the pager shows at most. */
export const PAGER_WINDOW = 7;

/**
 * Zero-based page numbers to show as links: up to `size` pages, centred on the current
 * page where possible and shifted at either end so the window stays full.
 */
export function pagerWindow(page: number, totalPages: number, size: number = PAGER_WINDOW): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(size, totalPages);
  const current = Math.min(Math.max(page, 0), totalPages - 1);
  const start = Math.min(Math.max(current - Math.floor(count / 2), 0), totalPages - count);
  return Array.from({ length: count }, (_, index) => start + index);
}
