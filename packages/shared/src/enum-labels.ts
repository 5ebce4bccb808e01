/**
 * Enumeration values as plain words for people (issue 31 item 4): `OPERATING_EXPENSE` -> "Operating expense",
 * `NATIONAL` -> "National", `BILL_OF_SUPPLY` -> "Bill of supply". One map for the console and documents; the
 * API and stored data keep the codes. Values not listed read as their words in sentence case.
 */
const LABELS: Readonly<Record<string, string>> = {
  // Registration types (REGISTRATION_TYPES)
  Unregistered: 'Unregistered', REGULAR: 'Regular', COMPOSITION: 'Composition',
  // Account types and subtypes (accounting.ts)
  ASSET: 'Asset', LIABILITY: 'Liability', EQUITY: 'Equity', INCOME: 'Income', EXPENSE: 'Expense',
  BANK: 'Bank', CASH: 'Cash', RECEIVABLE: 'Receivable', ADVANCE: 'Advance', PAYABLE: 'Payable', LOAN: 'Loan', TAX: 'Tax',
  SALES: 'Sales', OTHER_INCOME: 'Other income', OPERATING_EXPENSE: 'Operating expense', ADMIN_EXPENSE: 'Administrative expense',
  MARKETING: 'Marketing', COST_OF_GOODS_SOLD: 'Cost of goods sold', OWNER_CAPITAL: "Owner's capital", DRAWINGS: 'Drawings',
  INVENTORY: 'Inventory', INPUT_GST: 'Input GST', OUTPUT_GST: 'Output GST',
  // Holidays, attendance, employees
  NATIONAL: 'National', REGIONAL: 'Regional', OPTIONAL: 'Optional', COMPANY: 'Company',
  WORKING: 'Working day', HOLIDAY: 'Holiday', WEEKOFF: 'Week off',
  PENDING: 'Pending', ACTIVE: 'Active', RESIGNED: 'Resigned', TERMINATED: 'Terminated', INACTIVE: 'Inactive',
  // Sales
  TAX_INVOICE: 'Tax invoice', BILL_OF_SUPPLY: 'Bill of supply', CREDIT: 'Credit',
  // Services
  MONTHLY: 'Monthly', YEARLY: 'Yearly',
};

/** The plain words of an enumeration value ("" for none). */
export function enumLabel(value: string | null | undefined): string {
  if (!value) return '';
  const known = LABELS[value];
  if (known) return known;
  if (!/^[A-Z0-9_]+$/.test(value)) return value;
  const words = value.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Select options with the code as value and the plain words as label. */
export function enumOptions<T extends string>(values: readonly T[]): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: enumLabel(value) }));
}
