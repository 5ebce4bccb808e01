import { BLOOD_GROUPS, EMPLOYEE_STATUSES, GENDERS, MARITAL_STATUSES, bloodGroupLabel } from '@bizdesk/shared';
import { Checkbox, Col, Form, Input, Row, Select, Typography } from 'antd';
import { PhoneInput } from '../../../shared/text-inputs';
import { DateField, dateRule } from '../../../shared/date-field';
import dayjs, { type Dayjs } from 'dayjs';
import { FormPanel } from '../../../shared/form-panel';
import type { Employee, EmployeeSaveRequest } from '../api/hrms-types';
import { useEmployeeOptionsQuery, useOrgMasterOptions, useSaveEmployeeMutation, useShiftsQuery } from '../api/use-hrms';
import { ShiftHistoryTable } from './shift-history-table';

type DateFields = 'dateOfJoining' | 'dateOfBirth' | 'lwd' | 'shiftEffectiveFrom';
type EmployeeForm = Omit<EmployeeSaveRequest, 'id' | DateFields> & { dateOfJoining?: Dayjs; dateOfBirth?: Dayjs; lwd?: Dayjs; shiftEffectiveFrom?: Dayjs };

const label = (v: string) => v.split('_').map((w) => w.charAt(0) + w.slice(1).toLowerCase()).join(' ');
const FORM_ID = 'employee-form';

