import { Collapse, Typography } from 'antd';
import { CopyValue } from './copy-value';

/** The openssl commands that make a private key and a CSR naming exactly the domain (and its twin). */
export function csrCommands(names: string[]): { ecdsa: string; rsa: string } {
  const first = names[0] ?? 'example.com';
  const san = names.map((n) => `DNS:${n}`).join(',');
  const tail = `-nodes -keyout ${first}.key -out ${first}.csr -subj "/CN=${first}" -addext "subjectAltName=${san}"`;
  return {
    ecdsa: `openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 ${tail}`,
    rsa: `openssl req -new -newkey rsa:2048 ${tail}`,
  };
}

/** "How to make a CSR": run on your own server; the key stays there. */
export function CsrHelp({ names }: { names: string[] }) {
  const commands = csrCommands(names.length ? names : ['example.com']);
  const first = names[0] ?? 'example.com';
  return (
    <Collapse
      size="small"
      className="ssl-csr-help"
      items={[
        {
          key: 'how',
          label: 'How to make a CSR',
          children: (
            <>
              <Typography.Paragraph>
                On the server the certificate is for (or any computer with OpenSSL), run this command. It makes your private key{' '}
                <Typography.Text code>{first}.key</Typography.Text> and the request <Typography.Text code>{first}.csr</Typography.Text>.
                Keep the key on the server: never send it to anyone, us included.
              </Typography.Paragraph>
              <CopyValue label="ECDSA P-256 (recommended)" value={commands.ecdsa} />
              <CopyValue label="RSA 2048 (older servers)" value={commands.rsa} />
              <Typography.Paragraph className="ssl-csr-help__last">
                Then paste the whole content of <Typography.Text code>{first}.csr</Typography.Text>, from -----BEGIN CERTIFICATE REQUEST----- to
                -----END CERTIFICATE REQUEST-----, below. The request must name exactly {names.length ? names.join(' and ') : 'the domain'}.
              </Typography.Paragraph>
            </>
          ),
        },
      ]}
    />
  );
}
