import { ConfigError, loadConfig } from './app-config.js';

/** Issue 9: a SUPER_ADMIN_PASSWORD the login form would refuse is refused at start instead. */
describe('SUPER_ADMIN_PASSWORD', () => {
  it.each(['abcd', 'A'.repeat(17), 'Way@TooLongPassword123'])('refuses %s (outside 5 to 16 characters) at start', (password) => {
    expect(() => loadConfig({ SUPER_ADMIN_PASSWORD: password })).toThrow(ConfigError);
    expect(() => loadConfig({ SUPER_ADMIN_PASSWORD: password })).toThrow(/SUPER_ADMIN_PASSWORD must be 5 to 16 characters/);
  });

  it.each(['Ab@12', 'Sixteen@Chars123'])('accepts %s', (password) => {
    expect(loadConfig({ SUPER_ADMIN_PASSWORD: password }).superAdminPassword).toBe(password);
  });
});