/** Create / edit an employee. New: PENDING or ACTIVE; existing: PENDING disabled; Last Working Day once leaving. */
export function EmployeePanel({ employee, onClose, onSaved }: { employee: Employee | null; onClose: () => void; onSaved: (m: string) => void }) {
  const [form] = Form.useForm<EmployeeForm>();
  const save = useSaveEmployeeMutation();
  const branches = useOrgMasterOptions('branch');
  const departments = useOrgMasterOptions('department');
  const designations = useOrgMasterOptions('designation');
  const shifts = useShiftsQuery({ page: 0, size: 100, sort: 'name,asc' });
  const managers = useEmployeeOptionsQuery();
  const isNew = !employee?.id;
  const status = Form.useWatch('status', form);
  const autoGenerate = Form.useWatch('employeeCodeAutoGenerate', form);
  const showLwd = !isNew && status !== 'ACTIVE' && status !== 'PENDING';
  // A changed shift is dated (issue 29 item 2): the days before keep the shift they had.
  const shiftId = Form.useWatch('shiftId', form);
  const shiftChanged = !isNew && !!shiftId && shiftId !== employee?.shiftId;
  const options = (rows?: { id: number; name: string }[]) => (rows ?? []).map((r) => ({ value: r.id, label: r.name }));

  return (
    <FormPanel<EmployeeForm, { message: string }>
      open={employee !== null}
      record={employee}
      width={720}
      title={isNew ? 'Create Employee' : 'Edit Employee'}
      formId={FORM_ID}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      values={employee ? {
        ...employee,
        middleName: employee.middleName ?? undefined, motherName: employee.motherName ?? undefined, phone: employee.phone ?? undefined,
        gender: employee.gender ?? undefined, maritalStatus: employee.maritalStatus ?? undefined, bloodGroup: employee.bloodGroup ?? undefined,
        departmentId: employee.departmentId ?? undefined, designationId: employee.designationId ?? undefined, reportingManagerId: employee.reportingManagerId ?? undefined,
        branchId: employee.branchId || undefined, shiftId: employee.shiftId || undefined,
        dateOfJoining: employee.dateOfJoining ? dayjs(employee.dateOfJoining) : undefined, dateOfBirth: employee.dateOfBirth ? dayjs(employee.dateOfBirth) : undefined,
        deviceUserId: employee.deviceUserId ?? undefined,
        lwd: employee.lwd ? dayjs(employee.lwd) : undefined, employeeCodeAutoGenerate: isNew, status: employee.status || 'ACTIVE',
      } : {}}
      submit={(v) =>
        save.mutateAsync({
          ...v,
          id: employee?.id ?? 0,
          dateOfJoining: v.dateOfJoining!.format('YYYY-MM-DD'),
          dateOfBirth: v.dateOfBirth!.format('YYYY-MM-DD'),
          lwd: showLwd && v.lwd ? v.lwd.format('YYYY-MM-DD') : undefined,
          shiftEffectiveFrom: shiftChanged && v.shiftEffectiveFrom ? v.shiftEffectiveFrom.format('YYYY-MM-DD') : undefined,
          employeeCode: isNew && v.employeeCodeAutoGenerate ? undefined : v.employeeCode?.trim(),
          employeeCodeAutoGenerate: isNew ? v.employeeCodeAutoGenerate : false,
          deviceUserId: v.deviceUserId?.trim() || null,
        })
      }
    >
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item name="firstName" label="First Name" rules={[{ required: true, whitespace: true, message: 'First Name is required' }, { max: 100, message: 'First Name must be at most 100 characters' }]}>
            <Input autoFocus />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="middleName" label="Middle Name" rules={[{ max: 100, message: 'Middle Name must be at most 100 characters' }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="lastName" label="Last Name" rules={[{ required: true, whitespace: true, message: 'Last Name is required' }, { max: 100, message: 'Last Name must be at most 100 characters' }]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item name="motherName" label="Mother Name">
            <Input />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="email" label="Email" rules={[{ required: true, message: 'Email is required' }, { type: 'email', message: 'Enter valid Email' }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="phone" label="Phone" rules={[{ pattern: /^\d{10}$/, message: 'Phone must be 10 digits' }]}>
            <PhoneInput />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item name="dateOfBirth" label="Date of Birth" rules={[dateRule, { required: true, message: 'Date of Birth is required' }]}>
            <DateField maxDate={dayjs()} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="dateOfJoining" label="Date of Joining" dependencies={['dateOfBirth']} rules={[dateRule, 
            { required: true, message: 'Date of Joining is required' },
            ({ getFieldValue }) => ({
              validator: (_, v?: Dayjs) => {
                const born = getFieldValue('dateOfBirth') as Dayjs | undefined;
                return !v || !born || !v.isBefore(born.add(14, 'year'), 'day')
                  ? Promise.resolve() : Promise.reject(new Error('Date of Joining must be at least 14 years after Date of Birth'));
              },
            }),
          ]}>
            <DateField />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="gender" label="Gender">
            <Select allowClear options={GENDERS.map((g) => ({ value: g, label: label(g) }))} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item name="maritalStatus" label="Marital Status">
            <Select allowClear options={MARITAL_STATUSES.map((g) => ({ value: g, label: label(g) }))} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="bloodGroup" label="Blood Group">
            <Select allowClear options={BLOOD_GROUPS.map((g) => ({ value: g, label: bloodGroupLabel(g) }))} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="status" label="Status" rules={[{ required: true, message: 'Please select status' }]}>
            <Select options={EMPLOYEE_STATUSES.map((s) => ({
              value: s, label: label(s),
              disabled: isNew ? !['PENDING', 'ACTIVE'].includes(s) : s === 'PENDING',
            }))} />
          </Form.Item>
        </Col>
      </Row>
      {isNew ? (
        <Form.Item name="employeeCodeAutoGenerate" valuePropName="checked">
          <Checkbox>Generate the employee code from the prefix</Checkbox>
        </Form.Item>
      ) : null}
      <Row gutter={12}>
        {!isNew || !autoGenerate ? (
          <Col span={8}>
            <Form.Item name="employeeCode" label="Employee Code" rules={[{ required: true, whitespace: true, message: 'Employee Code is required' }]}>
              <Input />
            </Form.Item>
          </Col>
        ) : null}
        <Col span={8}>
          <Form.Item name="deviceUserId" label="Device User ID" extra="The id (PIN) the biometric device knows this employee by"
            rules={[{ pattern: /^[A-Za-z0-9]{1,40}$/, message: 'Device User ID must be 1 to 40 letters or digits' }]}>
            <Input placeholder="e.g. 1024" />
          </Form.Item>
        </Col>
        {showLwd ? (
          <Col span={8}>
            <Form.Item name="lwd" label="Last Working Day" rules={[dateRule, {
              required: status === 'RESIGNED' || status === 'TERMINATED', message: 'Last Working Day is required for a resigned or terminated employee',
            }]}>
              <DateField />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="branchId" label="Branch" rules={[{ required: true, message: 'Please select branch' }]}>
            <Select placeholder="Select branch" options={options(branches.data?.list)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="shiftId" label="Shift" rules={[{ required: true, message: 'Please select shift' }]}>
            <Select placeholder="Select shift" options={options(shifts.data?.list)} />
          </Form.Item>
        </Col>
        {shiftChanged ? (
          <Col span={12}>
            <Form.Item name="shiftEffectiveFrom" label="Shift Effective From" extra="Empty: from today. Days before it keep the old shift" rules={[dateRule]}>
              <DateField className="full-width" placeholder="Today" />
            </Form.Item>
          </Col>
        ) : null}
        <Col span={12}>
          <Form.Item name="departmentId" label="Department">
            <Select allowClear placeholder="Select department" options={options(departments.data?.list)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="designationId" label="Designation">
            <Select allowClear placeholder="Select designation" options={options(designations.data?.list)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="reportingManagerId" label="Reporting Manager">
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder="Select reporting manager" options={options(managers.data).filter((o) => o.value !== employee?.id)} />
          </Form.Item>
        </Col>
      </Row>
      {!isNew && employee?.id ? (
        <>
          <Typography.Title level={5}>Shift History</Typography.Title>
          <ShiftHistoryTable employeeId={employee.id} />
        </>
      ) : null}
    </FormPanel>
  );
}
