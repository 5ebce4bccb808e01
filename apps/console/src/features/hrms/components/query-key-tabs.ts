import { useLocation, useNavigate } from 'react-router';

/**
 * The HRMS screens choose their tab by a bare query key (/hrms/settings?branch). Unknown or missing
 * keys fall back to the first tab.
 */
export function useQueryKeyTab<K extends string>(keys: readonly K[]): [K, (key: K) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const current = keys.find((k) => params.has(k)) ?? keys[0]!;
  return [current, (key: K) => navigate({ pathname: location.pathname, search: `?${key}` })];
}
