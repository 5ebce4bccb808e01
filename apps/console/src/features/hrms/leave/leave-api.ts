import type { BodyOf, ItemOf, Schemas } from '@bizdesk/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, mutationKey, resolvePath, type PageRequest } from '../../../api';
import { usePageQuery } from '../../../shared/use-page-query';

export type LeaveType = ItemOf<'/api/erp/leave-type'>;
export type LeaveApplication = ItemOf<'/api/erp/leave-application'>;
export type LeaveBalance = Schemas['LeaveBalanceView'];
export type LeaveState = LeaveApplication['state'];
export type SaveLeaveTypeRequest = BodyOf<'/api/erp/leave-type', 'post'>;
export type ApplyLeaveRequest = BodyOf<'/api/erp/leave-application', 'post'>;
export type LeaveDecision = 'approve' | 'reject' | 'cancel';

/**
 * Query keys of the leave screens: under the HRMS keys, so a month lock (which refreshes every HRMS query)
 * refreshes them too.
 */
export const leaveKeys = {
  all: ['hrms', 'leave'] as const,
  types: () => [...leaveKeys.all, 'types'] as const,
  typeList: (request: PageRequest) => [...leaveKeys.types(), 'list', request] as const,
  typeOptions: () => [...leaveKeys.types(), 'options'] as const,
  applications: (request: PageRequest, state: LeaveState | undefined) => [...leaveKeys.all, 'applications', request, state ?? 'ALL'] as const,
  balances: (employeeId: number, year: number) => [...leaveKeys.all, 'balances', employeeId, year] as const,
};

export function useLeaveTypesQuery(request: PageRequest) {
  return usePageQuery(leaveKeys.typeList(request), '/api/erp/leave-type', request);
}

export function useLeaveTypeOptionsQuery() {
  return useQuery({ queryKey: leaveKeys.typeOptions(), queryFn: () => apiGet('/api/erp/leave-type/select') });
}

export function useSaveLeaveTypeMutation() {
  return useMutation({ mutationKey: mutationKey('hrms.leave.type.save'), mutationFn: (type: SaveLeaveTypeRequest) => apiPost('/api/erp/leave-type', type) });
}

export function useDeleteLeaveTypeMutation() {
  return useMutation({ mutationKey: mutationKey('hrms.leave.type.delete'), mutationFn: (id: number) => apiDelete('/api/erp/leave-type', { id }) });
}

/** The year's quota for every active employee (types that carry forward add last year's unused days). */
export function useAllocateYearMutation() {
  return useMutation({ mutationKey: mutationKey('hrms.leave.allocate'), mutationFn: (year: number) => apiPost('/api/erp/leave-allocation/allocate-year', { year }) });
}

export function useLeaveApplicationsQuery(request: PageRequest, state: LeaveState | undefined) {
  return usePageQuery(leaveKeys.applications(request, state), '/api/erp/leave-application', request, { filters: state ? { state } : undefined });
}

export function useApplyLeaveMutation() {
  return useMutation({ mutationKey: mutationKey('hrms.leave.apply'), mutationFn: (body: ApplyLeaveRequest) => apiPost('/api/erp/leave-application', body) });
}

/** Approve, reject or cancel: the attendance of the application's days changes with it. */
export function useDecideLeaveMutation() {
  return useMutation({
    mutationKey: mutationKey('hrms.leave.decide'),
    mutationFn: ({ id, decision }: { id: number; decision: LeaveDecision }) => {
      const paths = {
        approve: resolvePath('/api/erp/leave-application/{id}/approve', { id }),
        reject: resolvePath('/api/erp/leave-application/{id}/reject', { id }),
        cancel: resolvePath('/api/erp/leave-application/{id}/cancel', { id }),
      };
      return apiPost(paths[decision], {});
    },
  });
}

export function useLeaveBalancesQuery(employeeId: number | undefined, year: number) {
  return useQuery({
    queryKey: leaveKeys.balances(employeeId ?? 0, year),
    queryFn: () => apiGet('/api/erp/leave-balance', { employeeId: employeeId ?? 0, year }),
    enabled: employeeId !== undefined,
  });
}
