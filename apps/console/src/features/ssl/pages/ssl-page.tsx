import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../shared/page-frame';
import { CertificatesTab } from '../components/certificates-tab';
import { DomainsTab } from '../components/domains-tab';
import { ImportantNotice } from '../components/important-notice';
import '../ssl.css';

const TABS = ['notice', 'domains', 'certificates'] as const;
type Tab = (typeof TABS)[number];

/** /ssl: Important Notice, Domains, Certificates (the tab is kept in ?tab= so links and reloads keep it). */
export function SslPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'notice';
  const show = (next: Tab) => setParams({ tab: next }, { replace: true });
  return (
    <PageFrame title="SSL">
      <Tabs
        activeKey={tab}
        onChange={(k) => show(k as Tab)}
        destroyOnHidden
        items={[
          { key: 'notice', label: 'Important Notice', children: <ImportantNotice /> },
          { key: 'domains', label: 'Domains', children: <DomainsTab onShowTerms={() => show('notice')} /> },
          { key: 'certificates', label: 'Certificates', children: <CertificatesTab onShowTerms={() => show('notice')} /> },
        ]}
      />
    </PageFrame>
  );
}
