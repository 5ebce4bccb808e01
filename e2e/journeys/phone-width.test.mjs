// Issue 31 item 3: at 390 px every page of the menu fits the screen (the menu is an overlay drawer, toolbars wrap,
// tables scroll inside their own box), and at 1366 px the Companies table's pinned Action column does not cover Status.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { logIn, screenshotOnFailure } from '../support/browser.mjs';
import { ADMIN } from '../support/server.mjs';
import { productJourney } from '../support/journey.mjs';

const journey = productJourney();
let company;

journey.before(async () => {
  await journey.api.superAdmin(); // the initial password is changed, so the provider logs in straight to the dashboard
  company = await journey.api.activeCompany({ name: 'Good after noon Traders of Shivajinagar' });
  const owner = await journey.api.login(company.email, company.password);
  for (const appId of [3, 10]) await journey.api.call('POST', '/api/erp/subscription', { session: owner, body: { appId, isSubscribed: true } });
});

/** The router paths of the signed-in user's menu (the stored menu the side menu is drawn from). */
async function menuPaths(page) {
  return page.evaluate(() => {
    const out = new Set();
    const walk = (entries) => {
      for (const e of entries ?? []) {
        const url = e.url ?? e.link ?? '';
        if (typeof url === 'string' && url.startsWith('/') && !url.includes('{')) out.add(url);
        walk(e.children ?? e.items ?? e.subMenu);
      }
    };
    walk(JSON.parse(localStorage.getItem('userData') ?? '{}').menu);
    return [...out];
  });
}

const pageWidth = (page) => page.evaluate(() => document.documentElement.scrollWidth);

async function everyPageFits(page, who) {
  const paths = await menuPaths(page);
  assert.ok(paths.length >= 3, `${who} has a menu (${paths.join(', ')})`);
  for (const path of paths) {
    await page.goto(`${journey.product.baseUrl}/admin${path}`);
    await page.locator('.page-frame, .ant-result, .route-error').first().waitFor();
    await page.waitForLoadState('networkidle');
    const width = await pageWidth(page);
    if (width > 390) await page.screenshot({ path: new URL(`../artifacts/phone-width-${who}${path.replace(/[^a-z0-9]+/gi, '-')}.png`, import.meta.url).pathname });
    assert.ok(width <= 390, `${path} is ${width} px wide at 390 px`);
  }
}

test('at 390 px the menu is an overlay and every page of the owner and the provider fits the screen', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    await logIn(page, journey.product.baseUrl, company.email, company.password);
    // Opening the menu overlays the page: the page keeps its width and the content is not squeezed.
    const before = await page.locator('.app-content').boundingBox();
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await page.locator('.side-menu-drawer .ant-menu').waitFor();
    const during = await page.locator('.app-content').boundingBox();
    assert.equal(Math.round(during.width), Math.round(before.width), 'the page keeps its width under the open menu');
    await page.screenshot({ path: new URL('../artifacts/phone-width-menu.png', import.meta.url).pathname });
    await page.keyboard.press('Escape');
    await everyPageFits(page, 'owner');
    await page.goto(`${journey.product.baseUrl}/admin/dashboard`);
    await page.screenshot({ path: new URL('../artifacts/phone-width-dashboard.png', import.meta.url).pathname });
  } catch (e) {
    await screenshotOnFailure(page, 'phone-width-owner');
    throw e;
  } finally {
    await context.close();
  }

  const provider = await journey.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const admin = await provider.newPage();
  try {
    await logIn(admin, journey.product.baseUrl, ADMIN.email, ADMIN.newPassword);
    await everyPageFits(admin, 'provider');
  } catch (e) {
    await screenshotOnFailure(admin, 'phone-width-provider');
    throw e;
  } finally {
    await provider.close();
  }
});

test('at 390 px a list shows each row as a card, each value beside its column title; at 1366 px it is a table again', async () => {
  // The provider's Companies list always has rows (this journey's company at least).
  const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    await logIn(page, journey.product.baseUrl, ADMIN.email, ADMIN.newPassword);
    await page.goto(`${journey.product.baseUrl}/admin/companies`);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await row.waitFor();
    assert.equal(await page.locator('.ant-table-thead').first().isVisible(), false, 'no header row on a phone');
    const card = await row.evaluate((tr) => {
      const box = tr.getBoundingClientRect();
      const cells = [...tr.children].map((td) => ({ label: td.getAttribute('data-label'), before: getComputedStyle(td, '::before').content, top: td.getBoundingClientRect().top }));
      return { display: getComputedStyle(tr).display, width: box.width, cells };
    });
    assert.equal(card.display, 'block');
    assert.ok(card.width > 300, `the card takes the screen's width (${card.width} px)`);
    const status = card.cells.find((c) => c.label === 'Status');
    assert.ok(status, `a cell is labelled Status (${card.cells.map((c) => c.label).join(', ')})`);
    assert.equal(status.before, '"Status"');
    // One line per cell: each starts below the one before.
    for (let i = 1; i < card.cells.length; i++) assert.ok(card.cells[i].top > card.cells[i - 1].top, `cell ${i} is below cell ${i - 1}`);
    await page.screenshot({ path: new URL('../artifacts/phone-width-cards.png', import.meta.url).pathname, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.locator('.ant-table-thead').first().waitFor();
    assert.equal(await row.evaluate((tr) => getComputedStyle(tr).display), 'table-row');
  } catch (e) {
    await screenshotOnFailure(page, 'phone-width-cards');
    throw e;
  } finally {
    await context.close();
  }
});

test('at 1366 px the Companies table pins Action without covering Status', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  try {
    await logIn(page, journey.product.baseUrl, ADMIN.email, ADMIN.newPassword);
    await page.goto(`${journey.product.baseUrl}/admin/companies`);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await row.waitFor();
    await page.screenshot({ path: new URL('../artifacts/companies-1366.png', import.meta.url).pathname });
    const cells = await row.evaluate((tr) => [...tr.children].map((td) => { const r = td.getBoundingClientRect(); return { left: r.left, right: r.right, text: td.innerText.slice(0, 20) }; }));
    for (let i = 1; i < cells.length; i++) assert.ok(cells[i].left >= cells[i - 1].right - 1, `column ${i} (${cells[i].text}) starts after column ${i - 1} (${cells[i - 1].text}) ends`);
  } catch (e) {
    await screenshotOnFailure(page, 'companies-1366');
    throw e;
  } finally {
    await context.close();
  }
});
