/** The first of `keys` present in the query string ('?categories' -> 'categories'), or null. */
export function tabKeyOf(search: string, keys: readonly string[]): string | null {
  const params = new URLSearchParams(search);
  return keys.find((k) => params.has(k)) ?? null;
}
