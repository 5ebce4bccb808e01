import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { anyFormDirty, confirmDiscard } from './dirty-forms';
import { pageFromParam, panelParam, panelParamNames, withParams, type PanelMode } from './url-state';

/** The action modes of a list screen (spec 4). */
export type ListMode = 'Listing' | PanelMode;

export interface ListState<T> {
  mode: ListMode;
  /** The record being edited, viewed or deleted; null in Listing. */
  selected: T | null;
  search: string;
  /** Zero-based. */
  page: number;
}

/** The query parameters a list keeps (without a prefix); a tab change clears them so the next tab starts at its top. */
export const LIST_PARAMS = ['page', 'search', 'new', 'edit', 'view', 'delete'];

export interface ListStateOptions {
  /** The search a list starts with when the address has none (a link's preselection). */
  initialSearch?: string;
  /** Prefix of the parameter names, for a second list on the same page ('po' gives ?popage=). */
  prefix?: string;
}

interface OpenPanel<T> {
  mode: PanelMode;
  item: T;
  /** The parameter naming this panel in the address, e.g. ['edit', '12']. */
  param: [string, string];
}

const idOf = (item: unknown) => (item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined);

/**
 * Mode, selected record, search text and page for a list screen, kept in the address (issue 31 item 2): `?page=2`
 * (one-based), `?search=`, and the open panel (`?edit=12`, `?view=12`, `?delete=12`, `?new=1`). Paging and opening
 * a panel are history entries, so Back closes the panel instead of leaving the page and Forward returns to page 2;
 * typing a search replaces the entry. Back over a form with unsaved changes asks "Discard changes?" first. The record
 * itself is held here (the address names only its id): after a refresh the panel parameter is dropped and the list
 * shows. Create is Modify with a new record (id 0); saving, closing or refreshing returns to Listing.
 */
export function useListState<T>(options: string | ListStateOptions = '') {
  const { initialSearch = '', prefix = '' } = typeof options === 'string' ? { initialSearch: options } : options;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [panel, setPanel] = useState<OpenPanel<T> | null>(null);
  const asking = useRef(false);
  /** Bumped by every Back/Forward, so the check below runs even when React's copy of the address did not change. */
  const [moves, setMoves] = useState(0);
  const mounted = useRef(false);

  const names = useMemo(() => ({ page: `${prefix}page`, search: `${prefix}search` }), [prefix]);
  const search = params.get(names.search) ?? initialSearch;
  const page = pageFromParam(params.get(names.page));
  const inAddress = panelParamNames(prefix).find((name) => params.has(name));
  const addressParam: [string, string] | null = inAddress ? [inAddress, params.get(inAddress) ?? ''] : null;

  useEffect(() => {
    const onMove = () => setMoves((n) => n + 1);
    window.addEventListener('popstate', onMove);
    return () => window.removeEventListener('popstate', onMove);
  }, []);

  // The address changed under an open panel (Back, Forward, a link) or names a panel this list does not hold (a refresh).
  // It is read from the browser, not from React's copy: the router hands React a new address as a transition, so
  // React's copy lags the pushes this list makes, and a Back pressed before it caught up supersedes the push
  // altogether (React never sees `?edit=5`, only the address before and after it), which left the panel open over
  // a list whose address had gone Back.
  useEffect(() => {
    const live = livePanelParam(prefix);
    const matches = panel && live && panel.param[0] === live[0] && panel.param[1] === live[1];
    if (panel && !matches) {
      if (asking.current) return;
      if (!anyFormDirty()) {
        setPanel(null);
        return;
      }
      // Back over unsaved changes: put the panel's entry back and ask.
      asking.current = true;
      setParams(withParams(liveParams(), { [panel.param[0]]: panel.param[1] }));
      void confirmDiscard().then((discard) => {
        asking.current = false;
        if (!discard) return;
        setPanel(null);
        void navigate(-1);
      });
    } else if (!panel && live && !mounted.current) {
      // Only as the list mounts (a refresh or a pasted address): later, a panel parameter this list does not hold is
      // another list's on the same page (a tab kept mounted, the Transporters drawer over Warehouses), not a refresh.
      setParams(withParams(liveParams(), Object.fromEntries(panelParamNames(prefix).map((n) => [n, null]))), { replace: true });
    }
    mounted.current = true;
  }, [panel, addressParam?.[0], addressParam?.[1], moves]);

  const setSearch = useCallback(
    (text: string) => setParams(withParams(liveParams(), { [names.search]: text, [names.page]: null }), { replace: true }),
    [setParams, names],
  );
  const setPage = useCallback(
    (next: number) => setParams(withParams(liveParams(), { [names.page]: next > 0 ? String(next + 1) : null })),
    [setParams, names],
  );

  const open = useCallback(
    (mode: PanelMode, item: T) => {
      const param = panelParam(prefix, mode, idOf(item));
      setPanel({ mode, item, param });
      setParams(withParams(liveParams(), { ...Object.fromEntries(panelParamNames(prefix).map((n) => [n, null])), [param[0]]: param[1] }));
    },
    [prefix, setParams],
  );

  const close = useCallback(() => {
    // The panel's entry is replaced by the list rather than left with Back: a Back still in flight when the user
    // clicks Create at once would land after Create's new entry and close it (seen on the warehouse page).
    setPanel(null);
    setParams(withParams(liveParams(), Object.fromEntries(panelParamNames(prefix).map((n) => [n, null]))), { replace: true });
  }, [prefix, setParams]);

  const actions = useMemo(
    () => ({
      modify: (item: T) => open('Modify', item),
      view: (item: T) => open('View', item),
      confirmDelete: (item: T) => open('Delete', item),
      backToListing: close,
      /** Refresh: back to Listing on the first page (an open panel just closes: its entry is going Back). */
      reset: () => {
        if (panel) close();
        else setParams(withParams(liveParams(), { [names.page]: null }), { replace: true });
      },
      setSearch,
      setPage,
    }),
    [open, close, panel, setParams, names, setSearch, setPage],
  );

  const state: ListState<T> = { mode: panel?.mode ?? 'Listing', selected: panel?.item ?? null, search, page };
  return { ...state, ...actions };
}

/** The address's query as the browser has it now (React's copy may be a transition behind). */
function liveParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** The panel the browser's address names for this list (`['edit', '12']`), or null. */
function livePanelParam(prefix: string): [string, string] | null {
  const live = liveParams();
  const name = panelParamNames(prefix).find((n) => live.has(n));
  return name ? [name, live.get(name) ?? ''] : null;
}
