import type { BreadcrumbLevel } from '../shared/page-frame';

/** Routes whose module is not built yet; each renders <NotAvailableYet /> with its real title. */
export interface UnbuiltArea {
  path: string;
  title: string;
  parent?: BreadcrumbLevel;
  superAdminOnly?: boolean;
}

export const UNBUILT_AREAS: UnbuiltArea[] = [
];
