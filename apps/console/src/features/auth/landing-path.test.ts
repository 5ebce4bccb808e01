import { describe, expect, it } from 'vitest';
import { landingPathFor } from './landing-path';

describe('landingPathFor', () => {
  it('sends a forced password change to /change-password first', () => {
    expect(landingPathFor({ forcePasswordChange: true, defaultLandingPage: '/services' })).toBe('/change-password');
  });

  it("uses the server's landing page, with or without the /admin prefix", () => {
    expect(landingPathFor({ forcePasswordChange: false, defaultLandingPage: '/services' })).toBe('/services');
    expect(landingPathFor({ forcePasswordChange: false, defaultLandingPage: 'account/dashboard' })).toBe('/account/dashboard');
    expect(landingPathFor({ forcePasswordChange: false, defaultLandingPage: '/admin/billing' })).toBe('/billing');
  });

  it('falls back to the dashboard and never leaves the console', () => {
    expect(landingPathFor({ forcePasswordChange: false, defaultLandingPage: '' })).toBe('/dashboard');
    expect(landingPathFor({ forcePasswordChange: false, defaultLandingPage: 'https://evil.example' })).toBe('/dashboard');
    expect(landingPathFor({ forcePasswordChange: false, defaultLandingPage: '//evil.example' })).toBe('/dashboard');
  });
});
