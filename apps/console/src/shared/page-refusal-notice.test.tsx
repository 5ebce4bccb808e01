import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { clearPageRefusals, refusalOf, reportPageRefusal, subscribePageRefusals } from '../api/page-refusals';
import { PageFrame } from './page-frame';

/** The page as the server renders it (no DOM in these tests): what a user at `path` sees in the frame. */
const pageAt = (path: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <PageFrame title="Employees" parent={{ title: 'HRMS' }}>
        <p>page content</p>
      </PageFrame>
    </MemoryRouter>,
  );

const refused = (message: string, data: unknown) => new ApiError(message, { httpStatus: 403, status: 'FORBIDDEN', data });

describe('the page frame shows what the server refused the page', () => {
  const unsubscribers: (() => void)[] = [];
  afterEach(() => {
    unsubscribers.splice(0).forEach((u) => u());
    clearPageRefusals('/hrms/employees');
  });

  it('a service not subscribed: the message and a Subscribe button, above the page content', () => {
    unsubscribers.push(subscribePageRefusals(() => undefined)); // a mounted frame listens
    const error = refused('Subscribe to HRMS to use this', { reason: 'NOT_SUBSCRIBED', service: 'HRMS', appId: 10 });
    expect(reportPageRefusal(refusalOf(error, '/hrms/employees'))).toBe(true);

    const html = pageAt('/hrms/employees');
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/Subscribe to HRMS to use this[\s\S]*<button[^>]*><span>Subscribe<\/span><\/button>[\s\S]*page content/);
    // Another page does not show it.
    expect(pageAt('/hrms/attendance')).not.toContain('Subscribe to HRMS to use this');
  });

  it('any other refusal: the message only', () => {
    unsubscribers.push(subscribePageRefusals(() => undefined));
    reportPageRefusal(refusalOf(refused('You do not have permission to do this', null), '/hrms/employees'));
    const html = pageAt('/hrms/employees');
    expect(html).toContain('You do not have permission to do this');
    expect(html).not.toContain('>Subscribe<');
  });
});
