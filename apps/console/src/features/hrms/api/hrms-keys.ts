import type { PageRequest } from '../../../api';
import type { AttendanceFilter, OrgMasterKind } from './hrms-types';

/** Query keys for the HRMS screens. */
export const hrmsKeys = {
  all: ['hrms'] as const,
  masters: (kind: OrgMasterKind) => [...hrmsKeys.all, 'masters', kind] as const,
  masterList: (kind: OrgMasterKind, request: PageRequest) => [...hrmsKeys.masters(kind), request] as const,
  setting: () => [...hrmsKeys.all, 'setting'] as const,
  shifts: () => [...hrmsKeys.all, 'shifts'] as const,
  shiftList: (request: PageRequest) => [...hrmsKeys.shifts(), request] as const,
  holidays: () => [...hrmsKeys.all, 'holidays'] as const,
  holidayYear: (year: number) => [...hrmsKeys.holidays(), year] as const,
  devices: () => [...hrmsKeys.all, 'devices'] as const,
  deviceList: (request: PageRequest) => [...hrmsKeys.devices(), request] as const,
  employees: () => [...hrmsKeys.all, 'employees'] as const,
  employeeList: (request: PageRequest) => [...hrmsKeys.employees(), 'list', request] as const,
  employeeOptions: () => [...hrmsKeys.employees(), 'options'] as const,
  employeeFace: (id: number) => [...hrmsKeys.employees(), 'face', id] as const,
  shiftHistory: (id: number) => [...hrmsKeys.employees(), 'shift-history', id] as const,
  attendance: () => [...hrmsKeys.all, 'attendance'] as const,
  attendanceRange: (filter: AttendanceFilter) => [...hrmsKeys.attendance(), filter] as const,
  summary: (month: string, filter: object) => [...hrmsKeys.attendance(), 'summary', month, filter] as const,
  lock: (month: string) => [...hrmsKeys.attendance(), 'lock', month] as const,
  unmatched: () => [...hrmsKeys.all, 'unmatched'] as const,
  unmatchedList: (request: PageRequest) => [...hrmsKeys.unmatched(), request] as const,
  dashboard: (fromDate: string, toDate: string) => [...hrmsKeys.all, 'dashboard', fromDate, toDate] as const,
};
