/**
 * The statements of the reports (ReportsRepository), kept apart so the reports bench runs the very same text
 * through a bare pg client (bench/reports.mjs). Every sum reads whole calendar months from account_month_balances
 * (kept at commit by the ledger's triggers, migration 1769300000000) and only the lines of a partial month at
 * either end of the range from journal_lines, by its (company, account, date, id) index.
 *
 * The lines of [from, to] are those of the months [month(from), month(to + 1)), less the lines of
 * [month(from), from), plus the lines of [month(to + 1), to]: both partial pieces are empty when the range
 * starts and ends on month boundaries, as a financial year does.
 */

const TYPE_ORDER = `array_position(ARRAY['ASSET','LIABILITY','EQUITY','INCOME','EXPENSE']::varchar[], a.account_type)`;

/** Month rows of the company, with this transaction's rows not yet folded (exact inside a posting transaction). */
export const MONTHS = (where: string) => `(
  SELECT account_id, month, debit, credit, lines FROM account_month_balances WHERE ${where}
  UNION ALL
  SELECT account_id, month, debit, credit, lines FROM account_month_pending WHERE tx = pg_current_xact_id_if_assigned() AND ${where}
)`;

/**
 * Per account: net balance (debit - credit) before $2 (null: none, and the period starts at the beginning),
 * and debits/credits from $2 to $3. $1 is the company.
 */
export const BALANCES_SQL = `
  WITH m AS (
    SELECT account_id,
           sum(debit - credit) FILTER (WHERE month < date_trunc('month', $2::date)::date) AS opening,
           sum(debit) FILTER (WHERE $2::date IS NULL OR month >= date_trunc('month', $2::date)::date) AS debit,
           sum(credit) FILTER (WHERE $2::date IS NULL OR month >= date_trunc('month', $2::date)::date) AS credit
      FROM ${MONTHS(`company_id = $1 AND month < date_trunc('month', $3::date + 1)::date`)} x
     GROUP BY account_id
  ), edge AS (
    -- [month(from), from): out of the period, into the opening; [month(to + 1), to]: into the period.
    SELECT e.account_id, sum(e.debit - e.credit) FILTER (WHERE e.head) AS opening,
           sum(CASE WHEN e.head THEN -e.debit ELSE e.debit END) AS debit,
           sum(CASE WHEN e.head THEN -e.credit ELSE e.credit END) AS credit
      FROM coa_accounts a
      CROSS JOIN LATERAL (
        SELECT l.account_id, true AS head, l.debit, l.credit FROM journal_lines l
         WHERE l.company_id = a.company_id AND l.account_id = a.id
           AND l.transaction_date >= date_trunc('month', $2::date)::date AND l.transaction_date < $2::date
        UNION ALL
        SELECT l.account_id, false, l.debit, l.credit FROM journal_lines l
         WHERE l.company_id = a.company_id AND l.account_id = a.id
           AND l.transaction_date >= date_trunc('month', $3::date + 1)::date AND l.transaction_date <= $3::date
      ) e
     WHERE a.company_id = $1
     GROUP BY e.account_id
  )
  SELECT a.id, a.name, a.account_type, a.account_sub_type,
         (COALESCE(m.opening, 0) + COALESCE(edge.opening, 0))::text AS opening,
         (COALESCE(m.debit, 0) + COALESCE(edge.debit, 0))::text AS period_debit,
         (COALESCE(m.credit, 0) + COALESCE(edge.credit, 0))::text AS period_credit
    FROM coa_accounts a
    LEFT JOIN m ON m.account_id = a.id
    LEFT JOIN edge ON edge.account_id = a.id
   WHERE a.company_id = $1
   ORDER BY ${TYPE_ORDER}, lower(a.name)`;

/** The account of a ledger ($1 company, $2 account), as CoaAccountsRepository.findById reads it for the header. */
export const ACCOUNT_SQL = `SELECT id, name, account_type, account_sub_type FROM coa_accounts WHERE company_id = $1 AND id = $2`;

/** One account's net balance (debit - credit) before $3: whole months, then the lines of $3's month before it. */
export const OPENING_SQL = `
  SELECT (COALESCE((SELECT sum(debit - credit) FROM ${MONTHS(`company_id = $1 AND account_id = $2 AND month < date_trunc('month', $3::date)::date`)} x), 0)
        + COALESCE((SELECT sum(debit - credit) FROM journal_lines
                     WHERE company_id = $1 AND account_id = $2
                       AND transaction_date >= date_trunc('month', $3::date)::date AND transaction_date < $3::date), 0))::text AS bal`;

/**
 * A page ($5 rows from offset $6) of one account's lines from $3 to $4, oldest first, with the running balance:
 * the balance before the page's first line (whole months, then the lines of its month before it by (date, id))
 * plus the page's own running sum.
 */
