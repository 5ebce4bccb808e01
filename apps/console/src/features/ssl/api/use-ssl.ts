import { useMutation, useQuery } from '@tanstack/react-query';
import { usePageQuery } from '../../../shared/use-page-query';
import { apiBlob, apiDelete, apiGet, apiPost, mutationKey, type MutationKind, type PageRequest } from '../../../api';
import { sslKeys } from './ssl-keys';
import type { Certificate, CertificateRequest, DomainSaveRequest, VerifyRequest } from './ssl-types';

export function useDomainsQuery(request: PageRequest) {
  return usePageQuery(sslKeys.domainList(request), '/api/ssl/domain', request);
}

export function useVerifiedDomainOptionsQuery(enabled: boolean) {
  return useQuery({
    queryKey: sslKeys.verifiedOptions(),
    queryFn: () => apiGet('/api/ssl/domain/select'),
    enabled,
  });
}

/** GET /api/ssl/domain/verification/details: the TXT record(s) of the domain (Key, Value per name). */
export function useVerificationDetailsQuery(domainId: number | undefined) {
  return useQuery({
    queryKey: sslKeys.details(domainId ?? 0),
    queryFn: () => apiGet('/api/ssl/domain/verification/details', { domainId: domainId! }),
    enabled: domainId !== undefined,
    // While the CA is still validating, look again now and then.
    refetchInterval: (query) => (query.state.data?.records.some((r) => r.status === 'PROCESSING') ? 5000 : false),
  });
}

type SslMutationKind = Extract<MutationKind, `ssl.${string}`>;

/** Every SSL write refreshes the whole service, even when refused (app/invalidation-map.ts). */
function useSslMutation<I, O>(kind: SslMutationKind, call: (input: I) => Promise<{ data: O; message: string }>) {
  return useMutation({ mutationKey: mutationKey(kind), mutationFn: call });
}

export const useSaveDomainMutation = () => useSslMutation('ssl.domain.save', (domain: DomainSaveRequest) => apiPost('/api/ssl/domain', domain));
export const useDeleteDomainMutation = () => useSslMutation('ssl.domain.delete', (id: number) => apiDelete('/api/ssl/domain', { id }));
export const useStartVerificationMutation = () =>
  useSslMutation('ssl.verification.start', (id: number) => apiPost('/api/ssl/domain/start-verification', { id }));
export const useVerifyMutation = () =>
  useSslMutation('ssl.verify', (input: VerifyRequest) => apiPost('/api/ssl/domain/verify', input));
export const useCheckDelegationMutation = () =>
  useSslMutation('ssl.delegation.check', (id: number) => apiPost('/api/ssl/domain/delegation/check', { id }));

export function useCertificatesQuery(request: PageRequest) {
  return usePageQuery(sslKeys.certificateList(request), '/api/ssl/certificate', request);
}

export const useRequestCertificateMutation = () =>
  useSslMutation('ssl.certificate.request', (request: CertificateRequest) => apiPost('/api/ssl/certificate', request));
export const useRevokeCertificateMutation = () =>
  useSslMutation('ssl.certificate.revoke', (certificateId: string) => apiPost('/api/ssl/certificate/revoke', { certificateId }));

export function useSslDashboardQuery(enabled: boolean) {
  return useQuery({ queryKey: sslKeys.dashboard(), queryFn: () => apiGet('/api/ssl/dashboard'), enabled });
}

/** The zip of an issued certificate, saved as domain_rootId.zip (the name the API's Content-Disposition gives). */
export async function downloadCertificate(certificate: Pick<Certificate, 'rootId' | 'domain'>): Promise<void> {
  const blob = await apiBlob('/api/ssl/certificate/download', { certificateId: certificate.rootId }, { notifyOnError: false });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${certificate.domain}_${certificate.rootId}.zip`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
