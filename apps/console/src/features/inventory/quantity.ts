/** "2.500" -> "2.5", "3.000" -> "3" for display. */
export function displayQuantity(quantity: string | number): string {
  const text = String(quantity);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}
