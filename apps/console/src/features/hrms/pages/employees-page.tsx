import { DeleteOutlined, EditOutlined, EyeOutlined, UndoOutlined } from '@ant-design/icons';
import { bloodGroupLabel, enumLabel } from '@bizdesk/shared';
import { App, Avatar, Button, Card, Col, Descriptions, Empty, Flex, List, Row, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PAGE_SIZE, errorMessage } from '../../../api';
import { EMPTY_LIST_TEXT } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { formatDate } from '../../../shared/format';
import { initialsOf } from '../../../shared/initials';
import { PageFrame } from '../../../shared/page-frame';
import { Pager } from '../../../shared/pager';
import { SidePanel } from '../../../shared/side-panel';
import { useListState } from '../../../shared/use-list-state';
import { hrmsKeys } from '../api/hrms-keys';
import type { Employee } from '../api/hrms-types';
import { useEmployeesQuery, useToggleEmployeeMutation } from '../api/use-hrms';
import { EmployeeFaceSection } from '../components/employee-face-section';
import { EmployeePanel } from '../components/employee-panel';
import '../hrms.css';
import { useCan } from '../../../core/access';
import { ListToolbar } from '../../../shared/list-toolbar';
import { closeAndShow } from '../../../shared/panel-saved';
import { ListActions } from '../../../shared/list-buttons';

/** The view panel opens this long after the previous one closed (spec constant). */
export const VIEW_PANEL_DELAY_MS = 500;

const NEW_EMPLOYEE = { id: 0, status: 'ACTIVE' } as Employee;
const fullName = (e: Employee) => [e.firstName, e.middleName, e.lastName].filter(Boolean).join(' ');

export const SETUP_CHECKLIST = [
  { text: 'Create branches', to: '/hrms/settings?branch' },
  { text: 'Create departments', to: '/hrms/settings?department' },
  { text: 'Create designations', to: '/hrms/settings?designation' },
  { text: 'Set the employee code prefix', to: '/hrms/settings?settings' },
  { text: 'Create shifts', to: '/hrms/settings?shiftTime' },
];

