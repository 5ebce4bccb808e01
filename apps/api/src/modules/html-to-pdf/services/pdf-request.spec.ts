import { parseOptions, parsePdfRequest, safeFilename } from './pdf-request.js';

describe('html-to-pdf request', () => {
  it('takes html and options from JSON, and options as a JSON text field from multipart', () => {
    expect(parsePdfRequest({ html: '<p>x</p>', options: { format: 'letter', landscape: true, margin: '10mm', filename: 'Invoice 42.pdf' } }, undefined)).toEqual({
      html: '<p>x</p>', filename: 'Invoice_42.pdf',
      options: { format: 'Letter', landscape: true, margin: { top: '10mm', right: '10mm', bottom: '10mm', left: '10mm' } },
    });
    expect(parsePdfRequest({ options: '{"scale":"0.8","printBackground":"false","pageRanges":"1-2, 4"}' }, '<h1>file</h1>')).toEqual({
      html: '<h1>file</h1>', filename: 'document.pdf', options: { scale: 0.8, printBackground: false, pageRanges: '1-2, 4' },
    });
  });

  it.each([
    [{}, /html is required/],
    [{ html: 42 }, /html must be text/],
    [{ html: 'x', options: '{bad' }, /options must be a JSON object/],
    [{ html: 'x', options: { format: 'B5' } }, /options.format must be one of A4, Letter, Legal, A3, A5/],
    [{ html: 'x', options: { scale: 3 } }, /options.scale must be a number from 0.1 to 2/],
    [{ html: 'x', options: { landscape: 'yes' } }, /options.landscape must be true or false/],
    [{ html: 'x', options: { margin: { top: '5 furlongs' } } }, /options.margin.top must be a length/],
    [{ html: 'x', options: { pageRanges: '1-; DROP' } }, /options.pageRanges must look like/],
    [{ html: 'x', options: { footerTemplate: 'x'.repeat(200_000) } }, /options.footerTemplate must be at most 100 KB/],
  ])('refuses %o', (body, message) => {
    expect(() => parsePdfRequest(body as Record<string, unknown>, undefined)).toThrow(message);
  });

  it('makes download names safe', () => {
    expect(safeFilename('../../etc/passwd')).toBe('etc_passwd.pdf');
    expect(safeFilename('bill "2026".PDF')).toBe('bill_2026_.pdf');
    expect(safeFilename(undefined)).toBe('document.pdf');
    expect(parseOptions(undefined)).toEqual({ options: {}, filename: 'document.pdf' });
  });
});
