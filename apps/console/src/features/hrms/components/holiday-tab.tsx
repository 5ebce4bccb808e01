import { HOLIDAY_TYPES, enumOptions, enumLabel } from '@bizdesk/shared';
import { Flex, Form, Input, Select, type TableColumnsType } from 'antd';
import { DateField, dateRule } from '../../../shared/date-field';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { FormPanel } from '../../../shared/form-panel';
import { formatDate } from '../../../shared/format';
import { localPage } from '../../../shared/local-list';
import { SearchBox } from '../../../shared/search-box';
import { useListState } from '../../../shared/use-list-state';
import { useDeleteWithToast } from '../../../shared/use-confirm-delete';
import type { Holiday } from '../api/hrms-types';
import { useDeleteHolidayMutation, useHolidaysQuery, useOrgMasterOptions, useSaveHolidayMutation } from '../api/use-hrms';
import { useCan } from '../../../core/access';
import { writableColumns } from '../../../shared/writable-columns';
import { actionColumn, dateColumn, rowNumberColumn } from '../../../shared/list-columns';
import { CreateButton, DeleteButton, EditButton } from '../../../shared/list-buttons';

const FIRST_YEAR = 2024;

/** Holidays tab: a year choice from 2024 to next year (next year's list is published in December); a REGIONAL holiday names its branch. */
export function HolidayTab() {
  const currentYear = new Date().getFullYear();
  const [year, setYear] = useState(currentYear);
  const list = useListState<Holiday>();
  const holidays = useHolidaysQuery(year);
  const remove = useDeleteHolidayMutation();
  const [banner, setBanner] = useState<Banner | null>(null);
  const confirmDelete = useDeleteWithToast(setBanner);
  const [editing, setEditing] = useState<Holiday | null>(null);
  // A read-only role (viewer) sees the list without create or edit (the API's hrms.write).
  const mayWrite = useCan('hrms.write');
  const years = Array.from({ length: currentYear + 1 - FIRST_YEAR + 1 }, (_, i) => currentYear + 1 - i);
  // A year's holidays come whole; searched and paged here (name, type, branch, description, date as shown).
  const shown = localPage(holidays.data ?? [], list.search, list.page, (h) => [h.name, h.holidayType, h.branchName ?? 'All branches', h.description, formatDate(h.holidayDate)]);
  const columns: TableColumnsType<Holiday> = [
    rowNumberColumn(shown.page),
    dateColumn('Date', 'holidayDate'),
    { title: 'Name', dataIndex: 'name' },
    { title: 'Type', dataIndex: 'holidayType', render: (v: string) => enumLabel(v) },
    { title: 'Branch', dataIndex: 'branchName', render: (v: string | null) => v ?? 'All branches' },
    { title: 'Description', dataIndex: 'description', render: (v: string | null) => v ?? '-' },
    actionColumn((h) => (
      <>
        <EditButton name={h.name} onClick={() => setEditing(h)} />
        <DeleteButton name={h.name} onClick={() => confirmDelete(() => remove.mutateAsync(h.id))} />
      </>
    ), 110),
  ];
  return (
    <>
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <Flex className="list-toolbar" justify="space-between" gap="small">
        <Flex gap="small">
          <SearchBox value={list.search} onSearch={list.setSearch} placeholder="Search holidays" />
          <Select aria-label="Year" value={year} onChange={(y) => { setYear(y); list.setPage(0); }} options={years.map((y) => ({ value: y, label: String(y) }))} className="year-select" />
        </Flex>
        {mayWrite ? (
          <CreateButton onClick={() => setEditing({ id: 0, name: '', holidayType: 'NATIONAL', holidayDate: '', description: null, branchId: null, branchName: null })}>Create Holiday</CreateButton>
        ) : null}
      </Flex>
      <DataList<Holiday> columns={writableColumns(columns, mayWrite)} data={holidays.data ? shown : undefined} loading={holidays.isPending} page={shown.page} onPageChange={list.setPage} />
      <HolidayPanel
        holiday={editing}
        onClose={() => setEditing(null)}
        onSaved={(text) => {
          setEditing(null);
          setBanner({ type: 'success', text });
        }}
      />
    </>
  );
}

interface HolidayForm {
  name: string;
  holidayType: Holiday['holidayType'];
  holidayDate: Dayjs;
  description?: string;
  branchId?: number;
}

function HolidayPanel({ holiday, onClose, onSaved }: { holiday: Holiday | null; onClose: () => void; onSaved: (m: string) => void }) {
  const [form] = Form.useForm<HolidayForm>();
  const save = useSaveHolidayMutation();
  const branches = useOrgMasterOptions('branch');
  const type = Form.useWatch('holidayType', form);
  return (
    <FormPanel<HolidayForm, { message: string }>
      open={holiday !== null}
      record={holiday}
      title="Manage Holiday"
      formId="holiday-form"
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      values={holiday ? {
        name: holiday.name, holidayType: holiday.holidayType, holidayDate: holiday.holidayDate ? dayjs(holiday.holidayDate) : undefined,
        description: holiday.description ?? '', branchId: holiday.branchId ?? undefined,
      } : {}}
      submit={(v) =>
        save.mutateAsync({
          id: holiday?.id ?? 0, name: v.name.trim(), holidayType: v.holidayType, holidayDate: v.holidayDate.format('YYYY-MM-DD'),
          description: v.description?.trim() || null, branchId: v.holidayType === 'REGIONAL' ? (v.branchId ?? null) : null,
        })
      }
    >
      <Form.Item name="name" label="Holiday Name" rules={[
        { required: true, whitespace: true, message: 'Holiday Name required' },
        { min: 2, message: 'Holiday Name must be at least 2 characters' },
      ]}>
        <Input autoFocus />
      </Form.Item>
      <Form.Item name="holidayDate" label="Holiday Date" rules={[dateRule, { required: true, message: 'Holiday Date is required' }]}>
        <DateField />
      </Form.Item>
      <Form.Item name="holidayType" label="Holiday Type" rules={[{ required: true, message: 'Holiday Type is required' }]}>
        <Select options={enumOptions(HOLIDAY_TYPES)} />
      </Form.Item>
      {type === 'REGIONAL' ? (
        <Form.Item name="branchId" label="Branch" rules={[{ required: true, message: 'Please select branch for a regional holiday' }]}>
          <Select placeholder="Select branch" options={(branches.data?.list ?? []).map((b) => ({ value: b.id, label: b.name }))} />
        </Form.Item>
      ) : null}
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormPanel>
  );
}
