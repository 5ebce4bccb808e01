import { CheckCircleFilled, ClockCircleOutlined, ReloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Divider, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { formatDateTime } from '../../../shared/format';
import { SidePanel } from '../../../shared/side-panel';
import type { Domain, DomainName, VerificationDetails } from '../api/ssl-types';
import { useCheckDelegationMutation, useStartVerificationMutation, useVerificationDetailsQuery, useVerifyMutation } from '../api/use-ssl';
import { CopyValue } from './copy-value';
import { VerificationTag } from './verification-tag';
import { useCan } from '../../../core/access';

const NAME_STATUS: Record<string, { color: string; label: string }> = {
  NONE: { color: 'default', label: 'Not started' },
  PENDING: { color: 'orange', label: 'Waiting for the TXT record' },
  PROCESSING: { color: 'blue', label: 'Being validated' },
  VALID: { color: 'green', label: 'Verified' },
  FAILED: { color: 'red', label: 'Validation failed' },
};

const DELEGATION_STATUS: Record<string, { color: string; label: string }> = {
  UNKNOWN: { color: 'default', label: 'Not checked yet' },
  NOT_DELEGATED: { color: 'default', label: 'Not delegated' },
  DELEGATED: { color: 'green', label: 'Delegated' },
  WRONG_TARGET: { color: 'red', label: 'Points elsewhere' },
};

function TxtRecord({ record, ttl }: { record: DomainName; ttl: number }) {
  const status = NAME_STATUS[record.status] ?? { color: 'default', label: record.status };
  return (
    <div className="ssl-record" data-testid={`txt-record-${record.name}`}>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text strong>{record.name}</Typography.Text>
        <Tag color={status.color}>{status.label}</Tag>
      </Flex>
      {record.Value ? (
        <>
          <Descriptions size="small" column={1} className="ssl-record__type" items={[{ key: 'type', label: 'Type', children: <Typography.Text code>TXT</Typography.Text> }]} />
          <CopyValue label="Name/Host" value={record.Key} />
          <CopyValue label="Value" value={record.Value} />
          <Typography.Text type="secondary" className="ssl-record__ttl">
            TTL: the lowest value your DNS provider allows, such as {ttl} seconds.
          </Typography.Text>
        </>
      ) : null}
      {record.status === 'FAILED' && record.lastError ? (
        <Alert
          type="error"
          showIcon
          className="ssl-record__error"
          title="The certificate authority could not validate this name"
          description={`${record.lastError}${record.lastErrorOn ? ` (${formatDateTime(record.lastErrorOn)})` : ''}`}
        />
      ) : null}
    </div>
  );
}

function DnsInstructions() {
  return (
    <Alert
      type="info"
      showIcon
      title="How to verify"
      description={
        <ol className="ssl-steps">
          <li>Sign in to the company where your domain&apos;s DNS is managed (your registrar or DNS host).</li>
          <li>Add a TXT record for each name above: copy Name/Host and Value exactly. Some providers add the domain to the name by themselves: then enter only the part before it.</li>
          <li>Set the TTL as low as allowed, save, and wait a few minutes for the change to spread.</li>
          <li>Press Verify. We look the record up first and only then ask the certificate authority to check it.</li>
        </ol>
      }
    />
  );
}

function Delegation({ details, onCheck, checking }: { details: VerificationDetails; onCheck?: () => void; checking: boolean }) {
  if (!details.delegationZone) return null;
  const all = details.records.every((r) => r.delegation?.status === 'DELEGATED');
  return (
    <section className="ssl-delegation" aria-label="Automatic renewal">
      <Divider titlePlacement="start">Automatic renewal</Divider>
      <Typography.Paragraph type="secondary">
        Certificates are renewed before they expire. To let us answer the certificate authority&apos;s DNS checks for you, add once a CNAME
        record for each name: renewals then need nothing from you. Without it, we e-mail you a new TXT value at each renewal.
      </Typography.Paragraph>
      {details.records.map((r) =>
        r.delegation ? (
          <div className="ssl-record" key={r.name}>
            <Flex justify="space-between" align="center" wrap gap="small">
              <Typography.Text strong>{r.name}</Typography.Text>
              <Tag color={DELEGATION_STATUS[r.delegation.status]?.color}>{DELEGATION_STATUS[r.delegation.status]?.label}</Tag>
            </Flex>
            <Descriptions size="small" column={1} items={[{ key: 'type', label: 'Type', children: <Typography.Text code>CNAME</Typography.Text> }]} />
            <CopyValue label={`CNAME Name/Host for ${r.name}`} value={r.delegation.recordName} />
            <CopyValue label={`CNAME Target for ${r.name}`} value={r.delegation.target} />
            {r.delegation.status === 'WRONG_TARGET' && r.delegation.found ? (
              <Typography.Text type="danger">It points to {r.delegation.found} instead.</Typography.Text>
            ) : null}
          </div>
        ) : null,
      )}
      <Typography.Text type="secondary" className="ssl-delegation__note">
        A CNAME and a TXT record cannot share a name: remove the TXT record of a name when you add its CNAME.
      </Typography.Text>
      {onCheck ? (
        <Flex justify="end">
          <Button icon={<ReloadOutlined />} loading={checking} onClick={onCheck}>
            {all ? 'Check again' : 'Check delegation'}
          </Button>
        </Flex>
      ) : null}
    </section>
  );
}

/** The domain's detail panel: status, the TXT record(s) with copy buttons, Start Verification or Verify, delegation. */
export function DomainPanel({ domain, onClose }: { domain: Domain | null; onClose: () => void }) {
  const details = useVerificationDetailsQuery(domain?.id);
  const start = useStartVerificationMutation();
  const verify = useVerifyMutation();
  const delegation = useCheckDelegationMutation();
  const [banner, setBanner] = useState<Banner | null>(null);
  const d = details.data;
  // Requests, revocations, domains and verifications are services.write: other roles read the lists only.
  const mayWrite = useCan('services.write');

  const run = async (action: () => Promise<{ message: string }>) => {
    setBanner(null);
    try {
      const { message } = await action();
      setBanner({ type: 'success', text: message });
    } catch (error) {
      setBanner({ type: 'warning', text: errorMessage(error) });
    }
  };

  const showRecords = d && (d.challengeGenerated || d.verified) && d.records.some((r) => r.Value);
  const canVerify = d && d.challengeGenerated && !d.verified;
  const failedOnly = d && !d.challengeGenerated && !d.verified && d.records.some((r) => r.status === 'FAILED');

  return (
    <SidePanel open={domain !== null} title={domain?.domain ?? ''} onClose={onClose} width={620} extra={d ? <VerificationTag verified={d.verified} /> : null}>
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      {!d ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" size="middle" className="ssl-panel">
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'domain', label: 'Domain', children: <Typography.Text strong>{d.domain}</Typography.Text> },
              {
                key: 'status',
                label: 'Status',
                children: d.verified ? (
                  <Typography.Text type="success">
                    <CheckCircleFilled /> Verified
                  </Typography.Text>
                ) : (
                  <Typography.Text type="warning">
                    <ClockCircleOutlined /> Pending
                  </Typography.Text>
                ),
              },
              { key: 'names', label: 'Names', children: d.records.map((r) => r.name).join(', ') },
            ]}
          />
          {d.failuresLastHour > 0 && !d.verified ? (
            <Typography.Text type="secondary">
              {d.failuresLastHour} failed validation{d.failuresLastHour === 1 ? '' : 's'} in the last hour (at most 5).
              {d.retryAfter ? ` Next try after ${formatDateTime(d.retryAfter)}.` : ''}
            </Typography.Text>
          ) : null}
          {showRecords ? (
            <section aria-label="DNS records">
              <Typography.Title level={5}>{d.verified ? 'Verified with these DNS records' : 'Add these DNS records'}</Typography.Title>
              {d.records.map((r) => (
                <TxtRecord key={r.name} record={r} ttl={d.ttl} />
              ))}
            </section>
          ) : null}
          {canVerify ? (
            <>
              <DnsInstructions />
              {mayWrite ? (
                <Flex justify="end" gap="small">
                  <Button type="primary" icon={<SafetyCertificateOutlined />} loading={verify.isPending} onClick={() => run(() => verify.mutateAsync({ id: d.domainId }))}>
                    Verify
                  </Button>
                </Flex>
              ) : null}
            </>
          ) : null}
          {!d.challengeGenerated && !d.verified ? (
            <>
              {failedOnly ? null : (
                <Typography.Paragraph type="secondary">
                  Start the verification to get the TXT record{d.records.length > 1 ? 's' : ''} to add to your DNS. The certificate authority
                  checks them before it issues a certificate.
                </Typography.Paragraph>
              )}
              {failedOnly ? d.records.filter((r) => r.status === 'FAILED').map((r) => <TxtRecord key={r.name} record={r} ttl={d.ttl} />) : null}
              {mayWrite ? (
                <Flex justify="end">
                  <Button type="primary" loading={start.isPending} onClick={() => run(() => start.mutateAsync(d.domainId))}>
                    Start Verification
                  </Button>
                </Flex>
              ) : null}
            </>
          ) : null}
          <Delegation details={d} checking={delegation.isPending} onCheck={mayWrite ? () => run(() => delegation.mutateAsync(d.domainId)) : undefined} />
        </Space>
      )}
    </SidePanel>
  );
}
