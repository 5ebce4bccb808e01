import type { MenuEntry } from '../../app/session';

export interface QuickLink {
  name: string;
  path: string;
}

const MAX_LINKS = 12;

/** Menu entries that lead somewhere (other than the dashboard itself), in menu order, once per path. */
export function quickLinksFrom(menu: readonly MenuEntry[]): QuickLink[] {
  const seen = new Set<string>(['/dashboard']);
  const links: QuickLink[] = [];
  for (const entry of [...menu].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))) {
    const url = (entry.url ?? '').trim();
    if (!url || url === '#') continue;
    const path = url.startsWith('/') ? url : `/${url}`;
    if (seen.has(path.toLowerCase())) continue;
    seen.add(path.toLowerCase());
    links.push({ name: entry.name, path });
    if (links.length === MAX_LINKS) break;
  }
  return links;
}
