// POST /api/erp/expense (a new expense: ledger posting, history, counters) next to the same statements
// through a bare pg client behind a bare node:http server, in alternating rounds. No target yet (issue 18
// item 5): the ratio shows what the API adds to a write (validation, the services, the envelope) over the
// statements themselves. Both sides write real rows: the same triggers (balance at commit, locked year,
// the record counter) run for each.
import { apiClient } from '../e2e/support/api.mjs';
import { startProduct } from '../e2e/support/server.mjs';
import { BENCH_JWT_SECRET } from './lib/bare-auth.mjs';
import { authenticatedOpener, bareJsonServer } from './lib/bare-pg-server.mjs';
import { compareRounds, runWhenMain } from './lib/harness.mjs';
import { appUrl } from './lib/product-db.mjs';

const { NEGATIVE_BALANCES_SQL } = await import(new URL('../apps/api/dist/modules/accounting/repositories/reports.sql.js', import.meta.url).href);

const APP_PASSWORD = 'bench_app_role_pw';
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';

// The statements the API runs for a new expense, in its order (PostedRecordsService.save -> JournalService.post
// -> the repositories; keep in step). The financial-year check runs twice there (the record's and the
// journal's), so it does here.
const S = {
  category: `SELECT c.id, c.name, c.description, c.account_id, a.name AS account_name FROM expense_categories c JOIN coa_accounts a ON a.company_id = c.company_id AND a.id = c.account_id
        WHERE c.company_id = $1 AND c.id = $2`,
  account: `SELECT id, name, account_type, account_sub_type, parent_id, bank_name, account_number, ifsc_code, branch_name,
  upi_id, system_code FROM coa_accounts WHERE company_id = $1 AND id = $2`,
  year: `SELECT id, name, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date,
  is_active, is_locked, locked_at FROM financial_years
        WHERE company_id = $1 AND $2::date BETWEEN start_date AND end_date FOR SHARE`,
  nextId: `SELECT nextval('expenses_id_seq') AS id`,
  lockAccounts: `SELECT id, account_type, account_sub_type FROM coa_accounts
        WHERE company_id = $1 AND id = ANY($2::bigint[]) ORDER BY id FOR SHARE`,
  journal: `INSERT INTO journals (company_id, group_transaction_id, transaction_date, remark, reference_module, reference_id,
                             reverses_journal_id, created_by)
       VALUES ($1, 'GT' || lpad(nextval('journal_group_seq')::text, 10, '0'), $2, $3, $4, $5, $6, $7)
       RETURNING id, group_transaction_id`,
  lines: `INSERT INTO journal_lines (company_id, journal_id, account_id, transaction_date, debit, credit)
       SELECT $1, $2, t.account_id, $3, t.debit, t.credit
         FROM unnest($4::bigint[], $5::numeric[], $6::numeric[]) AS t(account_id, debit, credit)`,
  expense: `INSERT INTO expenses (id, company_id, expense_category_id, title, description, amount, expense_date, payment_account_id, expense_account_id,
                               supplier_id, attachment_path, journal_id, group_transaction_id, created_by, updated_by,
                               vendor_gstin, place_of_supply_state_id, taxable_amount, igst_amount, cgst_amount, sgst_amount, cess_amount, itc_eligible)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, NULL, NULL, NULL, '0', '0', '0', '0', false)`,
  history: `INSERT INTO transaction_history (company_id, reference_module, reference_id, remark, transaction_date, amount,
                                        group_transaction_id, created_by, created_by_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, COALESCE((SELECT name FROM users WHERE id = $8), 'System'))`,
  find: `SELECT r.id, r.expense_category_id AS category_id, c.name AS category_name, r.title, r.description, r.amount::text AS amount,
    to_char(r.expense_date, 'YYYY-MM-DD') AS date, r.payment_account_id AS money_account_id, a.name AS money_account_name,
    r.expense_account_id AS post_account_id, r.supplier_id AS party_id, p.name AS party_name, r.attachment_path, r.journal_id, r.group_transaction_id,
    r.vendor_gstin, r.place_of_supply_state_id, r.taxable_amount::text AS taxable_amount, r.igst_amount::text AS igst_amount,
    r.cgst_amount::text AS cgst_amount, r.sgst_amount::text AS sgst_amount, r.cess_amount::text AS cess_amount, r.itc_eligible,
    (SELECT count(*)::int FROM attachments f WHERE f.company_id = r.company_id AND f.module = 'EXPENSE'
        AND f.reference_id = r.id AND f.deleted_at IS NULL) AS attachment_count FROM expenses r JOIN expense_categories c ON c.company_id = r.company_id AND c.id = r.expense_category_id
    JOIN coa_accounts a ON a.company_id = r.company_id AND a.id = r.payment_account_id
    LEFT JOIN suppliers p ON p.company_id = r.company_id AND p.id = r.supplier_id
        WHERE r.company_id = $1 AND r.id = $2 AND r.deleted_at IS NULL`,
  // "No silent negative cash" (issue 27): the product's own statement (month balances), from the build, so the
  // baseline never keeps an older, costlier copy of it.
  negative: NEGATIVE_BALANCES_SQL,
};

const paise = (amount) => Math.round(Number(amount) * 100);
const rupees = (p) => (p / 100).toFixed(2);

