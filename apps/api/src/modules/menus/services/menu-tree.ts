import type { MenuEntryRow } from '../repositories/menus.repository.js';

/**
 * A child is shown only under a parent the user has; a parent with no visible children and no URL
 * of its own is dropped, so an unsubscribed application leaves no empty group behind.
 */
export function pruneMenu(entries: MenuEntryRow[]): MenuEntryRow[] {
  const ids = new Set(entries.map((e) => e.id));
  const withParent = entries.filter((e) => e.parentId === null || ids.has(e.parentId));
  const parentsWithChildren = new Set(withParent.filter((e) => e.parentId !== null).map((e) => e.parentId));
  return withParent.filter((e) => e.url !== null || parentsWithChildren.has(e.id));
}
