import { useCan } from '../../../core/access';
import { type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { PageFrame } from '../../../shared/page-frame';
import { useListState } from '../../../shared/use-list-state';
import { catalogueKeys } from '../api/catalogue-keys';
import type { Category } from '../api/catalogue-types';
import { useCategoriesQuery } from '../api/use-categories-query';
import { CategoryPanel } from '../components/category-panel';
import { CessCell } from '../components/cess-cell';
import { useDeleteWithBanner } from '../../../shared/use-confirm-delete';
import { useDeleteCatalogueMutation } from '../api/use-delete-catalogue';
import { writableColumns } from '../../../shared/writable-columns';
import { actionColumn, rowNumberColumn } from '../../../shared/list-columns';
import { DeleteButton, EditButton, ListActions } from '../../../shared/list-buttons';
import { ListToolbar } from '../../../shared/list-toolbar';
import { closeAndShow } from '../../../shared/panel-saved';

const NEW_CATEGORY: Category = { id: 0, name: '', description: null, taxPercent: 0, hsn: null, cessApplicable: false, cessType: 'NONE', cessValue: 0 };

/** /category (breadcrumb Catalog): #, Name, GST Percentage, HSN Code, CESS, edit. */
export function CategoryPage() {
  const list = useListState<Category>();
  const categories = useCategoriesQuery({ search: list.search, page: list.page });
  const [banner, setBanner] = useState<Banner | null>(null);
  const remove = useDeleteCatalogueMutation('category');
  const confirmDelete = useDeleteWithBanner(setBanner);
  // The role may only read the catalogue (a cashier, an accountant): no create, edit or delete.
  const mayWrite = useCan('catalogue.write');

  const columns: TableColumnsType<Category> = [
    rowNumberColumn(list.page),
    { title: 'Name', dataIndex: 'name' },
    { title: 'GST Percentage', dataIndex: 'taxPercent', render: (v: number) => `${v}%` },
    { title: 'HSN Code', dataIndex: 'hsn', render: (v: string | null) => v ?? '-' },
    { title: 'CESS', key: 'cess', render: (_, c) => <CessCell cess={c} /> },
    actionColumn((c) => (
      <>
        <EditButton name={c.name} onClick={() => list.modify(c)} />
        <DeleteButton name={c.name} onClick={() => confirmDelete(() => remove.mutateAsync(c.id))} />
      </>
    )),
  ];

  return (
    <PageFrame
      title="Category"
      parent={{ title: 'Catalog' }}
      loading={categories.isFetching}
      actions={<ListActions list={list} queryKey={catalogueKeys.categories()} create={mayWrite && { label: 'Create Category', onClick: () => list.modify(NEW_CATEGORY) }} />}
    >
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <ListToolbar list={list} placeholder="Search categories" />
      <DataList<Category> columns={writableColumns(columns, mayWrite)} data={categories.data} loading={categories.isPending} page={list.page} onPageChange={list.setPage} />
      <CategoryPanel
        category={list.mode === 'Modify' ? list.selected : null}
        onClose={list.backToListing}
        onSaved={closeAndShow(list.backToListing, setBanner)}
      />
    </PageFrame>
  );
}
