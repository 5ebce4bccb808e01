import type { BreadcrumbLevel } from '../../../shared/page-frame';

/** The breadcrumb's middle level on every accounting page. */
export const ACCOUNT_PARENT: BreadcrumbLevel = { title: 'Account', path: '/account/dashboard' };
