import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The /developer page's documents (platform data), one per /api/v1 API. Samples use {{BASE_URL}}, which
 * the API replaces with PUBLIC_URL when it answers, and YOUR_API_KEY, which the reader replaces.
 * A module that adds an /api/v1 API adds its document the same way (INSERT ... ON CONFLICT DO NOTHING).
 */
const QR_JS = `// Node 18+: writes qrcode.png
import { writeFile } from 'node:fs/promises';

const res = await fetch('{{BASE_URL}}/api/v1/qrcode', {
  method: 'POST',
  headers: { 'X-API-Key': 'YOUR_API_KEY', 'Content-Type': 'application/json' },
  body: JSON.stringify({ text: 'upi://pay?pa=sharma@okaxis&pn=Sharma%20Traders&am=499.00&cu=INR', size: 300, margin: 4, errorCorrection: 'M' }),
});
if (!res.ok) throw new Error((await res.json()).message);
await writeFile('qrcode.png', Buffer.from(await res.arrayBuffer()));
console.log('Saved qrcode.png');
`;

const BARCODE_JS = `// Node 18+: writes barcode.png
import { writeFile } from 'node:fs/promises';

const res = await fetch('{{BASE_URL}}/api/v1/barcode', {
  method: 'POST',
  headers: { 'X-API-Key': 'YOUR_API_KEY', 'Content-Type': 'application/json' },
  body: JSON.stringify({ text: '5901234123457', type: 'ean13', scale: 3, height: 15, includeText: true }),
});
if (!res.ok) throw new Error((await res.json()).message);
await writeFile('barcode.png', Buffer.from(await res.arrayBuffer()));
console.log('Saved barcode.png');
`;

const react = (path: string, body: string, alt: string) => `import { useEffect, useState } from 'react';

// Call the API from your server in production: a key in browser code is visible to every visitor.
export function ${alt.replace(/\s/g, '')}Image() {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let url: string | undefined;
    fetch('{{BASE_URL}}/api/v1/${path}', {
      method: 'POST',
      headers: { 'X-API-Key': 'YOUR_API_KEY', 'Content-Type': 'application/json' },
      body: JSON.stringify(${body}),
    })
      .then((res) => (res.ok ? res.blob() : res.json().then((e) => Promise.reject(new Error(e.message)))))
      .then((blob) => setSrc((url = URL.createObjectURL(blob))));
    return () => url && URL.revokeObjectURL(url);
  }, []);
  return src ? <img src={src} alt="${alt}" /> : null;
}
`;

const java = (path: string, body: string, file: string) => `import java.net.URI;
import java.net.http.*;
import java.nio.file.Path;

public class Generate {
  public static void main(String[] args) throws Exception {
    HttpRequest request = HttpRequest.newBuilder(URI.create("{{BASE_URL}}/api/v1/${path}"))
        .header("X-API-Key", "YOUR_API_KEY")
        .header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(${JSON.stringify(body)}))
        .build();
    HttpResponse<Path> response = HttpClient.newHttpClient()
        .send(request, HttpResponse.BodyHandlers.ofFile(Path.of("${file}")));
    System.out.println(response.statusCode() == 200 ? "Saved ${file}" : "Failed: " + response.statusCode());
  }
}
`;

const csharp = (path: string, body: string, file: string) => `using System.Net.Http;
using System.Text;

using var client = new HttpClient();
client.DefaultRequestHeaders.Add("X-API-Key", "YOUR_API_KEY");
var content = new StringContent(${JSON.stringify(body)}, Encoding.UTF8, "application/json");
var response = await client.PostAsync("{{BASE_URL}}/api/v1/${path}", content);
response.EnsureSuccessStatusCode();
await File.WriteAllBytesAsync("${file}", await response.Content.ReadAsByteArrayAsync());
Console.WriteLine("Saved ${file}");
`;

const QR_BODY = `{"text":"upi://pay?pa=sharma@okaxis&pn=Sharma%20Traders&am=499.00&cu=INR","size":300}`;
const BARCODE_BODY = `{"text":"5901234123457","type":"ean13"}`;

const DOCS = [
  {
    id: 6, name: 'BarCode', icon: 'BarcodeOutlined',
    description: 'POST {{BASE_URL}}/api/v1/barcode with your key in the X-API-Key header (or Authorization: Bearer <key>) and a JSON body { text, type, scale?, height?, includeText? }. type is one of code128, ean13, ean8, upca, code39, itf14, datamatrix, pdf417. The answer is a PNG with a white background and quiet zone, or SVG when you send Accept: image/svg+xml. A wrong check digit or a character the symbology cannot hold is a 400 that names it. Limits: 10 requests a second per key (bursts of 20; 429 with Retry-After), 8 KB bodies.',
    js: BARCODE_JS, react: react('barcode', `{ text: '5901234123457', type: 'ean13' }`, 'Barcode'), java: java('barcode', BARCODE_BODY, 'barcode.png'), csharp: csharp('barcode', BARCODE_BODY, 'barcode.png'),
  },
  {
    id: 7, name: 'QRCode', icon: 'QrcodeOutlined',
    description: 'POST {{BASE_URL}}/api/v1/qrcode with your key in the X-API-Key header (or Authorization: Bearer <key>) and a JSON body { text, size?, margin?, errorCorrection? }: size in pixels (64-2048, default 256), margin in modules (0-20, default 4), errorCorrection L, M (default), Q or H. UPI payment links (upi://pay?...) work. The answer is a PNG, or SVG when you send Accept: image/svg+xml. Limits: 10 requests a second per key (bursts of 20; 429 with Retry-After), 8 KB bodies.',
    js: QR_JS, react: react('qrcode', `{ text: 'upi://pay?pa=sharma@okaxis&pn=Sharma%20Traders&am=499.00&cu=INR', size: 300 }`, 'QR Code'), java: java('qrcode', QR_BODY, 'qrcode.png'), csharp: csharp('qrcode', QR_BODY, 'qrcode.png'),
  },
];

export class ApiDocuments1764400000100 implements MigrationInterface {
  name = 'ApiDocuments1764400000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE api_documents (
      id integer PRIMARY KEY REFERENCES services(app_id),
      name varchar(60) NOT NULL,
      icon varchar(60) NOT NULL,
      description text NOT NULL,
      java_script text NOT NULL,
      react text NOT NULL,
      java text NOT NULL,
      csharp text NOT NULL,
      sort_order integer NOT NULL DEFAULT 0
    )`);
    for (const [i, d] of DOCS.entries()) {
      await q.query(
        `INSERT INTO api_documents (id, name, icon, description, java_script, react, java, csharp, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
        [d.id, d.name, d.icon, d.description, d.js, d.react, d.java, d.csharp, i + 10],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS api_documents`);
  }
}
