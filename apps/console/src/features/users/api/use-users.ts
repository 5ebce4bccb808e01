import type { Schemas } from '@bizdesk/api-client';
import { usePageQuery } from '../../../shared/use-page-query';
import { useMutation } from '@tanstack/react-query';
import { apiPatch, apiPost, mutationKey, resolvePath, type PageRequest } from '../../../api';
import { usersKeys } from './users-keys';

export type CompanyUser = Schemas['CompanyUserView'];
export type InviteUserRequest = Schemas['InviteUserDto'];
export type UpdateUserRequest = Schemas['UpdateUserDto'];

/** GET /api/erp/users: one page of the company's users (search: name, e-mail, role). */
export function useUsersQuery(request: PageRequest) {
  return usePageQuery(usersKeys.list(request), '/api/erp/users', request);
}

/** POST /api/erp/users: invites a user (an e-mail with a link to set the password). */
export function useInviteUserMutation() {
  return useMutation({
    mutationKey: mutationKey('users.invite'),
    mutationFn: (request: InviteUserRequest) => apiPost('/api/erp/users', request),
  });
}

/** POST /api/erp/users/{id}/invite: the invitation again, with a new link. */
export function useResendInvitationMutation() {
  return useMutation({
    mutationKey: mutationKey('users.resend'),
    mutationFn: (id: number) => apiPost(resolvePath('/api/erp/users/{id}/invite', { id })),
  });
}

/** PATCH /api/erp/users/{id}: a new role, or (de)activation. */
export function useUpdateUserMutation() {
  return useMutation({
    mutationKey: mutationKey('users.update'),
    mutationFn: ({ id, ...change }: UpdateUserRequest & { id: number }) => apiPatch(resolvePath('/api/erp/users/{id}', { id }), undefined, change),
  });
}
