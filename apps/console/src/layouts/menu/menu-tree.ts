import type { MenuEntry } from '../../core/session';

/** A stored menu entry with its children, both sorted by sortOrder. */
export interface MenuNode extends MenuEntry {
  children: MenuNode[];
}

function isTopLevel(entry: MenuEntry): boolean {
  return entry.parentId === null || entry.parentId === undefined || entry.parentId === 0;
}

const bySortOrder = (a: MenuEntry, b: MenuEntry) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0);

/** Builds the tree: top-level entries have no parent (null or 0); children are found by parentId. */
export function buildMenuTree(entries: readonly MenuEntry[]): MenuNode[] {
  const sorted = [...entries].sort(bySortOrder);
  const childrenOf = (parentId: number, seen: Set<number>): MenuNode[] =>
    sorted
      .filter((entry) => entry.parentId === parentId && !seen.has(entry.id))
      .map((entry) => toNode(entry, seen));
  // `seen` guards against a bad menu whose parent links form a loop.
  const toNode = (entry: MenuEntry, seen: Set<number>): MenuNode => {
    const path = new Set(seen).add(entry.id);
    return { ...entry, children: childrenOf(entry.id, path) };
  };
  return sorted.filter(isTopLevel).map((entry) => toNode(entry, new Set()));
}

/**
 * Daily work kept in the sidebar although not tied to an application: Expenses and Reports (migration
 * 1768800000000; issue 31 item 4). The same pages stay in the apps dropdown under Account.
 */
export const SIDEBAR_CORE_ENTRIES: ReadonlySet<number> = new Set([176881, 176884]);

/** The sidebar: the entry with id 1, the daily-work entries and every entry linked to an application. */
export function sidebarEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.filter((entry) => entry.id === 1 || SIDEBAR_CORE_ENTRIES.has(entry.id) || entry.applicationId !== 0);
}

/** The apps dropdown: entries whose id is not 1 and whose application id is 0, but for the sidebar's daily-work entries. */
export function topDropdownEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.filter((entry) => entry.id !== 1 && !SIDEBAR_CORE_ENTRIES.has(entry.id) && entry.applicationId === 0);
}

/** Menu urls may come with or without the leading slash; router paths always have it. */
export function toRouterPath(url: string | null | undefined): string | null {
  const trimmed = (url ?? '').trim();
  if (!trimmed || trimmed === '#') return null;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The path part of a menu url: '/account/EXPENSE?expenses' -> '/account/expense' (routes ignore case). */
function pathOf(url: string | null | undefined): string | null {
  return toRouterPath(url)?.split(/[?#]/)[0]!.toLowerCase() ?? null;
}

/** Keys of the nodes leading to the entry for `pathname`, for selecting and opening the menu. */
export function activeTrail(nodes: readonly MenuNode[], pathname: string): string[] {
  const target = pathname.toLowerCase();
  for (const node of nodes) {
    const own = pathOf(node.url);
    if (own && own === target) return [String(node.id)];
    const below = activeTrail(node.children, pathname);
    if (below.length > 0) return [String(node.id), ...below];
  }
  return [];
}

/** Finds the node behind a clicked menu key. */
export function findNode(nodes: readonly MenuNode[], key: string): MenuNode | null {
  for (const node of nodes) {
    if (String(node.id) === key) return node;
    const below = findNode(node.children, key);
    if (below) return below;
  }
  return null;
}
