import { Result } from 'antd';
import { PageFrame } from '../shared/page-frame';

/** What a page restricted to platform administrators shows everyone else. */
export function ForbiddenPage({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <Result status="403" title="403" subTitle="Sorry, you are not authorised to access this page." />
    </PageFrame>
  );
}
