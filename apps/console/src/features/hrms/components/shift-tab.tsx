import { WEEKDAYS } from '@bizdesk/shared';
import { Alert, Checkbox, Col, Flex, Form, Input, InputNumber, Row, Select, Tag, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { TimeOfDayInput, timeOfDayRule } from '../../../shared/time-of-day-input';
import { DateField, dateRule } from '../../../shared/date-field';
import { useState } from 'react';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { FormPanel } from '../../../shared/form-panel';
import { formatDate, formatTime } from '../../../shared/format';
import { useListState } from '../../../shared/use-list-state';
import type { Shift } from '../api/hrms-types';
import { useSaveShiftMutation, useShiftsQuery } from '../api/use-hrms';
import { useCan } from '../../../core/access';
import { writableColumns } from '../../../shared/writable-columns';
import { actionColumn, rowNumberColumn } from '../../../shared/list-columns';
import { CreateButton, EditButton } from '../../../shared/list-buttons';
import { ListToolbar } from '../../../shared/list-toolbar';
import { closeAndShow } from '../../../shared/panel-saved';

const NEW_SHIFT: Shift = {
  id: 0, name: '', startTime: '09:00:00', endTime: '18:00:00', breakTime: 60, allowBreaks: true, breakAllowed: true, faceAttendance: false, weekOff: 'SUNDAY', overnight: false,
  effectiveFrom: null, upcoming: [],
};
/** 1970-01-01: the definition applies since always (a new shift, or one from before shift versions). */
const SINCE_ALWAYS = '1970-01-01';
const wallTime = (t: string) => formatTime(`2000-01-01T${t}`);
const title = (d: string) => d.charAt(0) + d.slice(1).toLowerCase();

/** Shift Time tab. Times are local times of day in the company's time zone; end before start is overnight. */
export function ShiftTab() {
  const list = useListState<Shift>();
  const shifts = useShiftsQuery({ search: list.search, page: list.page });
  const [banner, setBanner] = useState<Banner | null>(null);
  // A read-only role (viewer) sees the list without create or edit (the API's hrms.write).
  const mayWrite = useCan('hrms.write');
  const columns: TableColumnsType<Shift> = [
    rowNumberColumn(list.page),
    { title: 'Name', dataIndex: 'name' },
    { title: 'Start', dataIndex: 'startTime', render: wallTime },
    { title: 'End', key: 'end', render: (_, s) => <>{wallTime(s.endTime)}{s.overnight ? <Tag className="tag-gap">next day</Tag> : null}</> },
    { title: 'Break (min)', dataIndex: 'breakTime' },
    { title: 'Break Allowed', dataIndex: 'breakAllowed', render: (v: boolean) => (v ? 'Yes' : 'No') },
    { title: 'Face Attendance', dataIndex: 'faceAttendance', render: (v: boolean) => (v ? 'Yes' : 'No') },
    { title: 'Week Off', dataIndex: 'weekOff', render: (v: string) => (v ? v.split(',').map(title).join(', ') : '-') },
    actionColumn((s) => <EditButton name={s.name} onClick={() => list.modify(s)} />, 80),
  ];
  return (
    <>
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <ListToolbar list={list} placeholder="Search shifts" justify="space-between" gap="small">
        {mayWrite ? (
          <CreateButton onClick={() => list.modify(NEW_SHIFT)}>Create Shift</CreateButton>
        ) : null}
      </ListToolbar>
      <DataList<Shift> columns={writableColumns(columns, mayWrite)} data={shifts.data} loading={shifts.isPending} page={list.page} onPageChange={list.setPage} />
      <ShiftPanel
        shift={list.mode === 'Modify' ? list.selected : null}
        onClose={list.backToListing}
        onSaved={closeAndShow(list.backToListing, setBanner)}
      />
    </>
  );
}

interface ShiftForm {
  name: string;
  startTime: string;
  endTime: string;
  breakTime: number;
  allowBreaks: boolean;
  faceAttendance: boolean;
  weekOff: string[];
  effectiveFrom?: Dayjs;
}

function ShiftPanel({ shift, onClose, onSaved }: { shift: Shift | null; onClose: () => void; onSaved: (m: string) => void }) {
  const save = useSaveShiftMutation();
  return (
    <FormPanel<ShiftForm, { message: string }>
      open={shift !== null}
      record={shift}
      title="Manage Shift"
      formId="shift-form"
      onClose={onClose}
      onSaved={onSaved}
      values={shift ? {
        name: shift.name, startTime: shift.startTime, endTime: shift.endTime, breakTime: shift.breakTime,
        allowBreaks: shift.allowBreaks, faceAttendance: shift.faceAttendance, weekOff: shift.weekOff ? shift.weekOff.split(',') : [],
      } : {}}
      submit={(v) =>
        // The fields hold the local time of day the API takes (HH:mm:ss), read from what was typed.
        save.mutateAsync({
          id: shift?.id ?? 0, name: v.name.trim(), startTime: v.startTime, endTime: v.endTime,
          breakTime: v.breakTime, allowBreaks: v.allowBreaks, faceAttendance: v.faceAttendance, weekOff: v.weekOff.join(','),
          effectiveFrom: v.effectiveFrom ? v.effectiveFrom.format('YYYY-MM-DD') : undefined,
        })
      }
    >
      {shift && shift.id !== 0 ? (
        <Alert
          className="form-intro" type="info" showIcon
          title={`These times apply ${shift.effectiveFrom && shift.effectiveFrom !== SINCE_ALWAYS ? `since ${formatDate(shift.effectiveFrom)}` : 'since the shift was created'}. A change of the times, break or week-off applies from today or the Effective From day; earlier days keep the times they had.`}
          description={shift.upcoming.length > 0
            ? `Scheduled: ${shift.upcoming.map((v) => `from ${formatDate(v.effectiveFrom)} ${wallTime(v.startTime)} - ${wallTime(v.endTime)}`).join('; ')}`
            : undefined}
        />
      ) : null}
      <Form.Item name="name" label="Shift Name" rules={[
        { required: true, whitespace: true, message: 'Shift Name required' },
        { min: 2, message: 'Shift Name must be at least 2 characters' },
      ]}>
        <Input autoFocus />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="startTime" label="Start Time" rules={[{ required: true, message: 'Start Time is required' }, timeOfDayRule]}>
            <TimeOfDayInput />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="endTime" label="End Time" rules={[{ required: true, message: 'End Time is required' }, timeOfDayRule]} extra="Before the start time: the shift ends the next day">
            <TimeOfDayInput />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="breakTime" label="Break Time (minutes)" rules={[
        { required: true, message: 'Break Time is required' },
        { type: 'number', message: 'Break Time must be a number' },
        { type: 'number', min: 0, message: 'Break Time cannot be negative' },
      ]}>
        <InputNumber className="full-width" />
      </Form.Item>
      <Form.Item name="weekOff" label="Week Off">
        <Select mode="multiple" allowClear options={WEEKDAYS.map((d) => ({ value: d, label: title(d) }))} placeholder="Select week-off days" />
      </Form.Item>
      <Flex gap="large">
        <Form.Item name="allowBreaks" valuePropName="checked">
          <Checkbox>Allow Breaks</Checkbox>
        </Form.Item>
        <Form.Item name="faceAttendance" valuePropName="checked">
          <Checkbox>Face Attendance</Checkbox>
        </Form.Item>
      </Flex>
      {shift && shift.id !== 0 ? (
        <Form.Item name="effectiveFrom" label="Effective From" rules={[dateRule]} extra="Empty: from today. A past day re-computes attendance from it (not in a locked month)">
          <DateField placeholder="Today" />
        </Form.Item>
      ) : null}
    </FormPanel>
  );
}
