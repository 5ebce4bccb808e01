import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { withParams } from './url-state';

/**
 * One value kept in the address (a tab, a status filter, a sort): `[value, setValue]` like useState, read from
 * `?name=`; the default is not written. A change is a new history entry, so Back returns to the previous tab or
 * filter; `replace` makes it replace the current one (text typed into a filter box). `resets` names parameters a
 * change clears in the same step (a new filter starts from the first page: `['page']`); two separate updates in
 * one event would each start from the same address and the second would undo the first.
 */
export function useUrlState<V extends string>(
  name: string,
  defaultValue: V,
  { replace = false, resets = [] }: { replace?: boolean; resets?: readonly string[] } = {},
): [V, (value: V) => void] {
  const [params, setParams] = useSearchParams();
  const value = (params.get(name) as V | null) ?? defaultValue;
  const resetKey = resets.join(',');
  const setValue = useCallback(
    (next: V) =>
      setParams(
        (current) => withParams(current, { ...Object.fromEntries(resetKey.split(',').filter(Boolean).map((r) => [r, null])), [name]: next }, { [name]: defaultValue }),
        { replace },
      ),
    [setParams, name, defaultValue, replace, resetKey],
  );
  return [value, setValue];
}
