import { canonicalOrigin, parseOrigins } from './api-key-origins.js';

describe('API key origins', () => {
  it('accepts exact origins, trims a trailing slash and lower-cases the host', () => {
    expect(canonicalOrigin('https://shop.example.com')).toBe('https://shop.example.com');
    expect(canonicalOrigin('https://Shop.Example.com/')).toBe('https://shop.example.com');
    expect(canonicalOrigin('http://localhost:5173')).toBe('http://localhost:5173');
  });

  it('refuses anything a browser would never send as Origin', () => {
    for (const bad of ['*', 'https://*.example.com', 'shop.example.com', 'https://shop.example.com/cart', 'https://shop.example.com?a=1',
      'ftp://shop.example.com', 'https://user@shop.example.com', 'https://shop.example.com:443', 'javascript:alert(1)', '']) {
      expect([bad, canonicalOrigin(bad)]).toEqual([bad, null]);
    }
  });

  it('parses a list: each once, at most 20, the first bad entry named', () => {
    expect(parseOrigins(['https://a.example.com', 'https://A.example.com/', 'http://127.0.0.1:8080'])).toEqual({
      origins: ['https://a.example.com', 'http://127.0.0.1:8080'],
    });
    expect(parseOrigins(['https://a.example.com', 'https://a.example.com/x'])).toEqual({
      error: '"https://a.example.com/x" is not an origin: write only the scheme and host (and a port if needed), like https://shop.example.com',
    });
    expect(parseOrigins(Array.from({ length: 21 }, (_, i) => `https://s${i}.example.com`))).toEqual({ error: 'An API key can list at most 20 origins' });
    expect(parseOrigins('https://a.example.com')).toEqual({ error: 'Allowed origins must be a list of origins' });
  });
});
