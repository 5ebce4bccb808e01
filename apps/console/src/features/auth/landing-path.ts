import { APP_BASENAME, CHANGE_PASSWORD_PATH, DASHBOARD_PATH } from '../../core/paths';
import type { LoginResponse } from './api/auth-types';

/**
 * Where a fresh login goes: /change-password when forced, else the server's default
 * landing page (a path under /admin, with or without that prefix), else the dashboard.
 */
export function landingPathFor(login: Pick<LoginResponse, 'forcePasswordChange' | 'defaultLandingPage'>): string {
  if (login.forcePasswordChange) return CHANGE_PASSWORD_PATH;
  let page = (login.defaultLandingPage ?? '').trim();
  if (!page || /^[a-z]+:/i.test(page) || page.startsWith('//')) return DASHBOARD_PATH; // never leave the console
  if (!page.startsWith('/')) page = `/${page}`;
  if (page === APP_BASENAME || page.startsWith(`${APP_BASENAME}/`)) page = page.slice(APP_BASENAME.length) || '/';
  return page === '/' ? DASHBOARD_PATH : page;
}
