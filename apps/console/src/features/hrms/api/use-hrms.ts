import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { usePageQuery } from '../../../shared/use-page-query';
import { apiBlob, apiDelete, apiGet, apiPost, mutationKey, resolvePath, toPageQuery, type PageRequest } from '../../../api';
import type { MarkAttendanceRequest } from './hrms-types';
import { hrmsKeys } from './hrms-keys';
import type {
  AttendanceFilter, DeviceSaveRequest, EmployeeSaveRequest, HolidaySaveRequest, HrmsSettingSaveRequest, OrgMasterKind, OrgMasterSaveRequest,
  ShiftSaveRequest,
} from './hrms-types';

const MASTER_PATHS = { branch: '/api/erp/branch', department: '/api/erp/department', designation: '/api/erp/designation' } as const;

/** GET /api/erp/branch | department | designation: one page. */
export function useOrgMastersQuery(kind: OrgMasterKind, request: PageRequest) {
  return usePageQuery(hrmsKeys.masterList(kind, request), MASTER_PATHS[kind], request);
}

/** Every branch / department / designation as select options (the lists are short). */
export function useOrgMasterOptions(kind: OrgMasterKind) {
  return useOrgMastersQuery(kind, { page: 0, size: 100, sort: 'name,asc' });
}

export function useSaveOrgMasterMutation(kind: OrgMasterKind) {
  return useMutation({
    mutationKey: mutationKey('hrms.master.save', kind),
    mutationFn: (record: OrgMasterSaveRequest) => apiPost(MASTER_PATHS[kind], record),
  });
}

export function useHrmsSettingQuery() {
  return useQuery({ queryKey: hrmsKeys.setting(), queryFn: () => apiGet('/api/erp/setting') });
}

export function useSaveHrmsSettingMutation() {
  return useMutation({
    mutationKey: mutationKey('hrms.setting.save'),
    mutationFn: (setting: HrmsSettingSaveRequest) => apiPost('/api/erp/setting', setting),
  });
}

export function useShiftsQuery(request: PageRequest) {
  return usePageQuery(hrmsKeys.shiftList(request), '/api/erp/shift-time', request);
}

export function useSaveShiftMutation() {
  return useMutation({
    mutationKey: mutationKey('hrms.shift.save'),
    mutationFn: (shift: ShiftSaveRequest) => apiPost('/api/erp/shift-time', shift),
  });
}

export function useHolidaysQuery(year: number) {
  return useQuery({ queryKey: hrmsKeys.holidayYear(year), queryFn: () => apiGet('/api/erp/holiday', { year }) });
}

export function useSaveHolidayMutation() {
  return useMutation({
    mutationKey: mutationKey('hrms.holiday.save'),
    mutationFn: (holiday: HolidaySaveRequest) => apiPost('/api/erp/holiday', holiday),
  });
}

export function useDeleteHolidayMutation() {
  return useMutation({
    mutationKey: mutationKey('hrms.holiday.delete'),
    mutationFn: (id: number) => apiDelete('/api/erp/holiday', { id }),
  });
}

export function useDevicesQuery(request: PageRequest) {
  return usePageQuery(hrmsKeys.deviceList(request), '/api/erp/attendance-device', request);
}

export function useSaveDeviceMutation() {
  return useMutation({
    mutationKey: mutationKey('hrms.device.save'),
    mutationFn: (device: DeviceSaveRequest) => apiPost('/api/erp/attendance-device', device),
  });
}

/** Lifts the login locks failed guesses put on a device (its session stays). */
export function useUnlockDeviceMutation() {
  return useMutation({
    mutationKey: mutationKey('hrms.device.unlock'),
    mutationFn: (id: number) => apiPost('/api/erp/attendance-device/unlock', { id }),
  });
}

export function useEmployeesQuery(request: PageRequest) {
  return usePageQuery(hrmsKeys.employeeList(request), '/api/erp/user-details', request);
}

export function useEmployeeOptionsQuery() {
  return useQuery({ queryKey: hrmsKeys.employeeOptions(), queryFn: () => apiGet('/api/erp/user-details/select') });
}

export function useSaveEmployeeMutation() {
  return useMutation({
    mutationKey: mutationKey('hrms.employee.save'),
    mutationFn: (employee: EmployeeSaveRequest) => apiPost('/api/erp/user-details', employee),
  });
}

