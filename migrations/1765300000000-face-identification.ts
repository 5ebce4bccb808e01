import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from './lib/rls.js';

/**
 * Face identification (developer API app 2, and HRMS face attendance): enrolled people per company and
 * scope, their face descriptors (128 float32, 512 bytes; the photo only when the caller asked to keep it),
 * and a version per (company, scope) that every change bumps, which tells each API instance that its
 * in-memory index is stale. The service becomes available now that it exists, and the /developer page
 * gets the documents of the two APIs built since the first ones (HTML To PDF and Face Identification).
 */

const PDF_JS = `// Node 18+: writes invoice.pdf
import { writeFile } from 'node:fs/promises';

const html = \`<!doctype html><html><head><meta charset="utf-8"><style>
  body { font-family: sans-serif; } td, th { border: 1px solid #999; padding: 4px; }
</style></head><body>
  <h1>TAX INVOICE INV-0042</h1>
  <table><tr><th>Item</th><th>Amount</th></tr><tr><td>Basmati Rice 5kg</td><td>₹1,000.00</td></tr></table>
  <p>Total payable ₹1,180.00</p>
  <p lang="hi">धन्यवाद</p>
</body></html>\`;

const res = await fetch('{{BASE_URL}}/api/v1/html-to-pdf', {
  method: 'POST',
  headers: { 'X-API-Key': 'YOUR_API_KEY', 'Content-Type': 'application/json' },
  body: JSON.stringify({
    html,
    options: {
      format: 'A4',
      filename: 'INV-0042',
      footerTemplate: '<div style="font-size:9px;width:100%;text-align:center">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
    },
  }),
});
if (!res.ok) throw new Error((await res.json()).message);
await writeFile('invoice.pdf', Buffer.from(await res.arrayBuffer()));
console.log('Saved invoice.pdf');
`;

const PDF_REACT = `import { useState } from 'react';

// Call the API from your server in production: a key in browser code is visible to every visitor.
export function DownloadInvoice({ html }: { html: string }) {
  const [error, setError] = useState<string>();
  const download = async () => {
    const res = await fetch('{{BASE_URL}}/api/v1/html-to-pdf', {
      method: 'POST',
      headers: { 'X-API-Key': 'YOUR_API_KEY', 'Content-Type': 'application/json' },
      body: JSON.stringify({ html, options: { format: 'A4', filename: 'invoice' } }),
    });
    if (!res.ok) return setError((await res.json()).message);
    const url = URL.createObjectURL(await res.blob());
    Object.assign(document.createElement('a'), { href: url, download: 'invoice.pdf' }).click();
    URL.revokeObjectURL(url);
  };
  return <><button onClick={download}>Download PDF</button>{error && <p>{error}</p>}</>;
}
`;

const PDF_BODY = `{"html":"<h1>TAX INVOICE INV-0042</h1><p>Total payable ₹1,180.00</p>","options":{"format":"A4","filename":"INV-0042"}}`;

const PDF_JAVA = `import java.net.URI;
import java.net.http.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

public class HtmlToPdf {
  public static void main(String[] args) throws Exception {
    HttpRequest request = HttpRequest.newBuilder(URI.create("{{BASE_URL}}/api/v1/html-to-pdf"))
        .header("X-API-Key", "YOUR_API_KEY")
        .header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(${JSON.stringify(PDF_BODY)}, StandardCharsets.UTF_8))
        .build();
    HttpResponse<Path> response = HttpClient.newHttpClient()
        .send(request, HttpResponse.BodyHandlers.ofFile(Path.of("invoice.pdf")));
    System.out.println(response.statusCode() == 200 ? "Saved invoice.pdf" : "Failed: " + response.statusCode());
  }
}
`;

const PDF_CSHARP = `using System.Net.Http;
using System.Text;

using var client = new HttpClient();
client.DefaultRequestHeaders.Add("X-API-Key", "YOUR_API_KEY");
var content = new StringContent(${JSON.stringify(PDF_BODY)}, Encoding.UTF8, "application/json");
var response = await client.PostAsync("{{BASE_URL}}/api/v1/html-to-pdf", content);
response.EnsureSuccessStatusCode();
await File.WriteAllBytesAsync("invoice.pdf", await response.Content.ReadAsByteArrayAsync());
Console.WriteLine("Saved invoice.pdf");
`;

