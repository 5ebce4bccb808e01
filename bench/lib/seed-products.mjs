// Products for a bench company, seeded set-based as the owner: copies of the company's one product made through
// the API (so every column a product needs holds a real value), named "Item 2" .. "Item N".

/** Needs the owner client with the products table's row-level security not forced (the caller's seeding window). */
export async function replicateProducts(owner, companyId, count) {
  const [template] = (await owner.query(`SELECT id FROM products WHERE company_id = $1 ORDER BY id LIMIT 1`, [companyId])).rows;
  const columns = (await owner.query(
    `SELECT column_name FROM information_schema.columns
      WHERE table_name = 'products' AND column_name NOT IN ('id', 'name', 'created_at', 'updated_at', 'barcode', 'sku')
        AND is_generated = 'NEVER' ORDER BY ordinal_position`,
  )).rows.map((r) => r.column_name);
  await owner.query(
    `INSERT INTO products (name, ${columns.join(', ')}) SELECT 'Item ' || g, ${columns.map((c) => `p.${c}`).join(', ')}
       FROM products p, generate_series(2, $2::int) g WHERE p.id = $1`,
    [template.id, count],
  );
}
