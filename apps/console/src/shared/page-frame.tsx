import { Breadcrumb, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageRefusalNotice } from './page-refusal-notice';

export interface BreadcrumbLevel {
  title: string;
  /** Router path; plain text when absent. */
  path?: string;
}

export interface PageFrameProps {
  title: string;
  /** Optional middle breadcrumb level, e.g. { title: 'Account' }. */
  parent?: BreadcrumbLevel;
  /** Buttons shown on the right of the title. */
  actions?: ReactNode;
  loading?: boolean;
  children?: ReactNode;
}

/**
 * Every logged-in page: breadcrumb Dashboard / [parent] / title, the title, actions, what the server refused
 * this page (page-refusal-notice.tsx), then content.
 */
export function PageFrame({ title, parent, actions, loading = false, children }: PageFrameProps) {
  const crumbs = [
    { key: 'dashboard', title: <Link to="/dashboard">Dashboard</Link> },
    ...(parent ? [{ key: 'parent', title: parent.path ? <Link to={parent.path}>{parent.title}</Link> : parent.title }] : []),
    { key: 'current', title },
  ];

  return (
    <section className="page-frame">
      <Breadcrumb items={crumbs} />
      <Flex className="page-frame__header" justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={3} className="page-frame__title">
          {title}
        </Typography.Title>
        {actions ? <Flex gap="small" wrap>{actions}</Flex> : null}
      </Flex>
      {loading ? (
        <Typography.Text type="secondary" className="page-frame__loading" role="status">
          Please wait...
        </Typography.Text>
      ) : null}
      <PageRefusalNotice />
      <div className="page-frame__body">{children}</div>
    </section>
  );
}
