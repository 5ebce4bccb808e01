// Issue 15 as a company administrator uses the console, against a real ACME CA (Debian's Pebble, started here):
// add a domain, start verification, see and copy the TXT value, verify, request a certificate with a CSR,
// download the zip, revoke it; the SSL dashboard counts it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { freeDnsPort, startAcmePeers } from '../../apps/api/test/support/acme-peers.mjs';
import { screenshotOnFailure } from '../support/browser.mjs';
import { productJourney } from '../support/journey.mjs';

const ZONE = 'acme.journey.test';
let peers;
let company;

function makeCsr(names) {
  const dir = mkdtempSync(join(tmpdir(), 'journey-csr-'));
  try {
    execFileSync('openssl', ['req', '-new', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', join(dir, 'k.pem'),
      '-out', join(dir, 'r.csr'), '-subj', `/CN=${names[0]}`, '-addext', `subjectAltName=${names.map((n) => `DNS:${n}`).join(',')}`], { stdio: 'pipe' });
    return readFileSync(join(dir, 'r.csr'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let dnsPort;
// The product is told where the ACME peers are, so they start first.
const journey = productJourney(async () => {
  peers = await startAcmePeers({ zone: ZONE });
  dnsPort = await freeDnsPort();
  return {
    ACME_DIRECTORY_URL: peers.directoryUrl,
    ACME_CA_BUNDLE: peers.caBundlePath,
    ACME_DNS_SERVERS: peers.checkDnsServers,
    ACME_CHALLENGE_ZONE: ZONE,
    ACME_DNS_PORT: String(dnsPort),
    ACME_DNS_HOST: '127.0.0.1',
    ACME_CONTACT_EMAIL: 'ssl@journey.test',
  };
});

journey.before(async () => {
  peers.setResponder({ host: '127.0.0.1', port: dnsPort });
  const { api } = journey;
  // SSL is seeded "Coming Soon": the provider opens it, then the company subscribes (as on /services).
  const admin = await api.superAdmin();
  await api.call('PATCH', '/api/erp/subscription/service', { session: admin, body: { appId: 9, available: true } });
  company = await api.activeCompany({ name: 'Asha Web Works' });
  const session = await api.login(company.email, company.password);
  await api.call('POST', '/api/erp/subscription', { session, body: { appId: 9, isSubscribed: true } });
});

after(async () => {
  await peers?.stop();
});

test('add a domain, verify it through DNS, request a certificate from a CSR, download the zip, revoke it', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1440, height: 1000 }, acceptDownloads: true, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const domain = `asha-${Date.now().toString(36)}.com`;
  const twin = `www.${domain}`;
  try {
    await page.goto(`${journey.product.baseUrl}/admin/login`);
    await page.getByLabel('Email').fill(company.email);
    await page.getByLabel('Password').fill(company.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    const ssl = page.getByRole('region', { name: 'SSL dashboard' });
    await ssl.getByText('Domains').waitFor();

    await page.goto(`${journey.product.baseUrl}/admin/ssl`);
    await page.getByText('Terms of Use and Privacy Policy').first().waitFor();
    await page.getByText('Last updated: 02 April 2025').waitFor();
    await page.getByText('answered within 30 days', { exact: false }).waitFor();
    await page.screenshot({ path: '/tmp/bizdesk-ssl-notice.png' });

    await page.getByRole('tab', { name: 'Domains' }).click();
    await page.getByText('No Record(s) Found.').waitFor();
    await page.getByRole('button', { name: 'Create Domain' }).click();
    // The form's own messages first.
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Domain required').waitFor();
    const form = page.getByRole('dialog', { name: 'Create Domain' });
    await form.getByRole('textbox', { name: 'Domain' }).fill('not a domain');
    await page.getByText('Invalid domain format').waitFor();
    await form.getByRole('textbox', { name: 'Domain' }).fill(domain);
    await page.getByText(`Also include ${twin}`).waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please accept the terms and conditions').waitFor();
    await form.getByRole('checkbox', { name: /I accept the/ }).check();
    await form.getByRole('button', { name: 'Submit' }).click();

    // The new domain's panel opens: Start Verification gives one TXT record per name.
    const panel = page.getByRole('dialog', { name: domain });
    await panel.getByRole('button', { name: 'Start Verification' }).click();
    const own = page.getByTestId(`txt-record-${domain}`);
    const other = page.getByTestId(`txt-record-${twin}`);
    await own.waitFor();
    assert.equal((await own.getByLabel('Name/Host', { exact: true }).textContent()).trim(), `_acme-challenge.${domain}`);
    const value = (await own.getByLabel('Value', { exact: true }).textContent()).trim();
    const twinValue = (await other.getByLabel('Value', { exact: true }).textContent()).trim();
    assert.match(value, /^[A-Za-z0-9_-]{43}$/);
    await page.getByText('such as 300 seconds').first().waitFor();
    await own.getByRole('button', { name: 'Copy Value' }).click();
    await own.getByRole('button', { name: 'Copy Value' }).getByText('Copied').waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), value);
    await page.screenshot({ path: '/tmp/bizdesk-ssl-txt.png' });

    // Verify before the records exist: the pre-check says so plainly.
    await panel.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(`TXT record _acme-challenge.${domain} not found yet; DNS changes can take a few minutes`).waitFor();
    // The user adds the records at their DNS provider, then verifies.
    await peers.setTxt(`_acme-challenge.${domain}`, value);
    await peers.setTxt(`_acme-challenge.${twin}`, twinValue);
    await panel.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(`${domain} verified`).waitFor();
    await panel.getByText('Verified', { exact: true }).first().waitFor();
    await page.screenshot({ path: '/tmp/bizdesk-ssl-verified.png' });
    await panel.getByRole('button', { name: 'Close' }).click();
    await page.locator('.ant-table-row', { hasText: domain }).getByText('Verified').waitFor();

    await page.getByRole('tab', { name: 'Certificates' }).click();
    await page.getByRole('button', { name: 'Request Certificate' }).click();
    const request = page.getByRole('dialog', { name: 'Request Certificate' });
    await request.getByRole('combobox', { name: 'Domain' }).click();
    await page.getByTitle(domain).click();
    await page.getByText('How to make a CSR').click();
    await page.getByText(`subjectAltName=DNS:${domain},DNS:${twin}`, { exact: false }).first().waitFor();
    await request.getByRole('textbox', { name: 'CSR' }).fill(makeCsr([domain, twin]));
    await request.getByRole('checkbox', { name: /I accept the/ }).check();
    await page.screenshot({ path: '/tmp/bizdesk-ssl-request.png' });
    await request.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(`Certificate issued for ${domain}`).waitFor();
    const row = page.locator('.ant-table-row', { hasText: domain });
    await row.getByText('ISSUED').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Download ${domain}` }).click()]);
    assert.match(download.suggestedFilename(), new RegExp(`^${domain.replace(/\./g, '\\.')}_[a-z][a-z2-7]{15}\\.zip$`));
    const zip = readFileSync(await download.path());
    assert.equal(zip.subarray(0, 2).toString(), 'PK');
    for (const name of ['certificate.pem', 'chain.pem', 'fullchain.pem', 'README.txt']) assert.ok(zip.includes(Buffer.from(name)), `${name} in the zip`);
    await page.screenshot({ path: '/tmp/bizdesk-ssl-certificates.png' });

    await row.getByRole('button', { name: `Revoke ${domain}` }).click();
    await page.getByText('Are you sure you want to revoke this certificate').waitFor();
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByText(`Certificate for ${domain} revoked`).waitFor();
    await row.getByText('REVOKED').waitFor();
    assert.equal(await row.getByRole('button', { name: `Download ${domain}` }).count(), 0);
    assert.match(await row.evaluate((el) => el.className), /ssl-row--not-issued/);
    await page.screenshot({ path: '/tmp/bizdesk-ssl-revoked.png' });

    await page.goto(`${journey.product.baseUrl}/admin/dashboard`);
    await ssl.getByRole('link', { name: 'Certificates' }).getByText('1', { exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/bizdesk-ssl-dashboard.png' });
  } catch (error) {
    await screenshotOnFailure(page, 'ssl');
    throw error;
  } finally {
    await context.close();
  }
});
