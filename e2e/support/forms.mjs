// Helpers for journeys that fill the console's forms the way people type (issue 31 item 1: the input-rules journeys).

/** The open side panel whose text holds `title` (drawers render at the end of the page: the last one is on top). */
export function panel(page, title) {
  return page.locator('.ant-drawer-open', { hasText: title }).last();
}

/**
 * Types `text` into the field labelled `label` in `scope`, key by key (as a person types: every intermediate
 * value goes through the field's own cleaning), after emptying it.
 */
export async function typeInto(scope, label, text) {
  const field = scope.getByLabel(label, { exact: true }).first();
  await field.click();
  await field.fill('');
  await field.pressSequentially(text);
  return field;
}

/**
 * Types a date or time into the field labelled `label` and moves on with Tab, as a person fills a form: the
 * picker's calendar closes (it would cover the next field) and the field reads what was typed.
 */
export async function typeAndTab(scope, label, text) {
  const field = await typeInto(scope, label, text);
  await field.press('Tab');
  return field;
}

/** Pastes `text` into the field labelled `label` in `scope` (one input event, as a paste is). */
export async function pasteInto(scope, label, text) {
  const field = scope.getByLabel(label, { exact: true }).first();
  await field.fill(text);
  return field;
}

/** The error shown under the field labelled `label` inside `scope`, once there is one. */
export async function fieldError(scope, label, message) {
  await scope.locator('.ant-form-item', { has: scope.page().getByLabel(label, { exact: true }) })
    .locator('.ant-form-item-explain-error', { hasText: message }).first().waitFor();
}

/**
 * Counts the requests a page sends to `pathPart` with `method` from now on; `count()` answers how many so far.
 * A journey checks with it that an Enter or a refused value sent nothing.
 */
export function countRequests(page, method, pathPart) {
  let sent = 0;
  const listener = (request) => {
    if (request.method() === method && new URL(request.url()).pathname.endsWith(pathPart)) sent += 1;
  };
  page.on('request', listener);
  return { count: () => sent, stop: () => page.off('request', listener) };
}

/** Reads one page of a list endpoint through the API, searched by `search`; answers its rows. */
export async function listed(call, path, search, extra = {}) {
  const data = await call('GET', `${path}?q=${encodeURIComponent(JSON.stringify({ search, ...extra }))}`);
  return data.list ?? data;
}

/** Picks the option `text` of the select labelled `label` inside `scope`: typed when it searches, clicked when it does not. */
export async function pick(page, scope, label, text) {
  const box = scope.getByRole('combobox', { name: label }).last();
  await box.click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first();
  if (!(await box.isEditable())) {
    await option.click();
    // Until no list is open: two can be on screen at once while the previous select's list slides away (first():
    // the one still visible, each time it looks; hidden once there is none).
    await page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden' });
    return;
  }
  await box.fill(text);
  await option.waitFor();
  await box.press('Enter');
}
