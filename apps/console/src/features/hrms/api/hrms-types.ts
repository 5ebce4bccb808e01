import type { BodyOf, DataOf, Schemas } from '@bizdesk/api-client';

/** HRMS records as the API documents them (packages/api-client, generated). */
export type OrgMaster = Schemas['OrgMasterView'];
export type OrgMasterKind = 'branch' | 'department' | 'designation';
export type HrmsSetting = Schemas['HrmsSettingView'];
export type Shift = Schemas['ShiftView'];
export type Holiday = Schemas['HolidayView'];
export type Employee = Schemas['EmployeeView'];
export type ShiftAssignment = Schemas['ShiftAssignmentView'];
export type HrmsSettingVersion = Schemas['HrmsSettingVersion'];
export type EmployeeSaveRequest = BodyOf<'/api/erp/user-details'>;
export type EmployeeDeleted = DataOf<'/api/erp/user-details', 'delete'>;
export type EmployeeFaceStatus = DataOf<'/api/erp/user-details/face'>;
export type AttendanceDevice = Schemas['AttendanceDeviceView'];
export type DeviceSaveRequest = BodyOf<'/api/erp/attendance-device'>;
export type OrgMasterSaveRequest = BodyOf<'/api/erp/branch'>;
export type HrmsSettingSaveRequest = BodyOf<'/api/erp/setting'>;
export type ShiftSaveRequest = BodyOf<'/api/erp/shift-time'>;
export type HolidaySaveRequest = BodyOf<'/api/erp/holiday'>;
export type AttendanceRecord = Schemas['AttendanceRecordView'];
export type AttendancePage = Schemas['AttendancePage'];
export type UnmatchedPunch = Schemas['UnmatchedPunchView'];
export type MarkAttendanceRequest = BodyOf<'/api/erp/attendance/mark'>;
export type HrmsDashboard = Schemas['HrmsDashboardView'];

/** The attendance report's filters (query parameters). */
export interface AttendanceFilter {
  fromDate: string;
  toDate: string;
  branchId?: number;
  departmentId?: number;
  userId?: number;
}
