/**
 * `<key> = $1`, narrowed to one company when given: a company reads its own rows (with RLS as the backstop), the
 * provider's platform reads pass null and see every company's. Answers the condition (no WHERE) and its parameters.
 */
export function keyOfCompany(keyColumn: string, key: unknown, companyColumn: string, companyId: number | null): { where: string; params: unknown[] } {
  return companyId === null
    ? { where: `${keyColumn} = $1`, params: [key] }
    : { where: `${keyColumn} = $1 AND ${companyColumn} = $2`, params: [key, companyId] };
}
