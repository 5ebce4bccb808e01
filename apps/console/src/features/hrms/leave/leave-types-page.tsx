import { PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, InputNumber, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { useCan } from '../../../core/access';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { FormPanel } from '../../../shared/form-panel';
import { PageFrame } from '../../../shared/page-frame';
import { useDeleteWithToast } from '../../../shared/use-confirm-delete';
import { useListState } from '../../../shared/use-list-state';
import { writableColumns } from '../../../shared/writable-columns';
import { useAllocateYearMutation, useDeleteLeaveTypeMutation, useLeaveTypesQuery, useSaveLeaveTypeMutation, type LeaveType } from './leave-api';
import { formatDays } from './leave-format';
import '../hrms.css';
import { rowNumberColumn } from '../../../shared/list-columns';
import { DeleteButton, EditButton } from '../../../shared/list-buttons';
import { ListToolbar } from '../../../shared/list-toolbar';

const NEW_TYPE: LeaveType = { id: 0, name: '', paid: true, yearlyAllocation: 0, carryForward: false, allowNegative: false };

/** /hrms/leave-types: leave types (paid or unpaid, yearly quota, carry forward, negative balance) and the year's allocation. */
export function LeaveTypesPage() {
  const list = useListState<LeaveType>();
  const types = useLeaveTypesQuery({ search: list.search, page: list.page });
  const remove = useDeleteLeaveTypeMutation();
  const [banner, setBanner] = useState<Banner | null>(null);
  const confirmDelete = useDeleteWithToast(setBanner);
  // A read-only role sees the types without create, edit, delete or allocate (the API's hrms.write).
  const mayWrite = useCan('hrms.write');
  const yes = (v: boolean) => (v ? 'Yes' : 'No');
  const columns: TableColumnsType<LeaveType> = [
    rowNumberColumn(list.page),
    { title: 'Name', dataIndex: 'name' },
    { title: 'Paid', dataIndex: 'paid', render: (v: boolean) => (v ? <Tag color="green">Paid</Tag> : <Tag>Unpaid</Tag>) },
    { title: 'Yearly Allocation', dataIndex: 'yearlyAllocation', render: (v: number) => formatDays(v) },
    { title: 'Carry Forward', dataIndex: 'carryForward', render: yes },
    { title: 'Negative Balance', dataIndex: 'allowNegative', render: yes },
    {
      title: 'Action', key: 'action', width: 110,
      render: (_, t) => (
        <Space>
          <EditButton name={t.name} onClick={() => list.modify(t)} />
          <DeleteButton name={t.name} onClick={() => confirmDelete(() => remove.mutateAsync(t.id))} />
        </Space>
      ),
    },
  ];
  return (
    <PageFrame title="Leave Types" parent={{ title: 'HRMS' }}>
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <ListToolbar list={list} placeholder="Search leave types" justify="space-between" gap="small" wrap>
        {mayWrite ? (
          <Space wrap>
            <AllocateYear onDone={setBanner} />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => list.modify(NEW_TYPE)}>Create Leave Type</Button>
          </Space>
        ) : null}
      </ListToolbar>
      <DataList<LeaveType> columns={writableColumns(columns, mayWrite)} data={types.data} loading={types.isPending} page={list.page} onPageChange={list.setPage} />
      <LeaveTypePanel
        type={list.mode === 'Modify' ? list.selected : null}
        onClose={list.backToListing}
        onSaved={(text) => {
          list.backToListing();
          setBanner({ type: 'success', text });
        }}
      />
    </PageFrame>
  );
}

/** Gives every active employee the types' yearly quota for the chosen year (kept allocations stay as they are). */
function AllocateYear({ onDone }: { onDone: (banner: Banner) => void }) {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const allocate = useAllocateYearMutation();
  return (
    <Space.Compact>
      <Select aria-label="Allocation year" className="year-select" value={year} onChange={setYear}
        options={[thisYear - 1, thisYear, thisYear + 1].map((y) => ({ value: y, label: String(y) }))} />
      <Button loading={allocate.isPending} onClick={async () => {
        try {
          onDone({ type: 'success', text: (await allocate.mutateAsync(year)).message });
        } catch (error) {
          onDone({ type: 'warning', text: errorMessage(error) });
        }
      }}>
        Allocate Year
      </Button>
    </Space.Compact>
  );
}

interface LeaveTypeForm {
  name: string;
  paid: boolean;
  yearlyAllocation: number;
  carryForward: boolean;
  allowNegative: boolean;
}

function LeaveTypePanel({ type, onClose, onSaved }: { type: LeaveType | null; onClose: () => void; onSaved: (m: string) => void }) {
  const save = useSaveLeaveTypeMutation();
  return (
    <FormPanel<LeaveTypeForm, { message: string }>
      open={type !== null}
      record={type}
      title={type?.id ? 'Edit Leave Type' : 'Create Leave Type'}
      formId="leave-type-form"
      onClose={onClose}
      onSaved={onSaved}
      values={type ? { name: type.name, paid: type.paid, yearlyAllocation: type.yearlyAllocation, carryForward: type.carryForward, allowNegative: type.allowNegative } : {}}
      submit={(v) => save.mutateAsync({ id: type?.id ?? 0, name: v.name.trim(), paid: v.paid, yearlyAllocation: v.yearlyAllocation, carryForward: v.carryForward, allowNegative: v.allowNegative })}
    >
      <Form.Item name="name" label="Leave Type Name" rules={[
        { required: true, whitespace: true, message: 'Leave Type Name required' },
        { min: 2, message: 'Leave Type Name must be at least 2 characters' },
        { max: 60, message: 'Leave Type Name must be at most 60 characters' },
      ]}>
        <Input autoFocus />
      </Form.Item>
      <Form.Item name="yearlyAllocation" label="Yearly Allocation (days)" extra="Days each employee gets per year; halves allowed"
        rules={[{ required: true, message: 'Yearly Allocation must be a number of days from 0 to 366, in steps of 0.5' }]}>
        <InputNumber min={0} max={366} step={0.5} className="full-width" />
      </Form.Item>
      <Form.Item name="paid" valuePropName="checked" extra="Paid leave counts as payable days; unpaid leave does not">
        <Checkbox>Paid</Checkbox>
      </Form.Item>
      <Form.Item name="carryForward" valuePropName="checked" extra="Last year's unused days are added when the year is allocated">
        <Checkbox>Carry Forward</Checkbox>
      </Form.Item>
      <Form.Item name="allowNegative" valuePropName="checked" extra="Applications may take the balance below zero (typically unpaid leave)">
        <Checkbox>Allow Negative Balance</Checkbox>
      </Form.Item>
    </FormPanel>
  );
}
