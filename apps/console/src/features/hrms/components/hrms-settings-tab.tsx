import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Skeleton, Typography } from 'antd';
import { FeedbackBanner } from '../../../shared/feedback-banner';
import { PanelForm, useFormPanel } from '../../../shared/form-panel';
import type { HrmsSetting } from '../api/hrms-types';
import { useHrmsSettingQuery, useSaveHrmsSettingMutation } from '../api/use-hrms';
import { useCan } from '../../../core/access';

/** Settings tab: the company's one record. A value of 0 turns its rule off. */
export function HrmsSettingsTab() {
  const setting = useHrmsSettingQuery();
  const save = useSaveHrmsSettingMutation();
  const mayWrite = useCan('hrms.write');
  const panel = useFormPanel<HrmsSetting, { message: string }>({
    open: true,
    record: setting.data,
    values: setting.data ?? {},
    submit: (values) => save.mutateAsync({ ...setting.data!, ...values, employeeCodePrefix: (values.employeeCodePrefix ?? '').trim() }),
    onSaved: (message) => panel.setBanner({ type: 'success', text: message }),
  });
  if (setting.isPending) return <Skeleton active />;
  return (
    <Card>
      <FeedbackBanner banner={panel.banner} onClose={() => panel.setBanner(null)} />
      <Typography.Paragraph type="secondary">A value of 0 turns the rule off.</Typography.Paragraph>
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
