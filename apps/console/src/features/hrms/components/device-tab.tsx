import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { toBrowserUrl } from '../../../core/paths';
import { Button, Col, Flex, Form, Input, Row, Select, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { PAGE_SIZE, errorMessage } from '../../../api';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { FormPanelFooter } from '../../../shared/form-panel-footer';
import { formatDateTime } from '../../../shared/format';
import { SearchBox } from '../../../shared/search-box';
import { showServerFieldErrors } from '../../../shared/server-field-errors';
import { SidePanel } from '../../../shared/side-panel';
import { useListState } from '../../../shared/use-list-state';
import type { AttendanceDevice } from '../api/hrms-types';
import { useDevicesQuery, useOrgMasterOptions, useSaveDeviceMutation, type DeviceSaveRequest } from '../api/use-hrms';
import { ResetOnOpen } from '../../../shared/form-reset-on-open';

const NEW_DEVICE = { id: 0, name: '', userName: '', branchId: 0, branch: '', model: null, os: null, serialNumber: null, lastSeenAt: null, loggedIn: false } as AttendanceDevice;

/** Attendance Devices tab: devices log in with their user name and password, or push over ADMS by serial number. */
export function DeviceTab() {
  const list = useListState<AttendanceDevice>();
  const devices = useDevicesQuery({ search: list.search, page: list.page });
  const [banner, setBanner] = useState<Banner | null>(null);
  const columns: TableColumnsType<AttendanceDevice> = [
    { title: '#', key: 'index', width: 60, render: (_, __, i) => list.page * PAGE_SIZE + i + 1 },
    { title: 'Name', dataIndex: 'name' },
    { title: 'User Name', dataIndex: 'userName' },
    { title: 'Branch', dataIndex: 'branch' },
    { title: 'Model', dataIndex: 'model', render: (v: string | null) => v ?? '-' },
    { title: 'OS', dataIndex: 'os', render: (v: string | null) => v ?? '-' },
    { title: 'Serial Number', dataIndex: 'serialNumber', render: (v: string | null) => v ?? '-' },
    { title: 'Last Seen', key: 'seen', render: (_, d) => <>{d.lastSeenAt ? formatDateTime(d.lastSeenAt) : '-'} {d.loggedIn ? <Tag color="green">Logged in</Tag> : null}</> },
    {
      title: 'Action', key: 'action', width: 80,
      render: (_, d) => (
        <Tooltip title="Edit">
          <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${d.name}`} onClick={() => list.modify(d)} />
        </Tooltip>
      ),
    },
  ];
  return (
    <>
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <Flex className="list-toolbar" justify="space-between" gap="small">
        <SearchBox value={list.search} onSearch={list.setSearch} placeholder="Search devices" />
        <Flex gap="small">
          {/* A tablet signs in at the kiosk with a device's user name and password. */}
          <Button href={toBrowserUrl('/attendance-kiosk')} target="_blank" rel="noopener">Open Face Kiosk</Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => list.modify(NEW_DEVICE)}>
            Create Device
          </Button>
        </Flex>
      </Flex>
      <DataList<AttendanceDevice> columns={columns} data={devices.data} loading={devices.isPending} page={list.page} onPageChange={list.setPage} />
      <DevicePanel
        device={list.mode === 'Modify' ? list.selected : null}
        onClose={list.backToListing}
        onSaved={(message) => {
          list.backToListing();
          setBanner({ type: 'success', text: message });
        }}
      />
    </>
  );
}

function DevicePanel({ device, onClose, onSaved }: { device: AttendanceDevice | null; onClose: () => void; onSaved: (m: string) => void }) {
  const [form] = Form.useForm<DeviceSaveRequest>();
  const save = useSaveDeviceMutation();
  const branches = useOrgMasterOptions('branch');
  const [banner, setBanner] = useState<Banner | null>(null);
  const isNew = !device?.id;
  return (
    <SidePanel open={device !== null} title="Manage Attendance Device" onClose={onClose} footer={<FormPanelFooter formId="device-form" saving={save.isPending} onClose={onClose} />}>
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <Form<DeviceSaveRequest>
        id="device-form"
        form={form}
        layout="vertical"
        initialValues={device ? {
          name: device.name, userName: device.userName, branchId: device.branchId || undefined, model: device.model ?? '', os: device.os ?? '', serialNumber: device.serialNumber ?? '',
        } : undefined}
        onFinish={async (v) => {
          setBanner(null);
          try {
            const { message } = await save.mutateAsync({ ...v, id: device?.id ?? 0, password: v.password || undefined, serialNumber: v.serialNumber?.trim() || undefined });
            onSaved(message);
          } catch (error) {
            showServerFieldErrors(form, error);
            setBanner({ type: 'warning', text: errorMessage(error) });
          }
        }}
      >
        <ResetOnOpen record={device} />
        <Form.Item name="name" label="Device Name" rules={[
          { required: true, whitespace: true, message: 'Device Name required' },
          { min: 2, message: 'Device Name must be at least 2 characters' },
        ]}>
          <Input autoFocus />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="userName" label="User Name" rules={[
              { required: true, whitespace: true, message: 'User Name required' },
              { min: 2, message: 'User Name must be at least 2 characters' },
            ]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="password" label="Password" extra={isNew ? undefined : 'Leave blank to keep the current password'} rules={[
              { required: isNew, message: 'Password required' },
              { min: 2, message: 'Password must be at least 2 characters' },
              { max: 10, message: 'Password must be below 16 characters' },
            ]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="branchId" label="Branch" rules={[{ required: true, message: 'Branch required' }]}>
          <Select placeholder="Select branch" options={(branches.data?.list ?? []).map((b) => ({ value: b.id, label: b.name }))} />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="model" label="Model">
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="os" label="OS">
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="serialNumber" label="Serial Number" extra="For ZKTeco devices that push to /iclock (ADMS): the serial number the device reports">
          <Input />
        </Form.Item>
      </Form>
    </SidePanel>
  );
}
