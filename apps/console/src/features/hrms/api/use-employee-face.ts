import { useMutation, useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, mutationKey, toFormData } from '../../../api';
import { hrmsKeys } from './hrms-keys';

/** An employee's face for face attendance (GET/POST/DELETE /api/erp/user-details/face?id=). */
export function useEmployeeFaceQuery(employeeId: number | null) {
  return useQuery({
    queryKey: hrmsKeys.employeeFace(employeeId ?? 0),
    queryFn: () => apiGet('/api/erp/user-details/face', { id: employeeId! }, { notifyOnError: false }),
    enabled: employeeId !== null,
  });
}

/** Sends the photo as multipart (the file as chosen or as captured), never base64 in JSON. */
export function useEnrollFaceMutation(employeeId: number) {
  return useMutation({
    mutationKey: mutationKey('hrms.face.enrol', employeeId),
    mutationFn: (photo: Blob) => apiPost('/api/erp/user-details/face', toFormData({ image: photo }), { id: employeeId }),
  });
}

export function useRemoveFaceMutation(employeeId: number) {
  return useMutation({
    mutationKey: mutationKey('hrms.face.remove', employeeId),
    mutationFn: () => apiDelete('/api/erp/user-details/face', { id: employeeId }),
  });
}
