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
