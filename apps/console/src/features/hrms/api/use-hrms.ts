import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiDelete, apiGet, apiPost, toPageQuery, type PagedList, type PageRequest, type SelectOption } from '../../../api';
import { hrmsKeys } from './hrms-keys';
import type {
  AttendanceDevice, AttendanceFilter, AttendancePage, DeviceSaveRequest, Employee, EmployeeDeleted, EmployeeSaveRequest, Holiday, HolidaySaveRequest,
  HrmsDashboard, HrmsSetting, HrmsSettingSaveRequest, OrgMaster, OrgMasterKind, OrgMasterSaveRequest, Shift, ShiftSaveRequest,
} from './hrms-types';

const MASTER_PATHS = { branch: '/api/erp/branch', department: '/api/erp/department', designation: '/api/erp/designation' } as const;

/** GET /api/erp/branch | department | designation: one page. */
export function useOrgMastersQuery(kind: OrgMasterKind, request: PageRequest) {
  return useQuery({
    queryKey: hrmsKeys.masterList(kind, request),
    queryFn: () => apiGet<PagedList<OrgMaster>>(MASTER_PATHS[kind], toPageQuery(request)),
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
    mutationFn: (record: OrgMasterSaveRequest) => apiPost<OrgMaster>(MASTER_PATHS[kind], record),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrmsKeys.masters(kind) }),
  });
}

export function useHrmsSettingQuery() {
  return useQuery({ queryKey: hrmsKeys.setting(), queryFn: () => apiGet<HrmsSetting>('/api/erp/setting') });
}

export function useSaveHrmsSettingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: HrmsSettingSaveRequest) => apiPost<HrmsSetting>('/api/erp/setting', setting),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrmsKeys.setting() }),
  });
}

export function useShiftsQuery(request: PageRequest) {
  return useQuery({
    queryKey: hrmsKeys.shiftList(request),
    queryFn: () => apiGet<PagedList<Shift>>('/api/erp/shift-time', toPageQuery(request)),
    placeholderData: keepPreviousData,
  });
}

export function useSaveShiftMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shift: ShiftSaveRequest) => apiPost<Shift>('/api/erp/shift-time', shift),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrmsKeys.shifts() }),
  });
}

export function useHolidaysQuery(year: number) {
  return useQuery({ queryKey: hrmsKeys.holidayYear(year), queryFn: () => apiGet<Holiday[]>('/api/erp/holiday', { year }) });
}

export function useSaveHolidayMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holiday: HolidaySaveRequest) => apiPost<Holiday>('/api/erp/holiday', holiday),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrmsKeys.holidays() }),
  });
}

export function useDeleteHolidayMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<null>('/api/erp/holiday', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrmsKeys.holidays() }),
  });
}

export function useDevicesQuery(request: PageRequest) {
  return useQuery({
    queryKey: hrmsKeys.deviceList(request),
    queryFn: () => apiGet<PagedList<AttendanceDevice>>('/api/erp/attendance-device', toPageQuery(request)),
    placeholderData: keepPreviousData,
  });
}

export function useSaveDeviceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (device: DeviceSaveRequest) => apiPost<AttendanceDevice>('/api/erp/attendance-device', device),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrmsKeys.devices() }),
  });
}

/** Lifts the login locks failed guesses put on a device (its session stays). */
export function useUnlockDeviceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<AttendanceDevice>('/api/erp/attendance-device/unlock', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrmsKeys.devices() }),
  });
}

export function useEmployeesQuery(request: PageRequest) {
  return useQuery({
    queryKey: hrmsKeys.employeeList(request),
    queryFn: () => apiGet<PagedList<Employee>>('/api/erp/user-details', toPageQuery(request)),
    placeholderData: keepPreviousData,
  });
}

export function useEmployeeOptionsQuery() {
  return useQuery({ queryKey: hrmsKeys.employeeOptions(), queryFn: () => apiGet<SelectOption[]>('/api/erp/user-details/select') });
}

export function useSaveEmployeeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employee: EmployeeSaveRequest) => apiPost<Employee>('/api/erp/user-details', employee),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrmsKeys.employees() }),
  });
}

/** DELETE /api/erp/user-details?id=: one call deletes a live employee or recovers a deleted one. */
export function useToggleEmployeeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<EmployeeDeleted>('/api/erp/user-details', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrmsKeys.employees() }),
  });
}

/** GET /api/erp/attendance with every row (the spec's size 999999999). */
export function useAttendanceQuery(filter: AttendanceFilter) {
  return useQuery({
    queryKey: hrmsKeys.attendanceRange(filter),
    queryFn: () => apiGet<AttendancePage>('/api/erp/attendance', { ...filter, page: 0, size: 999999999, sort: 'id,desc' }),
    placeholderData: keepPreviousData,
  });
}

export function useHrmsDashboardQuery(fromDate: string, toDate: string, enabled: boolean) {
  return useQuery({
    queryKey: hrmsKeys.dashboard(fromDate, toDate),
    queryFn: () => apiGet<HrmsDashboard>('/api/erp/dashboard/hrms', { fromDate, toDate }),
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
