import { useCan } from '../../../core/access';
import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { PAGE_SIZE } from '../../../api';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { PageFrame } from '../../../shared/page-frame';
import { SearchBox } from '../../../shared/search-box';
import { useListState } from '../../../shared/use-list-state';
import { catalogueKeys } from '../api/catalogue-keys';
import type { Category } from '../api/catalogue-types';
import { useCategoriesQuery } from '../api/use-categories-query';
import { CategoryPanel } from '../components/category-panel';
import { CessCell } from '../components/cess-cell';
import { useDeleteWithBanner } from '../../../shared/use-confirm-delete';
import { useDeleteCatalogueMutation } from '../api/use-delete-catalogue';
import { writableColumns } from '../../../shared/writable-columns';

const NEW_CATEGORY: Category = { id: 0, name: '', description: null, taxPercent: 0, hsn: null, cessApplicable: false, cessType: 'NONE', cessValue: 0 };

/** /category (breadcrumb Catalog): #, Name, GST Percentage, HSN Code, CESS, edit. */
export function CategoryPage() {
  const list = useListState<Category>();
  const categories = useCategoriesQuery({ search: list.search, page: list.page });
  const queryClient = useQueryClient();
  const [banner, setBanner] = useState<Banner | null>(null);
  const remove = useDeleteCatalogueMutation('category');
  const confirmDelete = useDeleteWithBanner(setBanner);
  // The role may only read the catalogue (a cashier, an accountant): no create, edit or delete.
  const mayWrite = useCan('catalogue.write');

  const columns: TableColumnsType<Category> = [
    { title: '#', key: 'index', width: 60, render: (_, __, index) => list.page * PAGE_SIZE + index + 1 },
    { title: 'Name', dataIndex: 'name' },
    { title: 'GST Percentage', dataIndex: 'taxPercent', render: (v: number) => `${v}%` },
    { title: 'HSN Code', dataIndex: 'hsn', render: (v: string | null) => v ?? '-' },
    { title: 'CESS', key: 'cess', render: (_, c) => <CessCell cess={c} /> },
    {
      title: 'Action',
      key: 'action',
      width: 100,
      render: (_, c) => (
        <Flex gap={4}>
          <Tooltip title="Edit">
            <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${c.name}`} onClick={() => list.modify(c)} />
          </Tooltip>
          <Tooltip title="Delete">
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${c.name}`} onClick={() => confirmDelete(() => remove.mutateAsync(c.id))} />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  return (
    <PageFrame
      title="Category"
      parent={{ title: 'Catalog' }}
      loading={categories.isFetching}
      actions={
        <>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              list.reset();
              void queryClient.invalidateQueries({ queryKey: catalogueKeys.categories() });
            }}
          >
            Refresh
          </Button>
          {mayWrite ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => list.modify(NEW_CATEGORY)}>
              Create Category
            </Button>
          ) : null}
        </>
      }
    >
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <Flex className="list-toolbar">
        <SearchBox value={list.search} onSearch={list.setSearch} placeholder="Search categories" />
      </Flex>
      <DataList<Category> columns={writableColumns(columns, mayWrite)} data={categories.data} loading={categories.isPending} page={list.page} onPageChange={list.setPage} />
      <CategoryPanel
        category={list.mode === 'Modify' ? list.selected : null}
        onClose={list.backToListing}
        onSaved={(message) => {
          list.backToListing();
          setBanner({ type: 'success', text: message });
        }}
      />
    </PageFrame>
  );
}