/** GET /api/erp/employee/{id}/shift-assignment: the employee's shift changes, newest first (a short list). */
export function useShiftHistoryQuery(employeeId: number | undefined) {
  return useQuery({
    queryKey: hrmsKeys.shiftHistory(employeeId ?? 0),
    queryFn: () => apiGet(resolvePath('/api/erp/employee/{id}/shift-assignment', { id: employeeId ?? 0 })),
    enabled: !!employeeId,
  });
}

/** DELETE /api/erp/user-details?id=: one call deletes a live employee or recovers a deleted one. */
export function useToggleEmployeeMutation() {
  return useMutation({
    mutationKey: mutationKey('hrms.employee.toggle'),
    mutationFn: (id: number) => apiDelete('/api/erp/user-details', { id }),
  });
}

/** GET /api/erp/attendance with every row (the spec's size 999999999). */
export function useAttendanceQuery(filter: AttendanceFilter) {
  return useQuery({
    queryKey: hrmsKeys.attendanceRange(filter),
    queryFn: () => apiGet('/api/erp/attendance', { ...filter, page: 0, size: 999999999, sort: 'id,desc' }),
    placeholderData: keepPreviousData,
  });
}

export function useHrmsDashboardQuery(fromDate: string, toDate: string, enabled: boolean) {
  return useQuery({
    queryKey: hrmsKeys.dashboard(fromDate, toDate),
    queryFn: () => apiGet('/api/erp/dashboard/hrms', { fromDate, toDate }),
    enabled,
  });
}

/** Downloads the month's CSV through the authenticated client and saves it. */
export async function downloadAttendanceCsv(month: string, filter: Omit<AttendanceFilter, 'fromDate' | 'toDate'>): Promise<void> {
  const blob = await apiBlob('/api/erp/attendance/export', { month, ...filter });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `attendance-${month}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Punches whose device user id matched no employee (issue 29 item 6). */
export function useUnmatchedPunchesQuery(request: PageRequest) {
  return useQuery({
    queryKey: hrmsKeys.unmatchedList(request),
    queryFn: () => apiGet('/api/erp/attendance/unmatched-punches', toPageQuery(request)),
  });
}

/** Gives unmatched punches to an employee (by ids, or all of one device user id, which the employee keeps). */
export function useAssignUnmatchedMutation() {
  return useMutation({
    mutationKey: mutationKey('hrms.unmatched.assign'),
    mutationFn: (body: { employeeId: number; ids?: number[]; deviceUserId?: string }) => apiPost('/api/erp/attendance/unmatched-punches/assign', body),
  });
}

/** HR marks a day by hand: it overrides the computed day (issue 29 item 3). */
export function useMarkAttendanceMutation() {
  return useMutation({
    mutationKey: mutationKey('hrms.attendance.mark'),
    mutationFn: (body: MarkAttendanceRequest) => apiPost('/api/erp/attendance/mark', body),
  });
}

/** Removes a manual mark: the day is computed from punches again. */
export function useUnmarkAttendanceMutation() {
  return useMutation({
    mutationKey: mutationKey('hrms.attendance.unmark'),
    mutationFn: ({ employeeId, date }: { employeeId: number; date: string }) => apiDelete('/api/erp/attendance/mark', { employeeId, date }),
  });
}

/** The month for payroll, per employee (issue 29 item 5). */
export function useAttendanceSummaryQuery(month: string, filter: { branchId?: number; departmentId?: number; userId?: number }) {
  return useQuery({ queryKey: hrmsKeys.summary(month, filter), queryFn: () => apiGet('/api/erp/attendance/summary', { month, ...filter }) });
}

export function useMonthLockQuery(month: string) {
  return useQuery({ queryKey: hrmsKeys.lock(month), queryFn: () => apiGet('/api/erp/attendance/lock', { month }) });
}

export function useLockMonthMutation() {
  return useMutation({ mutationKey: mutationKey('hrms.attendance.lock'), mutationFn: (month: string) => apiPost('/api/erp/attendance/lock', { month }) });
}

export function useUnlockMonthMutation() {
  return useMutation({
    mutationKey: mutationKey('hrms.attendance.unlock'),
    mutationFn: ({ month, reason }: { month: string; reason: string }) => apiDelete('/api/erp/attendance/lock', {}, { month, reason }),
  });
}

export async function downloadAttendanceSummaryCsv(month: string, filter: { branchId?: number; departmentId?: number }) {
  const blob = await apiBlob('/api/erp/attendance/summary/export', { month, ...filter });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `attendance-summary-${month}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
