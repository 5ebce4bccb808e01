import { UnlockOutlined } from '@ant-design/icons';
import { toBrowserUrl } from '../../../core/paths';
import { getCompanyId } from '../../../core/session';
import { Alert, Button, Col, Flex, Form, Input, Row, Select, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { FormPanel } from '../../../shared/form-panel';
import { formatDateTime } from '../../../shared/format';
import { useListState } from '../../../shared/use-list-state';
import type { AttendanceDevice, DeviceSaveRequest } from '../api/hrms-types';
import { useDevicesQuery, useOrgMasterOptions, useSaveDeviceMutation, useUnlockDeviceMutation } from '../api/use-hrms';
import { addressRangesProblem, deviceLockText, kioskPath } from '../validation/device-rules';
import { useCan } from '../../../core/access';
import { writableColumns } from '../../../shared/writable-columns';
import { actionColumn, rowNumberColumn } from '../../../shared/list-columns';
import { CreateButton, EditButton, RowButton } from '../../../shared/list-buttons';
import { ListToolbar } from '../../../shared/list-toolbar';
import { closeAndShow } from '../../../shared/panel-saved';

const NEW_DEVICE = {
  id: 0, name: '', userName: '', branchId: 0, branch: '', model: null, os: null, serialNumber: null, lastSeenAt: null, loggedIn: false,
  allowedAddresses: [], lockedUntil: null,
} as AttendanceDevice;

/**
 * Attendance Devices tab: devices log in with their user name (unique in this company) and password, or push over
 * ADMS by serial number; either may be limited to source addresses. Failed logins lock a device for a while; the
 * list and the form show the lock and lift it.
 */
export function DeviceTab() {
  const list = useListState<AttendanceDevice>();
  const devices = useDevicesQuery({ search: list.search, page: list.page });
  const [banner, setBanner] = useState<Banner | null>(null);
  // A read-only role (viewer) sees the list without create or edit (the API's hrms.write).
  const mayWrite = useCan('hrms.write');
  const unlock = useUnlockDeviceMutation();
  const unlockDevice = async (d: AttendanceDevice) => {
    try {
      setBanner({ type: 'success', text: (await unlock.mutateAsync(d.id)).message });
    } catch (e) {
      setBanner({ type: 'warning', text: errorMessage(e) });
    }
  };
  const columns: TableColumnsType<AttendanceDevice> = [
    rowNumberColumn(list.page),
    { title: 'Name', dataIndex: 'name' },
    { title: 'User Name', dataIndex: 'userName' },
    { title: 'Branch', dataIndex: 'branch' },
    { title: 'Model', dataIndex: 'model', render: (v: string | null) => v ?? '-' },
    { title: 'OS', dataIndex: 'os', render: (v: string | null) => v ?? '-' },
    { title: 'Serial Number', dataIndex: 'serialNumber', render: (v: string | null) => v ?? '-' },
    {
      title: 'Last Seen', key: 'seen',
      render: (_, d) => {
        const lock = deviceLockText(d.lockedUntil);
        return (
          <>
            {d.lastSeenAt ? formatDateTime(d.lastSeenAt) : '-'} {d.loggedIn ? <Tag color="green">Logged in</Tag> : null}
            {lock ? <Tooltip title={lock}><Tag color="red">Locked</Tag></Tooltip> : null}
          </>
        );
      },
    },
    actionColumn((d) => (
      <>
        <EditButton name={d.name} onClick={() => list.modify(d)} />
        {deviceLockText(d.lockedUntil) ? (
          <RowButton tip="Unlock" label={`Unlock ${d.name}`} icon={<UnlockOutlined />} loading={unlock.isPending && unlock.variables === d.id} onClick={() => void unlockDevice(d)} />
        ) : null}
      </>
    )),
  ];
  return (
    <>
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <ListToolbar list={list} placeholder="Search devices" justify="space-between" gap="small">
        <Flex gap="small">
          {/* A tablet signs in at the kiosk with a device's user name and password. */}
          <Button href={toBrowserUrl(kioskPath(getCompanyId()))} target="_blank" rel="noopener">Open Face Kiosk</Button>
          {mayWrite ? (
            <CreateButton onClick={() => list.modify(NEW_DEVICE)}>Create Device</CreateButton>
          ) : null}
        </Flex>
      </ListToolbar>
      <DataList<AttendanceDevice> columns={writableColumns(columns, mayWrite)} data={devices.data} loading={devices.isPending} page={list.page} onPageChange={list.setPage} />
      <DevicePanel
        device={list.mode === 'Modify' ? list.selected : null}
        onClose={list.backToListing}
        onSaved={closeAndShow(list.backToListing, setBanner)}
      />
    </>
  );
}

function DevicePanel({ device, onClose, onSaved }: { device: AttendanceDevice | null; onClose: () => void; onSaved: (m: string) => void }) {
  const save = useSaveDeviceMutation();
  const unlock = useUnlockDeviceMutation();
  const branches = useOrgMasterOptions('branch');
  const isNew = !device?.id;
  const companyId = getCompanyId();
  // The record the panel opened with stays as it was; an unlock here hides its lock without closing the panel
  // (a later opening gets the refreshed record, so a new lock shows again).
  const [unlockedRecord, setUnlockedRecord] = useState<AttendanceDevice | null>(null);
  const [unlockError, setUnlockError] = useState<string | null>(null);
  const lock = device && unlockedRecord !== device ? deviceLockText(device.lockedUntil) : null;
  return (
    <FormPanel<DeviceSaveRequest, { message: string }>
      open={device !== null}
      record={device}
      title="Manage Attendance Device"
      formId="device-form"
      onClose={onClose}
      onSaved={onSaved}
      values={device ? {
        name: device.name, userName: device.userName, branchId: device.branchId || undefined, model: device.model ?? '', os: device.os ?? '', serialNumber: device.serialNumber ?? '',
        allowedAddresses: device.allowedAddresses ?? [],
      } : {}}
      submit={(v) => save.mutateAsync({
        ...v, id: device?.id ?? 0, password: v.password || undefined, serialNumber: v.serialNumber?.trim() || undefined,
        allowedAddresses: (v.allowedAddresses ?? []).map((a) => a.trim()).filter(Boolean),
      })}
    >
      {lock ? (
        <Alert
          type="error" showIcon style={{ marginBottom: 16 }} message={lock}
          description={unlockError ?? 'Too many wrong passwords were tried. The device\'s current session keeps working; new logins are refused until then.'}
          action={(
            <Button size="small" danger icon={<UnlockOutlined />} loading={unlock.isPending} onClick={async () => {
              setUnlockError(null);
              try {
                await unlock.mutateAsync(device!.id);
                setUnlockedRecord(device);
              } catch (e) {
                setUnlockError(errorMessage(e));
              }
            }}>Unlock</Button>
          )}
        />
      ) : null}
      <Form.Item name="name" label="Device Name" rules={[
        { required: true, whitespace: true, message: 'Device Name required' },
        { min: 2, message: 'Device Name must be at least 2 characters' },
      ]}>
        <Input autoFocus />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="userName" label="User Name" extra={companyId ? `Devices sign in with it and Company ID ${companyId}` : undefined} rules={[
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
      <Form.Item
        name="allowedAddresses" label="Allowed Addresses"
        extra="The device may log in, punch and push only from these IP addresses or CIDR ranges (e.g. 203.0.113.0/24). Empty: any address."
        rules={[{ validator: (_, value: string[] | undefined) => { const problem = addressRangesProblem(value); return problem ? Promise.reject(new Error(problem)) : Promise.resolve(); } }]}
      >
        <Select mode="tags" open={false} tokenSeparators={[',', ' ']} placeholder="Any address" aria-label="Allowed Addresses" />
      </Form.Item>
    </FormPanel>
  );
}
