import { useCan } from '../../../core/access';
import { Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { PageFrame } from '../../../shared/page-frame';
import { useListState } from '../../../shared/use-list-state';
import { catalogueKeys } from '../api/catalogue-keys';
import type { Product } from '../api/catalogue-types';
import { useCategoryOptionsQuery } from '../api/use-category-options-query';
import { useProductsQuery } from '../api/use-products-query';
import { CessCell } from '../components/cess-cell';
import { ProductPanel } from '../components/product-panel';
import { useDeleteWithBanner } from '../../../shared/use-confirm-delete';
import { useDeleteCatalogueMutation } from '../api/use-delete-catalogue';
import { writableColumns } from '../../../shared/writable-columns';
import { actionColumn, moneyColumn, rowNumberColumn } from '../../../shared/list-columns';
import { DeleteButton, EditButton, ListActions } from '../../../shared/list-buttons';
import { ListToolbar } from '../../../shared/list-toolbar';

const NEW_PRODUCT: Product = {
  id: 0, name: '', description: null, categoryId: 0, categoryName: '', mrp: '', pp: '', sp: '', taxPercent: 0, hsn: null,
  cessApplicable: false, cessType: 'NONE', cessValue: 0, priceIncludesTax: true, followCategoryTax: true, uqc: 'NOS', barcode: null, sku: null,
};

/** /product (breadcrumb Catalog): #, Name, MRP, Selling Price, GST Percentage, HSN, CESS, edit; filter by category. */
export function ProductPage() {
  const list = useListState<Product>();
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const products = useProductsQuery({ search: list.search, page: list.page, categoryId });
  const categories = useCategoryOptionsQuery();
  const [banner, setBanner] = useState<Banner | null>(null);
  const remove = useDeleteCatalogueMutation('product');
  const confirmDelete = useDeleteWithBanner(setBanner);
  // The role may only read the catalogue (a cashier, an accountant): no create, edit or delete.
  const mayWrite = useCan('catalogue.write');

  const columns: TableColumnsType<Product> = [
    rowNumberColumn(list.page),
    { title: 'Name', dataIndex: 'name', render: (name: string, p) => <span title={p.categoryName}>{name}</span> },
    moneyColumn('MRP', 'mrp'),
    moneyColumn('Selling Price', 'sp'),
    { title: 'GST Percentage', dataIndex: 'taxPercent', render: (v: number) => `${v}%` },
    { title: 'HSN', dataIndex: 'hsn', render: (v: string | null) => v ?? '-' },
    { title: 'CESS', key: 'cess', render: (_, p) => <CessCell cess={p} /> },
    actionColumn((p) => (
      <>
        <EditButton name={p.name} onClick={() => list.modify(p)} />
        <DeleteButton name={p.name} onClick={() => confirmDelete(() => remove.mutateAsync(p.id))} />
      </>
    )),
  ];

  return (
    <PageFrame
      title="Product"
      parent={{ title: 'Catalog' }}
      loading={products.isFetching}
      actions={<ListActions list={list} queryKey={catalogueKeys.products()} create={mayWrite && { label: 'Create Product', onClick: () => list.modify(NEW_PRODUCT) }} />}
    >
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <ListToolbar list={list} placeholder="Search products" gap="small" wrap>
        <Select
          allowClear
          className="catalogue-filter"
          placeholder="All categories"
          aria-label="Filter by category"
          value={categoryId}
          onChange={(value?: number) => {
            setCategoryId(value);
            list.setPage(0);
          }}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          style={{ minWidth: 220 }}
        />
      </ListToolbar>
      <DataList<Product> columns={writableColumns(columns, mayWrite)} data={products.data} loading={products.isPending} page={list.page} onPageChange={list.setPage} />
      <ProductPanel
        product={list.mode === 'Modify' ? list.selected : null}
        onClose={list.backToListing}
        onSaved={(message) => {
          // Spec 4: saving a product resets the list to page 0.
          list.reset();
          setBanner({ type: 'success', text: message });
        }}
      />
    </PageFrame>
  );
}
