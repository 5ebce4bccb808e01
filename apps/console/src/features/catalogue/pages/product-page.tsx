import { useCan } from '../../../core/access';
import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { PAGE_SIZE } from '../../../api';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { formatMoney } from '../../../shared/format';
import { PageFrame } from '../../../shared/page-frame';
import { SearchBox } from '../../../shared/search-box';
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
  const queryClient = useQueryClient();
  const [banner, setBanner] = useState<Banner | null>(null);
  const remove = useDeleteCatalogueMutation('product');
  const confirmDelete = useDeleteWithBanner(setBanner);
  // The role may only read the catalogue (a cashier, an accountant): no create, edit or delete.
  const mayWrite = useCan('catalogue.write');

  const columns: TableColumnsType<Product> = [
    // The row number continues across pages.
    { title: '#', key: 'index', width: 60, render: (_, __, index) => list.page * PAGE_SIZE + index + 1 },
    { title: 'Name', dataIndex: 'name', render: (name: string, p) => <span title={p.categoryName}>{name}</span> },
    { title: 'MRP', dataIndex: 'mrp', align: 'right', render: (v: string) => formatMoney(v) },
    { title: 'Selling Price', dataIndex: 'sp', align: 'right', render: (v: string) => formatMoney(v) },
    { title: 'GST Percentage', dataIndex: 'taxPercent', render: (v: number) => `${v}%` },
    { title: 'HSN', dataIndex: 'hsn', render: (v: string | null) => v ?? '-' },
    { title: 'CESS', key: 'cess', render: (_, p) => <CessCell cess={p} /> },
    {
      title: 'Action',
      key: 'action',
      width: 100,
      render: (_, p) => (
        <Flex gap={4}>
          <Tooltip title="Edit">
            <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${p.name}`} onClick={() => list.modify(p)} />
          </Tooltip>
          <Tooltip title="Delete">
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${p.name}`} onClick={() => confirmDelete(() => remove.mutateAsync(p.id))} />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  return (
    <PageFrame
      title="Product"
      parent={{ title: 'Catalog' }}
      loading={products.isFetching}
      actions={
        <>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              list.reset();
              void queryClient.invalidateQueries({ queryKey: catalogueKeys.products() });
            }}
          >
            Refresh
          </Button>
          {mayWrite ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => list.modify(NEW_PRODUCT)}>
              Create Product
            </Button>
          ) : null}
        </>
      }
    >
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <Flex className="list-toolbar" gap="small" wrap>
        <SearchBox value={list.search} onSearch={list.setSearch} placeholder="Search products" />
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
      </Flex>
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
