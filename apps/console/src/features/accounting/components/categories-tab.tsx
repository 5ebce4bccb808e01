import { Flex, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { SearchBox } from '../../../shared/search-box';
import { useListState } from '../../../shared/use-list-state';
import { accountingKeys } from '../api/accounting-keys';
import type { Category, RecordKind } from '../api/accounting-types';
import { useCategoriesQuery } from '../api/use-categories';
import { CategoryPanel } from './category-panel';
import { useCan } from '../../../core/access';
import { writableColumns } from '../../../shared/writable-columns';
import { actionColumn, rowNumberColumn } from '../../../shared/list-columns';
import { EditButton, ListActions } from '../../../shared/list-buttons';
import { closeAndShow } from '../../../shared/panel-saved';

const NEW_CATEGORY: Category = { id: 0, name: '', description: null, accountId: 0, accountName: '' };

/** The Categories tab of the Expense and Income screens: #, Name, Description, Action (edit). */
export function CategoriesTab({ kind }: { kind: RecordKind }) {
  const list = useListState<Category>();
  const categories = useCategoriesQuery(kind, { search: list.search, page: list.page });
  const [banner, setBanner] = useState<Banner | null>(null);
  // Read-only roles see the lists without create, edit or delete (the API's accounting.write).
  const mayWrite = useCan('accounting.write');

  const columns: TableColumnsType<Category> = [
    rowNumberColumn(list.page),
    { title: 'Name', dataIndex: 'name' },
    { title: 'Description', dataIndex: 'description', render: (d: string | null) => d ?? '' },
    { title: 'Account', dataIndex: 'accountName' },
    actionColumn((category) => <EditButton framed name={category.name} onClick={() => list.modify(category)} />, 90),
  ];

  return (
    <>
      <Flex className="acc-toolbar" justify="space-between" wrap gap="small">
        <SearchBox value={list.search} onSearch={list.setSearch} placeholder="Search categories" />
        <Flex gap="small">
          <ListActions list={list} queryKey={accountingKeys.categories(kind)} create={mayWrite && { label: 'Create Category', onClick: () => list.modify(NEW_CATEGORY) }} />
        </Flex>
      </Flex>
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <DataList<Category> columns={writableColumns(columns, mayWrite)} data={categories.data} loading={categories.isPending} page={list.page} onPageChange={list.setPage} />
      <CategoryPanel
        kind={kind}
        category={list.mode === 'Modify' ? list.selected : null}
        onClose={list.backToListing}
        onSaved={closeAndShow(list.backToListing, setBanner)}
      />
    </>
  );
}
