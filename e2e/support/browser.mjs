// Debian's Chromium driven by playwright-core (no browser download).
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];

/**
 * How long a journey waits for a state (an element, a navigation) before failing. Playwright's 30 s default
 * held on a quiet machine but not at load 8 on two cores, where one SSL issuance step took longer; journeys
 * wait for states, so a longer limit only costs time when something is really broken.
 */
export const STATE_TIMEOUT_MS = 90_000;

export async function launchBrowser() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(STATE_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(STATE_TIMEOUT_MS);
    return context;
  };
  return browser;
}

/**
 * Runs `fn` on a new page of `browser` (`options` as for newPage), saves a screenshot named `name` if it fails, and
 * closes the page either way: the one shape of every journey's "withPage".
 */
export async function onNewPage(browser, name, options, fn) {
  const page = await browser.newPage(options);
  try {
    await fn(page);
  } catch (e) {
    await screenshotOnFailure(page, name);
    throw e;
  } finally {
    await page.close();
  }
}

/**
 * Saves a screenshot under e2e/artifacts when a journey fails, for a person to look at, and prints where the
 * page was and what it showed: CI keeps the test output but not the artifacts.
 */
export async function screenshotOnFailure(page, name) {
  try {
    await page.screenshot({ path: new URL(`../artifacts/${name}.png`, import.meta.url).pathname, fullPage: true, timeout: 10_000 });
  } catch {
    /* best effort */
  }
  try {
    const read = page.evaluate(() => ({
      dialogs: [...document.querySelectorAll('[role="dialog"]')].map((d) => d.innerText.replace(/\s+/g, ' ').slice(0, 600)),
      buttons: [...document.querySelectorAll('[role="dialog"] button')].map((b) => `${b.innerText.trim()}${b.disabled ? ' (disabled)' : ''}${b.className.includes('loading') ? ' (loading)' : ''}`),
      body: document.body.innerText.replace(/\s+/g, ' ').slice(0, 800),
    }));
    // A page stuck in a script would never answer: give up after 10 s rather than hang the journey.
    const shown = await Promise.race([read, new Promise((_r, reject) => setTimeout(() => reject(new Error('no answer in 10 s')), 10_000).unref())]);
    console.error(`[${name}] failed at ${page.url()}\n${JSON.stringify(shown, null, 1)}`);
  } catch (error) {
    console.error(`[${name}] failed at ${page.url()}; the page did not answer: ${error.message.split('\n')[0]}`);
  }
}

/** Fills and submits the console's login page; the caller waits for what should follow (a refusal, a forced change). */
export async function submitLogIn(page, baseUrl, email, password) {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in through the console's login page and waits for the dashboard. */
export async function logIn(page, baseUrl, email, password) {
  await submitLogIn(page, baseUrl, email, password);
  await page.waitForURL(/\/admin\/dashboard$/);
}

/**
 * Waits until no dialog is still zooming in: a click during antd's opening animation can land on the mask and be
 * lost (seen on "Discard changes?" and "Sell below cost" at load), so buttons of a dialog just opened are clicked
 * after this.
 */
export async function dialogsSettled(page) {
  await page.waitForFunction(() => !document.querySelector('[class*="ant-zoom-appear"], [class*="ant-zoom-enter"]'));
}

/** Opens an antd Select by its aria-label and picks the option showing `text`. */
export async function choose(page, label, text) {
  // The last match is the open side panel's (drawers render at the end of the page); the list's filters come first.
  const box = page.getByRole('combobox', { name: label }).last();
  await box.click();
  // Pick through the keyboard: a click on an option that is still animating in can be lost.
  await box.fill(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().waitFor();
  await box.press('Enter');
}

/** Waits for the feedback banner showing `text` in `scope` (a page or a panel). */
export async function banner(scope, text) {
  await scope.locator('.feedback-banner', { hasText: text }).first().waitFor();
}
