#!/usr/bin/env node
// Module boundaries, enforced (issue 8). Part of `npm test` (scripts/test-all.sh). Rules:
//  API (apps/api/src)
//   - a module imports another module only through its public index.ts (modules/<other>/index.js);
//   - core never imports modules; modules/modules.module.ts is the one place that lists every module;
//   - no TypeORM repository or entity file is exported from an index.ts (a module shares services and types);
//  console (apps/console/src)
//   - features import each other only through their index.ts;
//   - layers, lowest first: core -> api -> shared -> features -> layouts -> app (never upwards);
//   - no module imports modules/face-identification (the developer API's face product): the face engine is
//     modules/face-engine; billing never imports inventory (the company's GST profile is in companies);
//   - catalogue and parties name no table of inventory, sales or accounting, inventory none of sales (each
//     module registers its usages of others' records with core/deletion-guard);
//  everywhere
//   - no import cycle between files, nor between units (an API module or core folder, a console feature or
//     top-level folder), so no module or feature depends on itself through another.
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

const API = '^apps/api/src/';
const CONSOLE = '^apps/console/src/';
const rules = [
  {
    name: 'module-public-surface',
    comment: 'A module imports another module only through modules/<other>/index.ts',
    severity: 'error',
    from: { path: `${API}modules/([^/]+)/` },
    to: { path: `${API}modules/([^/]+)/`, pathNot: [`${API}modules/$1/`, `${API}modules/[^/]+/index\\.ts$`] },
  },
  {
    name: 'modules-listed-through-index',
    comment: 'modules.module.ts imports each module through its index.ts too',
    severity: 'error',
    from: { path: `${API}modules/modules\\.module\\.ts$` },
    to: { path: `${API}modules/[^/]+/`, pathNot: `${API}modules/[^/]+/index\\.ts$` },
  },
  {
    name: 'face-engine-not-the-product',
    comment: 'The face engine is modules/face-engine; face-identification is the developer API product over it, which no module imports (so HRMS never depends on the developer gateway)',
    severity: 'error',
    from: { path: `${API}modules/([^/]+)/`, pathNot: `${API}modules/face-identification/` },
    to: { path: `${API}modules/face-identification/` },
  },
  {
    name: 'gst-profile-in-companies',
    comment: "The company's GST profile (GSTIN, state, registration type) is companies' CompanyGstProfileService: billing never imports inventory",
    severity: 'error',
    from: { path: `${API}modules/billing/` },
    to: { path: `${API}modules/inventory/` },
  },
  {
    name: 'core-below-modules',
    comment: 'core is the platform: it never imports a feature module',
    severity: 'error',
    from: { path: `${API}core/` },
    to: { path: `${API}modules/` },
  },
  {
    name: 'feature-public-surface',
    comment: 'A console feature imports another feature only through features/<other>/index.ts',
    severity: 'error',
    from: { path: `${CONSOLE}features/([^/]+)/` },
    to: { path: `${CONSOLE}features/([^/]+)/`, pathNot: [`${CONSOLE}features/$1/`, `${CONSOLE}features/[^/]+/index\\.ts$`] },
  },
  ...[
    ['core', ['api', 'shared', 'features', 'layouts', 'app']],
    ['api', ['shared', 'features', 'layouts', 'app']],
    ['shared', ['features', 'layouts', 'app']],
    ['features', ['layouts', 'app']],
    ['layouts', ['app']],
  ].map(([layer, above]) => ({
    name: `console-layer-${layer}`,
    comment: `console ${layer}/ never imports ${above.join(', ')}/ (layers: core, api, shared, features, layouts, app)`,
    severity: 'error',
    from: { path: `${CONSOLE}${layer}/` },
    to: { path: `${CONSOLE}(${above.join('|')})/` },
  })),
  { name: 'no-circular', comment: 'No import cycle between files', severity: 'error', from: {}, to: { circular: true } },
];

/** The unit a file belongs to, for cycles between units. */
function unitOf(path) {
  let m = /^apps\/api\/src\/(modules|core)\/([^/]+)\//.exec(path);
  if (m) return `api/${m[1]}/${m[2]}`;
  m = /^apps\/console\/src\/features\/([^/]+)\//.exec(path);
  if (m) return `console/features/${m[1]}`;
  m = /^apps\/console\/src\/([^/]+)\//.exec(path);
  if (m) return `console/${m[1]}`;
  return null;
}

