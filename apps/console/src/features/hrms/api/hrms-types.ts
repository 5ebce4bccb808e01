import type { Schemas } from '@bizdesk/api-client';

/** HRMS records as the API documents them (packages/api-client, generated). */
export type OrgMaster = Schemas['OrgMasterView'];
export type OrgMasterKind = 'branch' | 'department' | 'designation';
export type HrmsSetting = Schemas['HrmsSettingView'];
export type Shift = Schemas['ShiftView'];
export type Holiday = Schemas['HolidayView'];
export type Employee = Schemas['EmployeeView'];
export type EmployeeSaveRequest = Schemas['SaveEmployeeDto'];
export type AttendanceDevice = Schemas['AttendanceDeviceView'];
export type AttendanceRecord = Schemas['AttendanceRecordView'];
export type AttendancePage = Schemas['AttendancePage'];
export type HrmsDashboard = Schemas['HrmsDashboardView'];

export interface AttendanceFilter {
  fromDate: string;
  toDate: string;
  branchId?: number;
  departmentId?: number;
  userId?: number;
}
