import { describe, expect, it } from 'vitest';
import { csrCommands } from './components/csr-help';

describe('csrCommands', () => {
  it('names exactly the domain and its twin, key and CSR files named after the domain', () => {
    const { ecdsa, rsa } = csrCommands(['example.com', 'www.example.com']);
    expect(ecdsa).toBe(
      'openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout example.com.key -out example.com.csr -subj "/CN=example.com" -addext "subjectAltName=DNS:example.com,DNS:www.example.com"',
    );
    expect(rsa).toContain('-newkey rsa:2048 -nodes -keyout example.com.key');
  });
});