const FACE_JS = `// Node 18+: enrols a person from asha.jpg, identifies the faces in group.jpg, verifies, lists and deletes
import { readFile } from 'node:fs/promises';

const BASE = '{{BASE_URL}}/api/v1/face';
const headers = { 'X-API-Key': 'YOUR_API_KEY', 'Content-Type': 'application/json' };

async function call(method, path, body) {
  const res = await fetch(BASE + path, { method, headers, body: body && JSON.stringify(body) });
  const answer = await res.json();
  if (!res.ok) throw new Error(answer.message);
  return answer.data;
}
const photo = async (file) => (await readFile(file)).toString('base64');

// Exactly one face per enrolment photo; enrolling the same personId again adds another face (up to 5).
const enrolled = await call('POST', '/enroll', { personId: 'EMP-0042', name: 'Asha Verma', image: await photo('asha.jpg') });
console.log(\`Enrolled \${enrolled.name} (\${enrolled.faces} face)\`);

// Every face in the photo, left to right, with the closest enrolled people under the threshold (0.5).
const { faces } = await call('POST', '/identify', { image: await photo('group.jpg') });
for (const face of faces) {
  console.log(face.match
    ? \`\${face.match.name} at x=\${face.box.x} (distance \${face.match.distance}, confidence \${face.match.confidence})\`
    : \`Unknown face at x=\${face.box.x}\`);
}

const check = await call('POST', '/verify', { personId: 'EMP-0042', image: await photo('asha.jpg') });
console.log(\`Verified: \${check.match}\`);

const people = await call('GET', '/persons?page=0&size=20');
console.log(\`Enrolled people: \${people.totalRecords}\`);

await call('DELETE', '/person?personId=EMP-0042');
console.log('Deleted EMP-0042');
`;

const FACE_REACT = `import { useState } from 'react';

type Match = { personId: string; name: string; distance: number; confidence: number };
type Face = { box: { x: number; y: number; width: number; height: number }; match: Match | null };

// Call the API from your server in production: a key in browser code is visible to every visitor.
export function WhoIsThis() {
  const [faces, setFaces] = useState<Face[]>([]);
  const [error, setError] = useState<string>();
  const identify = async (file: File) => {
    const body = new FormData();
    body.append('image', file);
    const res = await fetch('{{BASE_URL}}/api/v1/face/identify', { method: 'POST', headers: { 'X-API-Key': 'YOUR_API_KEY' }, body });
    const answer = await res.json();
    if (!res.ok) return setError(answer.message);
    setFaces(answer.data.faces);
  };
  return (
    <>
      <input type="file" accept="image/jpeg,image/png" onChange={(e) => e.target.files?.[0] && identify(e.target.files[0])} />
      {error && <p>{error}</p>}
      <ul>{faces.map((f, i) => <li key={i}>{f.match ? \`\${f.match.name} (\${Math.round(f.match.confidence * 100)}%)\` : 'Unknown'}</li>)}</ul>
    </>
  );
}
`;

const FACE_JAVA = `import java.net.URI;
import java.net.http.*;
import java.nio.file.*;
import java.util.Base64;

public class IdentifyFaces {
  public static void main(String[] args) throws Exception {
    String image = Base64.getEncoder().encodeToString(Files.readAllBytes(Path.of("group.jpg")));
    HttpRequest request = HttpRequest.newBuilder(URI.create("{{BASE_URL}}/api/v1/face/identify"))
        .header("X-API-Key", "YOUR_API_KEY")
        .header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString("{\\"image\\":\\"" + image + "\\"}"))
        .build();
    HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
    // data.faces[]: box {x, y, width, height}, match {personId, name, distance, confidence} or null
    System.out.println(response.body());
  }
}
`;

const FACE_CSHARP = `using System.Net.Http;
using System.Text;
using System.Text.Json;

using var client = new HttpClient();
client.DefaultRequestHeaders.Add("X-API-Key", "YOUR_API_KEY");
var image = Convert.ToBase64String(await File.ReadAllBytesAsync("group.jpg"));
var body = new StringContent(JsonSerializer.Serialize(new { image }), Encoding.UTF8, "application/json");
var response = await client.PostAsync("{{BASE_URL}}/api/v1/face/identify", body);
using var answer = JsonDocument.Parse(await response.Content.ReadAsStringAsync());
foreach (var face in answer.RootElement.GetProperty("data").GetProperty("faces").EnumerateArray())
{
    var match = face.GetProperty("match");
    Console.WriteLine(match.ValueKind == JsonValueKind.Null ? "Unknown face" : match.GetProperty("name").GetString());
}
`;

