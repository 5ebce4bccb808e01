import type { StockValuationView } from '../dtos/purchase-order.dtos.js';

/**
 * The valuation as JSON text, exactly what JSON.stringify(view) writes, in chunks of about 64 KB: 30,000 product-warehouse
 * rows are written in one loop and streamed, not stringified as one object graph and hashed in one piece (issue 27 item 7).
 */
export function* stockValuationJson(view: StockValuationView): Generator<string> {
  let chunk = `{"asOf":${JSON.stringify(view.asOf)},"rows":[`;
  for (let i = 0; i < view.rows.length; i++) {
    const r = view.rows[i];
    chunk += `${i ? ',' : ''}{"productId":${r.productId},"productName":${JSON.stringify(r.productName)},"warehouseId":${r.warehouseId},` +
      `"warehouseName":${JSON.stringify(r.warehouseName)},"quantity":${JSON.stringify(r.quantity)},"averageCost":${JSON.stringify(r.averageCost)},` +
      `"value":${JSON.stringify(r.value)}}`;
    if (chunk.length >= 65_536) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}],"totalValue":${JSON.stringify(view.totalValue)}}`;
}