/** The new expense as a bare server would write it: the statements above, awaited one by one. */
async function createExpense(client, companyId, userId, body) {
  const one = async (text, params) => (await client.query(text, params)).rows[0];
  const category = await one(S.category, [companyId, body.expenseCategoryId]);
  const money = await one(S.account, [companyId, body.paymentAccountId]);
  if (!category || !['CASH', 'BANK', 'PAYABLE', 'LOAN'].includes(money?.account_sub_type)) throw new Error('bad category or account');
  const amount = rupees(paise(body.amount));
  const post = Number(category.account_id);
  const open = async () => {
    const years = (await client.query(S.year, [companyId, body.expenseDate])).rows;
    if (years.some((y) => y.is_locked)) throw new Error('locked year');
  };
  await open();
  const { id } = await one(S.nextId, []);
  await open();
  await client.query(S.lockAccounts, [companyId, [post, body.paymentAccountId].sort((a, b) => a - b)]);
  const journal = await one(S.journal, [companyId, body.expenseDate, `Expense: ${body.title} (${category.name})`, 'EXPENSE', id, null, userId]);
  await client.query(S.lines, [companyId, journal.id, body.expenseDate, [post, body.paymentAccountId], [amount, '0.00'], ['0.00', amount]]);
  await client.query(S.expense, [id, companyId, body.expenseCategoryId, body.title, body.description ?? null, amount, body.expenseDate,
    body.paymentAccountId, post, body.supplierId ?? null, null, journal.id, journal.group_transaction_id, userId]);
  await client.query(S.history, [companyId, 'EXPENSE', id, `Expense created: ${body.title}`, body.expenseDate, amount, journal.group_transaction_id, userId]);
  const r = await one(S.find, [companyId, id]);
  const negative = (await client.query(S.negative, [companyId, [body.paymentAccountId]])).rows;
  return {
    id: Number(r.id), expenseCategoryId: Number(r.category_id), expenseCategoryName: r.category_name, title: r.title, description: r.description,
    amount: r.amount, expenseDate: r.date, paymentAccountId: Number(r.money_account_id), fromAccount: r.money_account_name,
    supplierId: r.party_id === null ? null : Number(r.party_id), supplierName: r.party_name, attachmentPath: r.attachment_path,
    attachmentCount: r.attachment_count, groupTransactionId: r.group_transaction_id,
    vendorGstin: r.vendor_gstin, placeOfSupplyStateId: r.place_of_supply_state_id, taxableAmount: r.taxable_amount, igstAmount: r.igst_amount,
    cgstAmount: r.cgst_amount, sgstAmount: r.sgst_amount, cessAmount: r.cess_amount, itcEligible: r.itc_eligible,
    warnings: negative.map((w) => ({ code: 'NEGATIVE_BALANCE', accountId: w.id, accountName: w.name, balance: w.balance })),
  };
}

/** The baseline: the token verified, then the expense's statements in one transaction on the app role. */
function bareServer(url) {
  return bareJsonServer(url, {
    readBody: true,
    open: authenticatedOpener(),
    answer: async (client, claims, body) => ({
      status: 'OK', message: 'Expense saved successfully', data: await createExpense(client, Number(claims.cid), Number(claims.sub), body),
    }),
  });
}

export async function run() {
  const product = await startProduct({ LOG_LEVEL, APP_DB_PASSWORD: APP_PASSWORD, JWT_SECRET: BENCH_JWT_SECRET, RATE_LIMIT_PER_MINUTE: '100000000' });
  let bare;
  try {
    const api = apiClient(product.baseUrl);
    const company = await api.activeCompany({ name: 'Bench Writers' });
    const session = await api.login(company.email, company.password);
    const [category] = await api.call('GET', '/api/erp/expense-category/select', { session });
    const cash = (await api.call('GET', '/api/erp/coa-account/select', { session })).find((a) => a.accountSubType === 'CASH');
    const today = new Date().toISOString().slice(0, 10);
    const body = JSON.stringify({ id: 0, expenseCategoryId: category.id, title: 'Courier charges', description: 'Bench write', amount: '245.50',
      expenseDate: today, paymentAccountId: cash.id, supplierId: null });
    const headers = { Authorization: `Bearer ${session.token}`, CompanyId: String(session.companyId), 'Content-Type': 'application/json' };
    const apiUrl = `${product.baseUrl}/api/erp/expense`;
    const answer = await (await fetch(apiUrl, { method: 'POST', headers, body })).json();
    bare = await bareServer(appUrl(product.dataDir, APP_PASSWORD));
    const same = await (await fetch(bare.url, { method: 'POST', headers, body })).json();
    // The second save finds Cash lower by the first one: the warning's balance is the one value that may differ.
    const shape = (a) => JSON.stringify({ ...a, data: { ...a.data, id: 0, groupTransactionId: '', warnings: a.data.warnings.map((w) => ({ ...w, balance: '' })) } });
    if (shape(answer) !== shape(same)) throw new Error(`the answers differ:\n  api : ${JSON.stringify(answer)}\n  bare: ${JSON.stringify(same)}`);
    console.log(`  log level: ${LOG_LEVEL}; 10 connections, one company, every request a new expense`);
    const { ratio } = await compareRounds('POST /api/erp/expense (new expense: journal, lines, record, history, counter) vs the same statements through bare pg',
      { url: apiUrl, method: 'POST', headers, body }, { url: bare.url, method: 'POST', headers, body }, { duration: 3 });
    return ratio;
  } finally {
    await bare?.close();
    await product.stop();
  }
}

runWhenMain(import.meta.url, run);
