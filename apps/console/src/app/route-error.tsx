import { Result, Typography } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error ?? '');
}

/** Router fallback for anything a route throws (including a failed lazy chunk load). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Result
      status="error"
      title="Unexpected Application Error!"
      subTitle={<Typography.Text code>{describe(error)}</Typography.Text>}
      extra={<a href={import.meta.env.BASE_URL}>Reload BizDesk</a>}
    />
  );
}
