import { escapeHtml, formatPaise } from '@bizdesk/shared';
import type { SimulatorOrderRow } from './simulator-orders.repository.js';
import { SIMULATOR_PAYMENT_MODES } from './phonepe-simulator.service.js';

const MODE_LABELS: Record<string, string> = { UPI_QR: 'UPI (QR code)', UPI_INTENT: 'UPI app', CARD: 'Card', NET_BANKING: 'Net banking' };

/**
 * The simulator's checkout page: a plain form (no script; the product's CSP allows none inline) whose Pay and
 * Fail buttons post back to the simulator, which settles the order, calls the merchant back and redirects.
 */
export function checkoutPageHtml(order: SimulatorOrderRow, action: string): string {
  const pending = order.state === 'PENDING';
  const body = pending
    ? `<form method="post" action="${escapeHtml(action)}">
        <label for="mode">Pay with</label>
        <select id="mode" name="mode">${SIMULATOR_PAYMENT_MODES.map((m) => `<option value="${m}">${escapeHtml(MODE_LABELS[m])}</option>`).join('')}</select>
        <div class="actions">
          <button type="submit" name="outcome" value="PAY" class="pay">Pay</button>
          <button type="submit" name="outcome" value="FAIL" class="fail">Fail</button>
        </div>
      </form>`
    : `<p class="state">This order is ${escapeHtml(order.state === 'COMPLETED' ? 'paid' : 'closed')}${order.errorCode ? ` (${escapeHtml(order.errorCode)})` : ''}.</p>
       <p><a href="${escapeHtml(order.redirectUrl)}">Return to the merchant</a></p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PhonePe Simulator</title>
<style>
body{margin:0;font-family:system-ui,'Segoe UI',Arial,sans-serif;background:#f3effa;color:#1f1f1f}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(95,37,159,.15);overflow:hidden}
header{background:#5f259f;color:#fff;padding:16px 20px}header h1{margin:0;font-size:18px}header p{margin:4px 0 0;font-size:12px;opacity:.8}
section{padding:20px}.amount{font-size:28px;font-weight:700;margin:4px 0 12px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:13px;margin:0 0 18px}
dt{color:#8c8c8c}dd{margin:0;word-break:break-all}label{display:block;font-size:13px;margin-bottom:6px}select{width:100%;padding:8px;margin-bottom:18px}
.actions{display:flex;gap:12px}button{flex:1;padding:12px;border:0;border-radius:8px;font-size:15px;font-weight:600;cursor:pointer}
.pay{background:#5f259f;color:#fff}.fail{background:#fff1f0;color:#cf1322;border:1px solid #ffa39e}.state{font-weight:600}
</style></head><body><main>
<header><h1>PhonePe Simulator</h1><p>Local test checkout: no real money moves.</p></header>
<section>
  <div>Amount to pay</div>
  <div class="amount">${escapeHtml(formatPaise(order.amount))}</div>
  <dl>
    <dt>Order</dt><dd>${escapeHtml(order.orderId)}</dd>
    <dt>Merchant order</dt><dd>${escapeHtml(order.merchantOrderId)}</dd>
    ${order.message ? `<dt>For</dt><dd>${escapeHtml(order.message)}</dd>` : ''}
  </dl>
  ${body}
</section></main></body></html>`;
}
