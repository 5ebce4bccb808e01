import { SearchOutlined } from '@ant-design/icons';
import type { Schemas } from '@bizdesk/api-client';
import { useQuery } from '@tanstack/react-query';
import { Empty, Input, Modal, Spin, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { apiGet } from '../../api';
import { toRouterPath, type MenuNode } from '../menu/menu-tree';
import { useMenu } from '../menu/use-menu';

type Results = Schemas['SearchResultsView'];
type Kind = 'products' | 'customers' | 'suppliers' | 'invoices' | 'employees';

export interface PaletteItem {
  key: string;
  group: string;
  title: string;
  subtitle: string | null;
  path: string;
}

const GROUPS: { kind: Kind; label: string; path: (id: number, title: string) => string }[] = [
  { kind: 'invoices', label: 'Invoices', path: (id) => `/sales?invoice=${id}` },
  { kind: 'products', label: 'Products', path: (_id, title) => `/product?search=${encodeURIComponent(title)}` },
  { kind: 'customers', label: 'Customers', path: (_id, title) => `/customer?search=${encodeURIComponent(title)}` },
  { kind: 'suppliers', label: 'Suppliers', path: (_id, title) => `/supplier?search=${encodeURIComponent(title)}` },
  { kind: 'employees', label: 'Employees', path: (_id, title) => `/hrms/employees?search=${encodeURIComponent(title)}` },
];

/** The menu's pages (leaves with a url, both the sidebar's and the apps dropdown's), named as in the menu. */
export function menuPages(trees: readonly MenuNode[][]): { name: string; path: string }[] {
  const out = new Map<string, string>();
  const walk = (nodes: readonly MenuNode[], parent: string | null) => {
    for (const node of nodes) {
      const path = toRouterPath(node.url);
      const name = parent && node.name !== parent ? `${parent} › ${node.name}` : node.name;
      if (path && !out.has(path)) out.set(path, name);
      walk(node.children, node.name);
    }
  };
  trees.forEach((t) => walk(t, null));
  return [...out].map(([path, name]) => ({ name, path }));
}

/** Pages whose name holds every word typed, then the server's records; in the order shown. */
export function paletteItems(term: string, pages: { name: string; path: string }[], results: Results | undefined): PaletteItem[] {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  const pageItems = words.length === 0 ? [] : pages
    .filter((p) => words.every((w) => p.name.toLowerCase().includes(w)))
    .slice(0, 5)
    .map((p) => ({ key: `page:${p.path}`, group: 'Pages', title: p.name, subtitle: null, path: p.path }));
  const records = GROUPS.flatMap((g) => (results?.[g.kind] ?? []).map((hit) => ({
    key: `${g.kind}:${hit.id}`, group: g.label, title: hit.title, subtitle: hit.subtitle ?? null, path: g.path(hit.id, hit.title),
  })));
  return [...pageItems, ...records];
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The search palette (issue 31 item 4): pages from the user's menu and the company's records from
 * GET /api/erp/search, driven by the keyboard (arrows, Enter, Escape).
 */
export function SearchPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const { sidebar, topDropdown } = useMenu();
  const pages = useMemo(() => menuPages([sidebar, topDropdown]), [sidebar, topDropdown]);
  const query = useDebounced(term.trim(), 200);
  const results = useQuery({
    queryKey: ['search', query],
    queryFn: () => apiGet('/api/erp/search', { q: query }, { notifyOnError: false }),
    enabled: open && query.length >= 2,
    staleTime: 30_000,
  });
  const items = useMemo(() => paletteItems(term, pages, query.length >= 2 ? results.data : undefined), [term, pages, query, results.data]);
  const inputRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => setActive(0), [term, results.data]);
  useEffect(() => {
    if (!open) setTerm('');
  }, [open]);

  const go = (item: PaletteItem | undefined) => {
    if (!item) return;
    onClose();
    void navigate(item.path);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => Math.min(i + 1, items.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(items[active]);
    }
  };

  let lastGroup = '';
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      closable={false}
      destroyOnHidden
      width={560}
      className="search-palette"
      afterOpenChange={(visible) => { if (visible) inputRef.current?.focus(); }}
      title={null}
    >
      <Input
        ref={(node) => { inputRef.current = node?.input ?? null; }}
        autoFocus
        size="large"
        prefix={<SearchOutlined />}
        placeholder="Search pages, products, customers, suppliers, invoice numbers, employees"
        aria-label="Search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={items.length > 0}
        aria-controls="search-palette-results"
        aria-activedescendant={items[active] ? `search-item-${active}` : undefined}
      />
      <div id="search-palette-results" role="listbox" aria-label="Search results" className="search-palette__results">
        {items.map((item, i) => {
          const heading = item.group !== lastGroup ? item.group : null;
          lastGroup = item.group;
          return (
            <div key={item.key}>
              {heading ? <div className="search-palette__group">{heading}</div> : null}
              <div
                id={`search-item-${i}`}
                role="option"
                aria-selected={i === active}
                className={`search-palette__item${i === active ? ' search-palette__item--active' : ''}`}
                onMouseEnter={() => setActive(i)}
                onClick={() => go(item)}
              >
                <div>{item.title}</div>
                {item.subtitle ? <Typography.Text type="secondary">{item.subtitle}</Typography.Text> : null}
              </div>
            </div>
          );
        })}
        {results.isFetching ? <div className="search-palette__status"><Spin size="small" /></div> : null}
        {!results.isFetching && term.trim().length >= 2 && items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`Nothing found for "${term.trim()}"`} />
        ) : null}
        {term.trim().length < 2 && items.length === 0 ? (
          <Typography.Text type="secondary" className="search-palette__status">Type at least 2 characters. ↑ ↓ to move, Enter to open, Esc to close.</Typography.Text>
        ) : null}
      </div>
    </Modal>
  );
}
