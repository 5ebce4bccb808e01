import { BlockedRequestError, fetchGuarded, isHostAllowed, isPublicAddress, parseAllowedHosts, refusalFor } from './network-guard.js';

describe('PDF network guard', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '0.0.0.0',
    '100.64.0.1', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00::1', 'fc00::abcd', '::ffff:127.0.0.1',
    '::ffff:169.254.169.254', '::ffff:7f00:1', '64:ff9b::7f00:1', 'not-an-ip',
  ])('refuses %s', (ip) => expect(isPublicAddress(ip)).toBe(false));

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('accepts public %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it('matches the allow-list exactly or by *.suffix', () => {
    const list = parseAllowedHosts(' cdn.example.com, *.assets.example.org ,');
    expect(list).toEqual(['cdn.example.com', '*.assets.example.org']);
    expect(isHostAllowed('CDN.example.com', list)).toBe(true);
    expect(isHostAllowed('img.assets.example.org', list)).toBe(true);
    expect(isHostAllowed('assets.example.org', list)).toBe(false);
    expect(isHostAllowed('evilassets.example.org', list)).toBe(false);
    expect(isHostAllowed('cdn.example.com.evil.net', list)).toBe(false);
  });

  it('refuses other schemes, credentials and hosts off the list before any lookup', () => {
    const list = ['cdn.example.com'];
    expect(refusalFor('file:///etc/passwd', list)).toMatch(/file: URLs/);
    expect(refusalFor('ftp://cdn.example.com/x', list)).toMatch(/ftp:/);
    expect(refusalFor('http://169.254.169.254/latest/meta-data', list)).toMatch(/not in PDF_ALLOWED_HOSTS/);
    expect(refusalFor('https://user:pw@cdn.example.com/a.png', list)).toMatch(/credentials/);
    expect(refusalFor('https://cdn.example.com/logo.png', list)).toBeNull();
  });

  it('never connects to a private address, as a literal or after DNS resolution', async () => {
    const limits = { maxBytes: 1000, timeoutMs: 2000 };
    for (const url of ['http://127.0.0.1:9/x', 'http://[::1]:9/x', 'http://169.254.169.254/latest', 'http://localhost:9/x']) {
      await expect(fetchGuarded(url, limits)).rejects.toBeInstanceOf(BlockedRequestError);
    }
  });
});
