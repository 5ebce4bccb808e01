import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Reads a PDF the way a person's tools would: poppler-utils' pdftotext and pdfinfo. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}

export function pdfInfo(pdf: Buffer): { pages: number; pageSize: string; raw: string } {
  const dir = mkdtempSync(join(tmpdir(), 'bizdesk-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    const raw = execFileSync('pdfinfo', [file]).toString('utf8');
    return {
      pages: Number(/^Pages:\s+(\d+)/m.exec(raw)?.[1] ?? 0),
      pageSize: /^Page size:\s+(.+)$/m.exec(raw)?.[1]?.trim() ?? '',
      raw,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A one-page GST invoice with Indian scripts and the rupee sign. */
export function invoiceHtml(extra = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body { font-family: 'Noto Sans', sans-serif; font-size: 12px; }
    table { width: 100%; border-collapse: collapse; } td, th { border: 1px solid #999; padding: 4px; }
    .head { background: #1d4ed8; color: white; padding: 8px; }
  </style></head><body>
    <div class="head">TAX INVOICE INV/2026-27/0042</div>
    <p>Sharma Traders, 12 MG Road, Pune GSTIN 27AAPFU0939F1ZV</p>
    <p lang="hi">धन्यवाद, आपका भुगतान प्राप्त हो गया है।</p>
    <p lang="ta">நன்றி வணக்கம்</p>
    <p lang="bn">ধন্যবাদ</p>
    <table><tr><th>Item</th><th>HSN</th><th>Amount</th></tr>
      <tr><td>Basmati Rice 5kg</td><td>1006</td><td>₹1,250.00</td></tr>
      <tr><td>CGST 2.5%</td><td></td><td>₹31.25</td></tr></table>
    <p>Total payable ₹1,312.50</p>${extra}
  </body></html>`;
}
