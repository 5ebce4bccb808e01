import { challengeRecordName, twinOf } from '@bizdesk/shared';
import type { CertificateView, DomainNameView, DomainView } from '../dtos/ssl.dtos.js';
import type { CertificateRow } from '../repositories/certificates.repository.js';
import type { DomainNameRow } from '../repositories/domain-names.repository.js';
import type { DomainRow } from '../repositories/domains.repository.js';
import { delegationTarget } from './delegation.js';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function domainNameView(n: DomainNameRow, zone: string | undefined): DomainNameView {
  return {
    name: n.name,
    Key: challengeRecordName(n.name),
    Value: n.txt_value,
    status: n.status,
    lastError: n.last_error,
    lastErrorOn: iso(n.last_error_at),
    validatedOn: iso(n.validated_at),
    delegation: zone
      ? {
          recordName: challengeRecordName(n.name),
          target: delegationTarget(n.delegation_label, zone),
          status: n.delegation_status,
          found: n.delegation_target_found,
          checkedOn: iso(n.delegation_checked_at),
        }
      : null,
  };
}

export function domainView(d: DomainRow, names: DomainNameRow[], zone: string | undefined): DomainView {
  return {
    id: Number(d.id),
    domain: d.domain,
    verified: d.verified,
    verificationStatus: d.verified ? 'Verified' : 'Pending',
    challengeGenerated: d.challenge_generated,
    coverWwwNonWWW: d.cover_www,
    twin: d.cover_www ? twinOf(d.domain) : null,
    names: names.map((n) => domainNameView(n, zone)),
    createdOn: new Date(d.created_at).toISOString(),
  };
}

export function certificateView(c: CertificateRow, renewsByItself: boolean): CertificateView {
  return {
    id: Number(c.id),
    rootId: c.root_id,
    domainId: Number(c.domain_id),
    domain: c.domain,
    names: c.names,
    csr: c.csr,
    status: c.status,
    issuedOn: iso(c.issued_on),
    expireOn: iso(c.expire_on),
    revokedOn: iso(c.revoked_at),
    failureReason: c.failure_reason,
    renewalDue: c.status === 'ISSUED' && !c.waiting_for_dns ? iso(c.next_attempt_at) : null,
    renewalError: c.renewal_error,
    waitingForDns: c.waiting_for_dns,
    renewsByItself,
  };
}