function unitCycles(modules) {
  const edges = new Map();
  for (const mod of modules) {
    const from = unitOf(mod.source);
    if (!from) continue;
    for (const dep of mod.dependencies) {
      const to = unitOf(dep.resolved);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from).has(to)) edges.get(from).set(to, `${mod.source} -> ${dep.resolved}`);
    }
  }
  // Tarjan's strongly connected components: every component of more than one unit is a cycle.
  let index = 0;
  const stack = [];
  const info = new Map();
  const cycles = [];
  const visit = (v) => {
    info.set(v, { index, low: index, on: true });
    index++;
    stack.push(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!info.has(w)) {
        visit(w);
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
      } else if (info.get(w).on) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
    }
    if (info.get(v).low === info.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        info.get(w).on = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) {
        const inside = new Set(component);
        const examples = component.flatMap((u) => [...(edges.get(u) ?? [])].filter(([t]) => inside.has(t)).map(([, e]) => e));
        cycles.push({ units: component.sort(), examples });
      }
    }
  };
  for (const v of edges.keys()) if (!info.has(v)) visit(v);
  return cycles;
}

async function check(paths, tsConfigFile) {
  const result = await cruise(paths, {
    validate: true,
    ruleSet: { forbidden: rules },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: tsConfigFile },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.spec\\.ts$', '\\.test\\.tsx?$', '/dist/'] },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
  }, {}, { tsConfig: extractTSConfig(tsConfigFile) });
  return result.output;
}

const problems = [];
let files = 0;
for (const [paths, tsconfig] of [[['apps/api/src'], 'apps/api/tsconfig.json'], [['apps/console/src'], 'apps/console/tsconfig.json']]) {
  const output = await check(paths, tsconfig);
  files += output.modules.length;
  for (const v of output.summary.violations) {
    const via = v.cycle ? ` (cycle: ${v.cycle.map((c) => c.name ?? c).join(' -> ')})` : '';
    problems.push(`${v.rule.name}: ${v.from} -> ${v.to}${via}`);
  }
  for (const c of unitCycles(output.modules)) problems.push(`unit cycle: ${c.units.join(' <-> ')}\n      ${c.examples.join('\n      ')}`);
}

// An index.ts shares services and types, never repositories or entities.
for (const mod of readdirSync('apps/api/src/modules', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)) {
  const text = readFileSync(`apps/api/src/modules/${mod}/index.ts`, 'utf8');
  for (const line of text.split('\n')) if (/from '\.\/(repositories|entities)\//.test(line)) problems.push(`modules/${mod}/index.ts exports internals: ${line}`);
}

// Rooms (issue 25): the master records' modules never name the tables of the modules whose documents point at
// them (to count usages before a delete, each of those modules registers with core/deletion-guard instead).
// Tables by owner, from migrations/; trade_settings is shared by column (companies' GST profile, inventory's
// negative-stock flag) and is in neither list.
const TABLES = {
  inventory: ['warehouses', 'document_sequences', 'stock_levels', 'stock_movements', 'purchase_orders', 'purchase_order_items', 'purchase_order_payments', 'stock_transfers', 'stock_adjustments'],
  sales: ['sale_invoices', 'sale_invoice_items', 'customer_receipts', 'customer_receipt_allocations', 'credit_notes', 'credit_note_items'],
  accounting: ['coa_accounts', 'financial_years', 'journals', 'journal_lines', 'expenses', 'incomes', 'transaction_history', 'attachments', 'record_counts'],
};
const MAY_NOT_NAME = { catalogue: ['inventory', 'sales', 'accounting'], parties: ['inventory', 'sales', 'accounting'], inventory: ['sales'] };
/** Known reads left as they are, each with its reason (docs/decisions.md, "Rooms"). */
const NAMED_TABLE_EXCEPTIONS = [
  // The customer and supplier lists' outstanding column: a read-only balance subquery inside the list query, not a usage check.
  { file: 'apps/api/src/modules/parties/repositories/parties.repository.ts', tables: ['sale_invoices', 'purchase_orders'] },
];
const sourceFiles = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
  const path = `${dir}/${d.name}`;
  if (d.isDirectory()) return sourceFiles(path);
  return d.name.endsWith('.ts') && !d.name.endsWith('.spec.ts') ? [path] : [];
});
for (const [mod, owners] of Object.entries(MAY_NOT_NAME)) {
  for (const file of sourceFiles(`apps/api/src/modules/${mod}`)) {
    const text = readFileSync(file, 'utf8');
    const allowed = NAMED_TABLE_EXCEPTIONS.filter((e) => e.file === file).flatMap((e) => e.tables);
    for (const owner of owners) {
      for (const table of TABLES[owner]) {
        if (allowed.includes(table)) continue;
        if (new RegExp(`\\b(FROM|JOIN|INTO|UPDATE|TABLE)\\s+${table}\\b`, 'i').test(text)) {
          problems.push(`table of another module: ${file} names ${owner}'s table ${table} (register a usage with core/deletion-guard, or ask ${owner}'s service)`);
        }
      }
    }
  }
}

if (problems.length) {
  console.error(`${problems.length} boundary problem(s):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`Module boundaries hold (${files} files: public surfaces, layers, no cycles, tables named by their owners).`);