export const LEDGER_PAGE_SQL = `
  WITH page AS (
    SELECT l.id AS line_id, l.journal_id, l.transaction_date, l.debit, l.credit
      FROM journal_lines l
     WHERE l.company_id = $1 AND l.account_id = $2 AND l.transaction_date BETWEEN $3::date AND $4::date
     ORDER BY l.transaction_date, l.id LIMIT $5 OFFSET $6
  ), head AS (
    SELECT transaction_date AS d, line_id AS id, date_trunc('month', transaction_date)::date AS m
      FROM page ORDER BY transaction_date, line_id LIMIT 1
  ), before AS (
    SELECT COALESCE((SELECT sum(x.debit - x.credit) FROM ${MONTHS(`company_id = $1 AND account_id = $2`)} x WHERE x.month < head.m), 0)
         + COALESCE((SELECT sum(l.debit - l.credit) FROM journal_lines l
                      WHERE l.company_id = $1 AND l.account_id = $2 AND l.transaction_date >= head.m
                        AND (l.transaction_date, l.id) < (head.d, head.id)), 0) AS bal
      FROM head
  )
  SELECT p.line_id, p.journal_id, to_char(p.transaction_date, 'YYYY-MM-DD') AS date, j.group_transaction_id, j.remark,
         j.reference_module, j.reference_id, p.debit::text AS debit, p.credit::text AS credit,
         ((SELECT bal FROM before) + sum(p.debit - p.credit) OVER (ORDER BY p.transaction_date, p.line_id))::text AS balance,
         (SELECT string_agg(DISTINCT a2.name, ', ') FROM journal_lines l2
            JOIN coa_accounts a2 ON a2.company_id = l2.company_id AND a2.id = l2.account_id
           WHERE l2.company_id = $1 AND l2.journal_id = p.journal_id AND l2.account_id <> $2) AS counter_accounts
    FROM page p JOIN journals j ON j.company_id = $1 AND j.id = p.journal_id
   ORDER BY p.transaction_date, p.line_id`;

/** Count, debits and credits of one account's lines from $3 to $4: whole months, less the head piece, plus the tail piece. */
export const LEDGER_TOTALS_SQL = `
  SELECT COALESCE(sum(n), 0)::int AS n, COALESCE(sum(debit), 0)::text AS debit, COALESCE(sum(credit), 0)::text AS credit FROM (
    SELECT lines AS n, debit, credit
      FROM ${MONTHS(`company_id = $1 AND account_id = $2 AND month >= date_trunc('month', $3::date)::date AND month < date_trunc('month', $4::date + 1)::date`)} x
    UNION ALL
    SELECT -1, -debit, -credit FROM journal_lines
     WHERE company_id = $1 AND account_id = $2 AND transaction_date >= date_trunc('month', $3::date)::date AND transaction_date < $3::date
    UNION ALL
    SELECT 1, debit, credit FROM journal_lines
     WHERE company_id = $1 AND account_id = $2 AND transaction_date >= date_trunc('month', $4::date + 1)::date AND transaction_date <= $4::date
  ) t`;

/**
 * The Cash and Bank accounts among $2 whose balance (all months, this transaction's lines included) is below zero,
 * for the negative-cash warning after a save (BalanceWarningsService): a few month rows per account, whatever
 * the length of its history.
 */
export const NEGATIVE_BALANCES_SQL = `
  SELECT a.id::int AS id, a.name, b.balance::text AS balance
    FROM coa_accounts a
    CROSS JOIN LATERAL (
      SELECT COALESCE(sum(x.debit - x.credit), 0) AS balance FROM ${MONTHS('company_id = a.company_id AND account_id = a.id')} x
    ) b
   WHERE a.company_id = $1 AND a.id = ANY($2::bigint[]) AND a.account_sub_type IN ('CASH', 'BANK') AND b.balance < 0
   ORDER BY a.id`;

/**
 * Net income (credit - debit) and expense (debit - credit) per month from $2 to $3, for the dashboard's trend:
 * month rows for the months of the range, less and plus the partial pieces' lines as for BALANCES_SQL; a month is
 * listed when it holds at least one income or expense line of the range.
 */
export const MONTHLY_INCOME_EXPENSE_SQL = `
  WITH src AS (
    SELECT x.account_id, x.month, x.debit, x.credit, x.lines
      FROM ${MONTHS(`company_id = $1 AND month >= date_trunc('month', $2::date)::date AND month < date_trunc('month', $3::date + 1)::date`)} x
    UNION ALL
    SELECT e.account_id, date_trunc('month', e.transaction_date)::date, e.debit, e.credit, e.lines
      FROM coa_accounts a
      CROSS JOIN LATERAL (
        SELECT l.account_id, l.transaction_date, -l.debit AS debit, -l.credit AS credit, -1 AS lines FROM journal_lines l
         WHERE l.company_id = a.company_id AND l.account_id = a.id
           AND l.transaction_date >= date_trunc('month', $2::date)::date AND l.transaction_date < $2::date
        UNION ALL
        SELECT l.account_id, l.transaction_date, l.debit, l.credit, 1 FROM journal_lines l
         WHERE l.company_id = a.company_id AND l.account_id = a.id
           AND l.transaction_date >= date_trunc('month', $3::date + 1)::date AND l.transaction_date <= $3::date
      ) e
     WHERE a.company_id = $1 AND a.account_type IN ('INCOME', 'EXPENSE')
  )
  SELECT to_char(s.month, 'YYYY-MM') AS month,
         COALESCE(sum(s.credit - s.debit) FILTER (WHERE a.account_type = 'INCOME'), 0)::text AS income,
         COALESCE(sum(s.debit - s.credit) FILTER (WHERE a.account_type = 'EXPENSE'), 0)::text AS expense
    FROM src s JOIN coa_accounts a ON a.company_id = $1 AND a.id = s.account_id
   WHERE a.account_type IN ('INCOME', 'EXPENSE')
   GROUP BY s.month HAVING sum(s.lines) > 0
   ORDER BY s.month`;