const DOCS = [
  {
    id: 1, name: 'HTML To PDF', icon: 'FilePdfOutlined', sort: 1,
    description: 'POST {{BASE_URL}}/api/v1/html-to-pdf with your key in the X-API-Key header (or Authorization: Bearer <key>) and a JSON body { html, options? }, or multipart/form-data with the .html file in the field "file" and options as JSON text in the field "options". options: format (A4 default, Letter, Legal, A3, A5), landscape, margin (a length such as "5mm", or { top, right, bottom, left }; 5 mm each by default), printBackground (default true), scale (0.1 to 2), pageRanges ("1-3, 5"), headerTemplate and footerTemplate (HTML; <span class="pageNumber"></span> and <span class="totalPages"></span> are filled in), filename (the Content-Disposition name), javascript (off by default) and tagged (an accessible, tagged PDF; off by default, about twice the size). The answer is the PDF (application/pdf). Indian scripts and the rupee sign render. Images and styles load only from data: URIs and the hosts your provider allows; nothing on private addresses, no file: URLs. Limits: HTML up to 5 MB (413), at most 100 pages and 20 seconds of rendering (422, naming the limit); 429 with Retry-After when the service is busy or past 10 requests a second per key.',
    js: PDF_JS, react: PDF_REACT, java: PDF_JAVA, csharp: PDF_CSHARP,
  },
  {
    id: 2, name: 'Face Identification', icon: 'ScanOutlined', sort: 2,
    description: 'Enrol people from photos, then find them in other photos. Every call sends your key in the X-API-Key header and a JPEG or PNG photo (at most 5 MB) as base64 text in "image" (JSON) or as the multipart file field "image". POST {{BASE_URL}}/api/v1/face/enroll { personId, name, image, keepPhoto? }: the photo must show exactly one face (otherwise a 400 says how many were found); personId is yours (letters, digits, . _ - : @); enrolling it again adds another face, up to 5. Only a 128-number face descriptor is stored unless keepPhoto is true. POST {{BASE_URL}}/api/v1/face/identify { image, threshold?, maxMatches? }: every face found, left to right, with its box and the closest enrolled people under the threshold (distance: smaller is closer; confidence 1 at distance 0 and 0.5 at the threshold; match is null when nobody is close enough). POST {{BASE_URL}}/api/v1/face/verify { personId, image, threshold? }: match true or false and the distance. GET {{BASE_URL}}/api/v1/face/persons?page=0&size=20&search= lists your people; DELETE {{BASE_URL}}/api/v1/face/person?personId= removes a person from matching at once. The default threshold is 0.5 (0.2 to 0.8 accepted). Your people are your company\'s alone. Limits: 10 requests a second per key; 429 with Retry-After when the service is busy.',
    js: FACE_JS, react: FACE_REACT, java: FACE_JAVA, csharp: FACE_CSHARP,
  },
];

export class FaceIdentification1765300000000 implements MigrationInterface {
  name = 'FaceIdentification1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE face_persons (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      scope varchar(10) NOT NULL CHECK (scope IN ('API', 'HRMS')),
      person_id varchar(100) NOT NULL,
      name varchar(200) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX face_persons_person_uq ON face_persons (company_id, scope, person_id)`);
    await enableTenantRls(q, 'face_persons');

    await q.query(`CREATE TABLE face_samples (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      person_pk bigint NOT NULL REFERENCES face_persons(id) ON DELETE CASCADE,
      descriptor bytea NOT NULL CHECK (octet_length(descriptor) = 512),
      box jsonb,
      photo_file varchar(100),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX face_samples_person_idx ON face_samples (person_pk)`);
    await enableTenantRls(q, 'face_samples');

    await q.query(`CREATE TABLE face_index_versions (
      company_id bigint NOT NULL REFERENCES companies(id),
      scope varchar(10) NOT NULL,
      version bigint NOT NULL,
      PRIMARY KEY (company_id, scope)
    )`);
    await enableTenantRls(q, 'face_index_versions');

    await q.query(`UPDATE services SET available = true WHERE app_id = 2`);
    for (const d of DOCS) {
      await q.query(
        `INSERT INTO api_documents (id, name, icon, description, java_script, react, java, csharp, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
        [d.id, d.name, d.icon, d.description, d.js, d.react, d.java, d.csharp, d.sort],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM api_documents WHERE id IN (1, 2)`);
    await q.query(`UPDATE services SET available = false WHERE app_id = 2`);
    await q.query(`DROP TABLE IF EXISTS face_index_versions`);
    await q.query(`DROP TABLE IF EXISTS face_samples`);
    await q.query(`DROP TABLE IF EXISTS face_persons`);
  }
}
