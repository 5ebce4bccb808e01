import { SSL_DELETION_DAYS, SSL_TERMS_DATE } from '@bizdesk/shared';
import { Card, Typography } from 'antd';

/** Terms of Use and Privacy Policy of the SSL service (spec: SSL, Important Notice). */
export function ImportantNotice() {
  return (
    <Card className="ssl-notice">
      <Typography.Title level={4}>Terms of Use and Privacy Policy</Typography.Title>
      <Typography.Text type="secondary">Last updated: {SSL_TERMS_DATE}</Typography.Text>
      <Typography.Title level={5}>The certificates</Typography.Title>
      <Typography.Paragraph>
        SSL certificates are issued by a free certificate authority, such as Let&apos;s Encrypt, through the ACME protocol. The certificate
        itself costs nothing; the certificate authority&apos;s own terms apply to every certificate it issues.
      </Typography.Paragraph>
      <Typography.Title level={5}>What the service fee pays for</Typography.Title>
      <Typography.Paragraph>
        The platform charges a service fee for what it does around the certificates:
      </Typography.Paragraph>
      <ul>
        <li>renewal automation, so that certificates are renewed before they expire;</li>
        <li>expiry reminders by e-mail;</li>
        <li>API access to your domains and certificates;</li>
        <li>backups of your certificates.</li>
      </ul>
      <Typography.Title level={5}>Your responsibilities</Typography.Title>
      <Typography.Paragraph>
        You are responsible for verifying your domains (adding the DNS records we show you) and for your private keys. You make the
        private key together with the certificate signing request (CSR) on your own machine; it never leaves it and we never see it.
        Keep it safe: anyone who has it can pretend to be your website.
      </Typography.Paragraph>
      <Typography.Title level={5}>Your data</Typography.Title>
      <Typography.Paragraph>
        We keep your domains, CSRs and certificates to provide the service. Requests to delete your data are answered within{' '}
        {SSL_DELETION_DAYS} days.
      </Typography.Paragraph>
    </Card>
  );
}
