import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Skeleton, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { formatDate } from '../../../shared/format';
import { DateField, dateRule } from '../../../shared/date-field';
import { FeedbackBanner } from '../../../shared/feedback-banner';
import { PanelForm, useFormPanel } from '../../../shared/form-panel';
import type { HrmsSetting } from '../api/hrms-types';
import { useHrmsSettingQuery, useSaveHrmsSettingMutation } from '../api/use-hrms';
import { useCan } from '../../../core/access';

type SettingForm = Omit<HrmsSetting, 'effectiveFrom' | 'upcoming'> & { effectiveFrom?: Dayjs };

/** "since always" (the first save, or settings from before versions existed). */
const sinceLabel = (d: string) => (d === '1970-01-01' ? 'always' : formatDate(d));

/**
 * Settings tab: the company's one record. A value of 0 turns its rule off. The day rules are dated (issue 29 item 2):
 * a save applies from today or the chosen day, and the days before keep the rules they were computed with.
 */
export function HrmsSettingsTab() {
  const setting = useHrmsSettingQuery();
  const save = useSaveHrmsSettingMutation();
  const mayWrite = useCan('hrms.write');
  const { effectiveFrom: since, upcoming, ...current } = setting.data ?? { effectiveFrom: null, upcoming: [] };
  const panel = useFormPanel<SettingForm, { message: string }>({
    open: true,
    record: setting.data,
    values: setting.data ? current : {},
    submit: ({ effectiveFrom, ...values }) => save.mutateAsync({
      ...current as SettingForm, ...values, employeeCodePrefix: (values.employeeCodePrefix ?? '').trim(),
      effectiveFrom: effectiveFrom ? effectiveFrom.format('YYYY-MM-DD') : undefined,
    }),
    onSaved: (message) => panel.setBanner({ type: 'success', text: message }),
  });
  if (setting.isPending) return <Skeleton active />;
  return (
    <Card>
      <FeedbackBanner banner={panel.banner} onClose={() => panel.setBanner(null)} />
      <Typography.Paragraph type="secondary">
        A value of 0 turns the rule off. The attendance rules below are in force {since ? `since ${sinceLabel(since)}` : 'as defaults (never saved)'};
        a save applies from today or the Effective From day, and earlier days keep their rules (a locked month never changes).
      </Typography.Paragraph>
      {upcoming.length > 0 ? (
        <Typography.Paragraph>
          Scheduled: {upcoming.map((v) => `from ${formatDate(v.effectiveFrom)} (full day ${v.fullDayMinimumHours} h, half day ${v.halfDayMinimumHours} h, flexible ${v.flexibleClockInOutMinutes} min)`).join('; ')}
        </Typography.Paragraph>
      ) : null}
      <PanelForm panel={panel}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="employeeCodePrefix" label="Employee Code Prefix" rules={[{ max: 20, message: 'Employee code must be maximum 20 characters' }]} extra="Generated codes: the prefix and a number, e.g. EMP0001">
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="timeZone" label="Time Zone" extra="Shift times are read in this zone">
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="flexibleClockInOutMinutes" label="Flexible Clock In/Out (minutes)" extra="Clock-ins later than this are Late; clock-outs earlier are Early">
              <InputNumber min={0} max={720} className="full-width" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="absentAfterMinutes" label="Absent After (minutes)" extra="A first punch later than this after the shift start is Absent">
              <InputNumber min={0} max={1440} className="full-width" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="halfDayMinimumHours" label="Half Day Minimum Hours">
              <InputNumber min={0} max={24} step={0.5} className="full-width" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="fullDayMinimumHours" label="Full Day Minimum Hours">
              <InputNumber min={0} max={24} step={0.5} className="full-width" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="minimumPunchGapMinutes" label="Minimum Punch Gap (minutes)" extra="Punches closer than this are one punch: the day has no punch-out">
              <InputNumber min={0} max={720} className="full-width" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="missingPunchCounts" label="Missing Punch-out Counts As" extra="Until the day is regularised">
              <Select options={[{ value: 'FULL_DAY', label: 'Full day' }, { value: 'HALF_DAY', label: 'Half day' }, { value: 'ABSENT', label: 'Absent' }]} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="hoursBasis" label="Hours" extra="Net: less the shift's break; gross: first to last punch">
              <Select options={[{ value: 'NET', label: 'Net of breaks' }, { value: 'GROSS', label: 'Gross' }]} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="effectiveFrom" label="Effective From" rules={[dateRule]} extra="Empty: from today. A past day re-computes attendance from it (not in a locked month)">
              <DateField placeholder="Today" />
            </Form.Item>
          </Col>
        </Row>
        {mayWrite ? (
          <Button type="primary" htmlType="submit" loading={panel.saving}>
            Save
          </Button>
        ) : null}
      </PanelForm>
    </Card>
  );
}
