import type { MenuEntry } from '../../core/session';

export interface QuickLink {
  name: string;
  path: string;
  /** The parent menu entry's name ('Account' for its 'Dashboard'), so same-named links stay distinct. */
  group?: string;
}

const MAX_LINKS = 12;

/** Menu entries that lead somewhere (other than the dashboard itself), in menu order, once per page. */
export function quickLinksFrom(menu: readonly MenuEntry[]): QuickLink[] {
  const nameOf = new Map(menu.map((entry) => [entry.id, entry.name]));
  const seen = new Set<string>(['/dashboard']);
  const links: QuickLink[] = [];
  for (const entry of [...menu].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))) {
    const url = (entry.url ?? '').trim();
    if (!url || url === '#') continue;
    const path = url.startsWith('/') ? url : `/${url}`;
    const key = path.split(/[?#]/)[0]!.toLowerCase(); // '/account/EXPENSE?expenses' and '/account/expense' are one page
    if (seen.has(key)) continue;
    seen.add(key);
    const group = entry.parentId ? nameOf.get(entry.parentId) : undefined;
    links.push(group ? { name: entry.name, path, group } : { name: entry.name, path });
    if (links.length === MAX_LINKS) break;
  }
  return links;
}