/** /hrms/employees: employee cards, shaded when deleted (recoverable), a create/edit panel and a view panel. */
export function EmployeesPage() {
  const list = useListState<Employee>();
  const employees = useEmployeesQuery({ search: list.search, page: list.page });
  const toggle = useToggleEmployeeMutation();
  const { modal } = App.useApp();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [viewing, setViewing] = useState<Employee | null>(null);
  // A read-only role (viewer) sees the employees but no create, edit, delete or recover (the API's hrms.write).
  const mayWrite = useCan('hrms.write');
  const closedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const openView = (e: Employee) => {
    clearTimeout(timer.current);
    const wait = Math.max(0, closedAt.current + VIEW_PANEL_DELAY_MS - Date.now());
    if (viewing) {
      setViewing(null);
      closedAt.current = Date.now();
      timer.current = setTimeout(() => setViewing(e), VIEW_PANEL_DELAY_MS);
    } else timer.current = setTimeout(() => setViewing(e), wait);
  };
  const closeView = () => {
    setViewing(null);
    closedAt.current = Date.now();
  };
  const confirmToggle = (e: Employee) => {
    const verb = e.deleted ? 'recover' : 'delete';
    modal.confirm({
      title: e.deleted ? 'Recover' : 'Delete',
      content: `Are you sure you want to ${verb} ${fullName(e)} account?`,
      okText: e.deleted ? 'Recover' : 'Delete',
      okButtonProps: { danger: !e.deleted },
      onOk: async () => {
        try {
          const { message } = await toggle.mutateAsync(e.id);
          setBanner({ type: 'success', text: message });
        } catch (error) {
          setBanner({ type: 'warning', text: errorMessage(error) });
        }
      },
    });
  };

  const data = employees.data;
  const isEmpty = data && data.totalRecords === 0 && !list.search;
  return (
    <PageFrame
      title="Employees"
      parent={{ title: 'HRMS' }}
      loading={employees.isFetching}
      actions={<ListActions list={list} queryKey={hrmsKeys.employees()} create={mayWrite && { label: 'Create Employee', onClick: () => list.modify(NEW_EMPLOYEE) }} />}
    >
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <ListToolbar list={list} placeholder="Search by name, code, email or phone" />
      {employees.isPending ? <Skeleton active /> : null}
      {isEmpty ? (
        <Card>
          <Empty description={EMPTY_LIST_TEXT}>
            {mayWrite ? (
              <>
                <Typography.Paragraph>Before adding employees, set up:</Typography.Paragraph>
                <List size="small" dataSource={SETUP_CHECKLIST} renderItem={(item) => <List.Item><Link to={item.to}>{item.text}</Link></List.Item>} />
              </>
            ) : null}
          </Empty>
        </Card>
      ) : data && data.list.length === 0 ? (
        <Empty description={EMPTY_LIST_TEXT} />
      ) : (
        <Row gutter={[16, 16]}>
          {(data?.list ?? []).map((e) => (
            <Col key={e.id} xs={24} sm={12} lg={8} xl={6}>
              <Card
                className={e.deleted ? 'employee-card employee-card--deleted' : 'employee-card'}
                title={e.deleted ? `${fullName(e)} (deleted)` : fullName(e)}
                size="small"
                actions={!mayWrite ? (e.deleted ? [] : [
                  <Tooltip key="view" title="View"><Button type="text" icon={<EyeOutlined />} aria-label={`View ${fullName(e)}`} onClick={() => openView(e)} /></Tooltip>,
                ]) : e.deleted ? [
                  <Tooltip key="recover" title="Recover"><Button type="text" icon={<UndoOutlined />} aria-label={`Recover ${fullName(e)}`} onClick={() => confirmToggle(e)} /></Tooltip>,
                ] : [
                  <Tooltip key="view" title="View"><Button type="text" icon={<EyeOutlined />} aria-label={`View ${fullName(e)}`} onClick={() => openView(e)} /></Tooltip>,
                  <Tooltip key="edit" title="Edit"><Button type="text" icon={<EditOutlined />} aria-label={`Edit ${fullName(e)}`} onClick={() => list.modify(e)} /></Tooltip>,
                  <Tooltip key="delete" title="Delete"><Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${fullName(e)}`} onClick={() => confirmToggle(e)} /></Tooltip>,
                ]}
              >
                <Card.Meta
                  avatar={<Avatar>{initialsOf(fullName(e))}</Avatar>}
                  title={<Typography.Text type="secondary">{e.employeeCode}</Typography.Text>}
                  description={
                    <Flex vertical>
                      <span>{e.designation ?? 'No designation'}</span>
                      <span>{[e.department, e.branch].filter(Boolean).join(' · ')}</span>
                      <span><Tag color={e.status === 'ACTIVE' ? 'green' : e.status === 'PENDING' ? 'gold' : 'default'}>{enumLabel(e.status)}</Tag></span>
                    </Flex>
                  }
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {data ? <Pager page={list.page} totalPages={data.totalPages} totalRecords={data.totalRecords} size={PAGE_SIZE} onChange={list.setPage} /> : null}
      <EmployeePanel
        employee={list.mode === 'Modify' ? list.selected : null}
        onClose={list.backToListing}
        onSaved={closeAndShow(list.backToListing, setBanner)}
      />
      <SidePanel open={viewing !== null} title={viewing ? fullName(viewing) : ''} onClose={closeView} width={560}>
        {viewing ? (
          <Descriptions column={1} size="small" bordered items={[
            { key: 'code', label: 'Employee Code', children: viewing.employeeCode },
            { key: 'status', label: 'Status', children: viewing.status },
            { key: 'email', label: 'Email', children: viewing.email },
            { key: 'phone', label: 'Phone', children: viewing.phone ?? '-' },
            { key: 'doj', label: 'Date of Joining', children: formatDate(viewing.dateOfJoining) },
            { key: 'dob', label: 'Date of Birth', children: formatDate(viewing.dateOfBirth) },
            { key: 'lwd', label: 'Last Working Day', children: viewing.lwd ? formatDate(viewing.lwd) : '-' },
            { key: 'branch', label: 'Branch', children: viewing.branch ?? '-' },
            { key: 'department', label: 'Department', children: viewing.department ?? '-' },
            { key: 'designation', label: 'Designation', children: viewing.designation ?? '-' },
            { key: 'shift', label: 'Shift', children: viewing.shiftName ?? '-' },
            { key: 'manager', label: 'Reporting Manager', children: viewing.reportingManagerName ?? '-' },
            { key: 'gender', label: 'Gender', children: viewing.gender ?? '-' },
            { key: 'marital', label: 'Marital Status', children: viewing.maritalStatus ?? '-' },
            { key: 'blood', label: 'Blood Group', children: viewing.bloodGroup ? bloodGroupLabel(viewing.bloodGroup) : '-' },
            { key: 'mother', label: 'Mother Name', children: viewing.motherName ?? '-' },
          ]} />
        ) : null}
        {viewing ? <EmployeeFaceSection key={viewing.id} employee={viewing} /> : null}
      </SidePanel>
    </PageFrame>
  );
}
