/**
 * What a list screen keeps in its address (issue 31 item 2): page, search, filters, sort, tab and the open panel,
 * as query parameters, so Back, Forward, refresh and a shared link come back to the same place. Pure helpers;
 * the hooks are in use-url-state.ts and use-list-state.ts.
 */

/** The panel a list has open, as its query parameter: `edit=12`, `view=12`, `delete=12`, or `new=1` for a create. */
export type PanelMode = 'Modify' | 'View' | 'Delete';

const PANEL_PARAM: Record<PanelMode, string> = { Modify: 'edit', View: 'view', Delete: 'delete' };

export function panelParam(prefix: string, mode: PanelMode, id: unknown): [string, string] {
  const isNew = mode === 'Modify' && (id === undefined || id === null || id === 0 || id === '');
  return isNew ? [`${prefix}new`, '1'] : [`${prefix}${PANEL_PARAM[mode]}`, String(id)];
}

export function panelParamNames(prefix: string): string[] {
  return [`${prefix}new`, ...Object.values(PANEL_PARAM).map((name) => `${prefix}${name}`)];
}

/** The zero-based page a `page` parameter (one-based, as people read it) names; 0 when absent or not a page. */
export function pageFromParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n - 1 : 0;
}

/** `params` with `changes` applied: null, '' and the default value remove a parameter, keeping the address short. */
export function withParams(params: URLSearchParams, changes: Record<string, string | null>, defaults: Record<string, string> = {}): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '' || value === defaults[name]) next.delete(name);
    else next.set(name, value);
  }
  return next;
}
