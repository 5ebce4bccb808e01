// Debian's Chromium driven by playwright-core (no browser download).
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];

export async function launchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** Saves a screenshot under e2e/artifacts when a journey fails, for a person to look at. */
export async function screenshotOnFailure(page, name) {
  try {
    await page.screenshot({ path: new URL(`../artifacts/${name}.png`, import.meta.url).pathname, fullPage: true });
  } catch {
    /* best effort */
  }
}

/** Logs in through the console's login page and waits for the dashboard. */
export async function logIn(page, baseUrl, email, password) {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
}
