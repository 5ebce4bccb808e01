import type { Expr } from '../../../core/database/typed-select.js';

/** A numeric without its trailing zeros, as text: a quantity of 1.000 prints "1", a GST rate of 18.00 "18". */
export function trimScale(x: Expr<string>): Expr<string> {
  return { sql: `trim_scale(${x.sql})::text` };
}
