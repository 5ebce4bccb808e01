import { CloseCircleFilled } from '@ant-design/icons';
import { Flex } from 'antd';
import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PlainTitle } from '../shared/plain-text';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error ?? '');
}

/**
 * What a route that throws shows (including a failed lazy chunk load). Part of the first load, so it is drawn
 * with light pieces rather than antd's Result (its status images weigh about 10 KB gzipped) and Typography.
 */
export function RouteError({ error }: { error: unknown }) {
  return (
    <Flex vertical align="center" gap="middle" className="route-error" role="alert">
      <CloseCircleFilled className="route-error__icon" />
      <PlainTitle className="route-error__title">Unexpected Application Error!</PlainTitle>
      <code className="route-error__detail">{describe(error)}</code>
      <a href={import.meta.env.BASE_URL}>Reload BizDesk</a>
    </Flex>
  );
}

interface BoundaryProps {
  /** A new value (the next path) clears a caught error, so moving elsewhere tries again. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  caught: { error: unknown } | null;
  resetKey: string;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { caught: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown): void {
    console.error(error);
  }

  render() {
    return this.state.caught ? <RouteError error={this.state.caught.error} /> : this.props.children;
  }
}

/**
 * The router's error fallback: whatever the routes below throw shows RouteError in place of them (its children,
 * or the nested route's Outlet), until the path changes.
 */
export function RouteErrorBoundary({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children ?? <Outlet />}</ErrorBoundary>;
}
