import { useCallback, useMemo, useReducer } from 'react';

/** The action modes of a list screen (spec 4). */
export type ListMode = 'Listing' | 'Modify' | 'View' | 'Delete';

export interface ListState<T> {
  mode: ListMode;
  /** The record being edited, viewed or deleted; null in Listing. */
  selected: T | null;
  search: string;
  /** Zero-based. */
  page: number;
}

type ListAction<T> =
  | { type: 'open'; mode: Exclude<ListMode, 'Listing'>; item: T }
  | { type: 'close' }
  | { type: 'search'; search: string }
  | { type: 'page'; page: number }
  | { type: 'reset' };

function reducer<T>(state: ListState<T>, action: ListAction<T>): ListState<T> {
  switch (action.type) {
    case 'open':
      return { ...state, mode: action.mode, selected: action.item };
    case 'close':
      return { ...state, mode: 'Listing', selected: null };
    case 'search':
      return { ...state, search: action.search, page: 0 }; // new search text starts from the first page
    case 'page':
      return { ...state, page: action.page };
    case 'reset':
      return { ...state, mode: 'Listing', selected: null, page: 0 };
  }
}

/**
 * Mode, selected record, search text and page for a list screen. Create is Modify with a
 * new record (id 0); saving, closing or refreshing returns to Listing.
 */
export function useListState<T>(initialSearch = '') {
  const [state, dispatch] = useReducer(reducer<T>, { mode: 'Listing', selected: null, search: initialSearch, page: 0 });

  const setSearch = useCallback((search: string) => dispatch({ type: 'search', search }), []);
  const setPage = useCallback((page: number) => dispatch({ type: 'page', page }), []);

  const actions = useMemo(
    () => ({
      modify: (item: T) => dispatch({ type: 'open', mode: 'Modify', item }),
      view: (item: T) => dispatch({ type: 'open', mode: 'View', item }),
      confirmDelete: (item: T) => dispatch({ type: 'open', mode: 'Delete', item }),
      backToListing: () => dispatch({ type: 'close' }),
      /** Refresh: back to Listing on the first page. */
      reset: () => dispatch({ type: 'reset' }),
      setSearch,
      setPage,
    }),
    [setSearch, setPage],
  );

  return { ...state, ...actions };
}
