import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { FormPanel } from '../../../shared/form-panel';
import { useListState } from '../../../shared/use-list-state';
import type { OrgMaster, OrgMasterKind } from '../api/hrms-types';
import { useOrgMastersQuery, useSaveOrgMasterMutation } from '../api/use-hrms';
import { useCan } from '../../../core/access';
import { writableColumns } from '../../../shared/writable-columns';
import { actionColumn, rowNumberColumn } from '../../../shared/list-columns';
import { EditButton } from '../../../shared/list-buttons';
import { ListToolbar } from '../../../shared/list-toolbar';
import { closeAndShow } from '../../../shared/panel-saved';

const LABELS: Record<OrgMasterKind, string> = { branch: 'Branch', department: 'Department', designation: 'Designation' };
const PLURALS: Record<OrgMasterKind, string> = { branch: 'branches', department: 'departments', designation: 'designations' };

/** Branch, Department and Designation tabs: #, Name, edit; create and edit in a side panel. */
export function OrgMasterTab({ kind }: { kind: OrgMasterKind }) {
  const label = LABELS[kind];
  const list = useListState<OrgMaster>();
  const rows = useOrgMastersQuery(kind, { search: list.search, page: list.page });
  const [banner, setBanner] = useState<Banner | null>(null);
  // A read-only role (viewer) sees the list without create or edit (the API's hrms.write).
  const mayWrite = useCan('hrms.write');
  const columns: TableColumnsType<OrgMaster> = [
    rowNumberColumn(list.page),
    { title: 'Name', dataIndex: 'name' },
    actionColumn((r) => <EditButton name={r.name} onClick={() => list.modify(r)} />, 80),
  ];
  return (
    <>
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <ListToolbar list={list} placeholder={`Search ${PLURALS[kind]}`} justify="space-between" gap="small">
        {mayWrite ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => list.modify({ id: 0, name: '' })}>
            Create {label}
          </Button>
        ) : null}
      </ListToolbar>
      <DataList<OrgMaster> columns={writableColumns(columns, mayWrite)} data={rows.data} loading={rows.isPending} page={list.page} onPageChange={list.setPage} />
      <OrgMasterPanel
        kind={kind}
        record={list.mode === 'Modify' ? list.selected : null}
        onClose={list.backToListing}
        onSaved={closeAndShow(list.backToListing, setBanner)}
      />
    </>
  );
}

function OrgMasterPanel({ kind, record, onClose, onSaved }: { kind: OrgMasterKind; record: OrgMaster | null; onClose: () => void; onSaved: (m: string) => void }) {
  const label = LABELS[kind];
  const save = useSaveOrgMasterMutation(kind);
  return (
    <FormPanel<{ name: string }, { message: string }>
      open={record !== null}
      record={record}
      title={`Manage ${label}`}
      formId={`${kind}-form`}
      onClose={onClose}
      onSaved={onSaved}
      values={{ name: record?.name ?? '' }}
      submit={(values) => save.mutateAsync({ id: record?.id ?? 0, name: values.name.trim() })}
    >
      <Form.Item
        name="name"
        label={`${label} Name`}
        rules={[
          { required: true, whitespace: true, message: `${label} Name required` },
          { min: 2, message: `${label} Name must be at least 2 characters` },
          { max: 100, message: `${label} Name must be at most 100 characters` },
        ]}
      >
        <Input autoFocus />
      </Form.Item>
    </FormPanel>
  );
}
