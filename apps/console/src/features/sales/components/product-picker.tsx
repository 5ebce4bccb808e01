import { Flex } from 'antd';
import { memo, useCallback, useMemo, useState } from 'react';
import { Pager } from '../../../shared/pager';
import { SearchBox } from '../../../shared/search-box';
import type { SelectOption } from '../../../api';
import type { Product } from '../../catalogue';
import { POS_PAGE_SIZE as GRID_PAGE_SIZE, useAskAtOnce, useProductSearch } from '../api/use-product-search';
import { CategoryButtons } from './category-buttons';
import { ProductGrid } from './product-grid';


export interface ProductPickerProps {
  categories: SelectOption[];
  stock: Map<number, string>;
  allowNegativeStock: boolean;
  /** The same function from render to render (the tiles are memoised on it). */
  onAdd: (product: Product) => void;
}

/**
 * The left of the POS: category buttons, the product search and a page of tiles. Its own component with its own
 * state, so a key typed in the search draws the tiles (and this) again, not the cart and the rest of the page:
 * on a phone's CPU that is the difference between an answer within 300 ms and one after it (issue 32 item 4).
 */
export const ProductPicker = memo(function ProductPicker({ categories, stock, allowNegativeStock, onAdd }: ProductPickerProps) {
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(0);
  const found = useProductSearch({ typed, categoryId, page, size: GRID_PAGE_SIZE });
  const ask = useAskAtOnce(GRID_PAGE_SIZE);

  const type = useCallback(
    (text: string) => {
      ask(text, categoryId);
      setTyped(text);
      setPage(0);
    },
    [ask, categoryId],
  );
  const selectCategory = useCallback((id: number | null) => {
    setCategoryId(id);
    setPage(0);
  }, []);
  // Elements kept while their inputs stay: React skips them when only the tiles change.
  const buttons = useMemo(
    () => <CategoryButtons categories={categories} selected={categoryId} onSelect={selectCategory} />,
    [categories, categoryId, selectCategory],
  );
  const pager = useMemo(
    () => <Pager page={page} size={GRID_PAGE_SIZE} totalPages={found.totalPages} totalRecords={found.totalRecords} onChange={setPage} />,
    [page, found.totalPages, found.totalRecords],
  );
  return (
    <>
      {buttons}
      <Flex className="list-toolbar">
        <SearchBox value={typed} onType={type} onSearch={type} placeholder="Search products" />
      </Flex>
      <ProductGrid products={found.list} stock={stock} loading={found.pending} allowNegativeStock={allowNegativeStock} onAdd={onAdd} />
      {pager}
    </>
  );
});
