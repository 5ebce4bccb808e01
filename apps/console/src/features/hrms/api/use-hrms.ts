import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiDelete, apiGet, apiPost, toPageQuery, type PageRequest } from '../../../api';
import { hrmsKeys } from './hrms-keys';
import type {
  AttendanceFilter, DeviceSaveRequest, EmployeeSaveRequest, HolidaySaveRequest, HrmsSettingSaveRequest, OrgMasterKind, OrgMasterSaveRequest,
  ShiftSaveRequest,
} from './hrms-types';

const MASTER_PATHS = { branch: '/api/erp/branch', department: '/api/erp/department', designation: '/api/erp/designation' } as const;

/** GET /api/erp/branch | department | designation: one page. */
export function useOrgMastersQuery(kind: OrgMasterKind, request: PageRequest) {
  return useQuery({
    queryKey: hrmsKeys.masterList(kind, request),
    queryFn: () => apiGet(MASTER_PATHS[kind], toPageQuery(request)),
    placeholderData: keepPreviousData,
  });
}

/** Every branch / department / designation as select options (the lists are short). */
export function useOrgMasterOptions(kind: OrgMasterKind) {
  return useOrgMastersQuery(kind, { page: 0, size: 100, sort: 'name,asc' });
}

export function useSaveOrgMasterMutation(kind: OrgMasterKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: OrgMasterSaveRequest) => apiPost(MASTER_PATHS[kind], record),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrmsKeys.masters(kind) }),
  });
}

export function useHrmsSettingQuery() {
  return useQuery({ queryKey: hrmsKeys.setting(), queryFn: () => apiGet('/api/erp/setting') });
}

export function useSaveHrmsSettingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: HrmsSettingSaveRequest) => apiPost('/api/erp/setting', setting),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrmsKeys.setting() }),
  });
}

export function useShiftsQuery(request: PageRequest) {
  return useQuery({
    queryKey: hrmsKeys.shiftList(request),
    queryFn: () => apiGet('/api/erp/shift-time', toPageQuery(request)),
    placeholderData: keepPreviousData,
  });
}

export function useSaveShiftMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shift: ShiftSaveRequest) => apiPost('/api/erp/shift-time', shift),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrmsKeys.shifts() }),
  });
}

export function useHolidaysQuery(year: number) {
  return useQuery({ queryKey: hrmsKeys.holidayYear(year), queryFn: () => apiGet('/api/erp/holiday', { year }) });
}

export function useSaveHolidayMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holiday: HolidaySaveRequest) => apiPost('/api/erp/holiday', holiday),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrmsKeys.holidays() }),
  });
}

export function useDeleteHolidayMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete('/api/erp/holiday', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrmsKeys.holidays() }),
  });
}

export function useDevicesQuery(request: PageRequest) {
  return useQuery({
    queryKey: hrmsKeys.deviceList(request),
    queryFn: () => apiGet('/api/erp/attendance-device', toPageQuery(request)),
    placeholderData: keepPreviousData,
  });
}

export function useSaveDeviceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (device: DeviceSaveRequest) => apiPost('/api/erp/attendance-device', device),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrmsKeys.devices() }),
  });
}

export function useEmployeesQuery(request: PageRequest) {
  return useQuery({
    queryKey: hrmsKeys.employeeList(request),
    queryFn: () => apiGet('/api/erp/user-details', toPageQuery(request)),
    placeholderData: keepPreviousData,
  });
}

export function useEmployeeOptionsQuery() {
  return useQuery({ queryKey: hrmsKeys.employeeOptions(), queryFn: () => apiGet('/api/erp/user-details/select') });
}

export function useSaveEmployeeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employee: EmployeeSaveRequest) => apiPost('/api/erp/user-details', employee),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrmsKeys.employees() }),
  });
}

/** DELETE /api/erp/user-details?id=: one call deletes a live employee or recovers a deleted one. */
export function useToggleEmployeeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete('/api/erp/user-details', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrmsKeys.employees() }),
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
