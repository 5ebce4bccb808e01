import { Tabs } from 'antd';
import { PageFrame } from '../../../shared/page-frame';
import { useQueryKeyTab } from '../components/query-key-tabs';
import { DeviceTab } from '../components/device-tab';
import { HolidayTab } from '../components/holiday-tab';
import { HrmsSettingsTab } from '../components/hrms-settings-tab';
import { OrgMasterTab } from '../components/org-master-tab';
import { ShiftTab } from '../components/shift-tab';
import '../hrms.css';

const TABS = ['branch', 'department', 'designation', 'shiftTime', 'settings', 'attendanceDevice', 'holidays'] as const;

/** /hrms/settings: tabs chosen by the query key (?branch, ?department ... ?holidays). */
export function HrmsSettingsPage() {
  const [tab, setTab] = useQueryKeyTab(TABS);
  const items = [
    { key: 'branch', label: 'Branch', children: <OrgMasterTab kind="branch" /> },
    { key: 'department', label: 'Department', children: <OrgMasterTab kind="department" /> },
    { key: 'designation', label: 'Designation', children: <OrgMasterTab kind="designation" /> },
    { key: 'shiftTime', label: 'Shift Time', children: <ShiftTab /> },
    { key: 'settings', label: 'Settings', children: <HrmsSettingsTab /> },
    { key: 'attendanceDevice', label: 'Attendance Devices', children: <DeviceTab /> },
    { key: 'holidays', label: 'Holidays', children: <HolidayTab /> },
  ];
  return (
    <PageFrame title="Settings" parent={{ title: 'HRMS' }}>
      <Tabs activeKey={tab} onChange={(k) => setTab(k as (typeof TABS)[number])} items={items} destroyOnHidden />
    </PageFrame>
  );
}
