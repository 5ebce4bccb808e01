import { chromiumArgs, chromiumEnvironment, chromiumSandboxed } from './chromium-launch.js';

describe('Chromium launch', () => {
  it('gives Chromium only PATH, HOME, temp, locale, time zone and font variables: none of the API secrets', () => {
    const env = {
      PATH: '/usr/bin:/bin', HOME: '/home/node', TMPDIR: '/tmp', LANG: 'en_IN.UTF-8', LC_ALL: 'en_IN.UTF-8', LC_TIME: 'C', TZ: 'Asia/Kolkata',
      FONTCONFIG_PATH: '/etc/fonts', XDG_DATA_DIRS: '/usr/share',
      JWT_SECRET: 'jwt', DATABASE_URL: 'postgres://owner:pw@db/bizdesk', APP_DB_PASSWORD: 'pw', API_KEY_ENCRYPTION_KEY: 'k',
      PHONEPE_CLIENT_SECRET: 's', SMTP_URL: 'smtp://u:p@mail', REDIS_URL: 'redis://:pw@r', SUPER_ADMIN_PASSWORD: 'x', NODE_OPTIONS: '--require /tmp/evil.js',
      LD_PRELOAD: '/tmp/evil.so', AWS_SECRET_ACCESS_KEY: 'a', LCX: 'not a locale',
    };
    expect(chromiumEnvironment(env)).toEqual({
      PATH: '/usr/bin:/bin', HOME: '/home/node', TMPDIR: '/tmp', LANG: 'en_IN.UTF-8', LC_ALL: 'en_IN.UTF-8', LC_TIME: 'C', TZ: 'Asia/Kolkata',
      FONTCONFIG_PATH: '/etc/fonts', XDG_DATA_DIRS: '/usr/share',
    });
    expect(chromiumEnvironment({ JWT_SECRET: 'jwt' })).toEqual({ PATH: '/usr/local/bin:/usr/bin:/bin' });
  });

  it('turns the sandbox off only as root', () => {
    expect(chromiumArgs(0)).toContain('--no-sandbox');
    expect(chromiumSandboxed(0)).toBe(false);
    for (const uid of [1000, 65534]) {
      expect(chromiumArgs(uid)).not.toContain('--no-sandbox');
      expect(chromiumSandboxed(uid)).toBe(true);
    }
    expect(chromiumArgs(1000)).toEqual(expect.arrayContaining(['--headless', '--proxy-server=http://127.0.0.1:9']));
  });
});
