import { createHmac } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '../../../core/config/app-config.js';
import { TokenService } from './token.service.js';

const SECRET = 'unit-test-jwt-secret-0123456789abcdef0123';
const service = (ttl = 3600) => new TokenService(new JwtService({}), { jwtSecret: SECRET, jwtTtlSeconds: ttl } as AppConfig);
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
function forge(header: unknown, claims: unknown, secret = SECRET): string {
  const unsigned = `${b64(header)}.${b64(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}
const now = () => Math.floor(Date.now() / 1000);
const good = () => ({ sub: '7', cid: '3', jti: '0b6d2d2c-0a5e-4c56-9a43-2f1f5f0f1a11', iss: 'bizdesk', iat: now(), exp: now() + 60 });

describe('bearer tokens (HS256, verified with a KeyObject)', () => {
  it('reads back what it issued', () => {
    const tokens = service();
    const { token, sessionId } = tokens.issue(7, 3);
    expect(tokens.read(token)).toEqual({ sub: '7', cid: '3', jti: sessionId });
  });

  it('reads a token signed the same way by hand', () => {
    expect(service().read(forge({ alg: 'HS256', typ: 'JWT' }, good()))).toEqual({ sub: '7', cid: '3', jti: good().jti });
  });

  it.each([
    ['another secret', forge({ alg: 'HS256' }, good(), 'another-secret-0123456789abcdef0123456789')],
    ['alg none', `${b64({ alg: 'none' })}.${b64(good())}.`],
    ['alg HS512 in the header', forge({ alg: 'HS512' }, good())],
    ['expired', forge({ alg: 'HS256' }, { ...good(), exp: now() - 1 })],
    ['no expiry', forge({ alg: 'HS256' }, { ...good(), exp: undefined })],
    ['not yet valid', forge({ alg: 'HS256' }, { ...good(), nbf: now() + 60 })],
    ['another issuer', forge({ alg: 'HS256' }, { ...good(), iss: 'someone' })],
    ['no session id', forge({ alg: 'HS256' }, { ...good(), jti: undefined })],
    ['a numeric subject', forge({ alg: 'HS256' }, { ...good(), sub: 7 })],
    ['a payload that is not an object', forge({ alg: 'HS256' }, [1, 2])],
    ['two parts', 'abc.def'],
    ['not base64url', 'a+b.c/d.e=f'],
    ['garbage', 'not a token'],
  ])('refuses %s', (_name, token) => {
    expect(service().read(token)).toBeNull();
  });

  it('remembers a checked signature but not past the expiry', () => {
    class Clocked extends TokenService {
      ahead = 0;
      protected override nowSeconds(): number {
        return Date.now() / 1000 + this.ahead;
      }
    }
    const tokens = new Clocked(new JwtService({}), { jwtSecret: SECRET, jwtTtlSeconds: 3600 } as AppConfig);
    const token = forge({ alg: 'HS256' }, { ...good(), exp: now() + 30 });
    expect(tokens.read(token)).not.toBeNull();
    expect(tokens.read(token)).not.toBeNull();
    tokens.ahead = 31;
    expect(tokens.read(token)).toBeNull();
  });

  it('refuses a token whose payload was changed after signing', () => {
    const { token } = service().issue(7, 3);
    const [h, , s] = token.split('.');
    expect(service().read(`${h}.${b64({ ...good(), cid: '4' })}.${s}`)).toBeNull();
  });
});
