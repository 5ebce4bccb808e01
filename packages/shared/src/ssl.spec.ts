import { challengeRecordName, domainNames, isValidDomain, normalizeDomain, twinOf } from './ssl.js';

describe('SSL domain rules', () => {
  it.each(['example.com', 'www.example.com', 'shop.eu.example.co', 'a-b.example.museum', 'xn--80ak6aa92e.com', 'EXAMPLE.COM.'])('accepts %s', (d) => {
    expect(isValidDomain(d)).toBe(true);
  });

  it.each(['', 'localhost', 'example', 'example.c', 'example.toolong', '-bad.com', 'bad-.com', 'a..com', 'exa mple.com', '*.example.com', 'example.com/x', 'ex_ample.com', '1.2.3.4', `${'a'.repeat(64)}.com`])('refuses %j', (d) => {
    expect(isValidDomain(d)).toBe(false);
  });

  it('offers a twin only for two labels, or three starting with www', () => {
    expect(twinOf('example.com')).toBe('www.example.com');
    expect(twinOf('www.example.com')).toBe('example.com');
    expect(twinOf('shop.example.com')).toBeNull();
    expect(twinOf('www.shop.example.com')).toBeNull();
    expect(twinOf('example.co.in')).toBeNull();
  });

  it('lists the names a domain covers and their TXT record names', () => {
    expect(domainNames('Example.com', true)).toEqual(['example.com', 'www.example.com']);
    expect(domainNames('example.com', false)).toEqual(['example.com']);
    expect(domainNames('shop.example.com', true)).toEqual(['shop.example.com']);
    expect(challengeRecordName('www.example.com.')).toBe('_acme-challenge.www.example.com');
    expect(normalizeDomain('  WWW.Example.COM. ')).toBe('www.example.com');
  });
});
