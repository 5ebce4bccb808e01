import { ReloadOutlined } from '@ant-design/icons';
import { App, Button, Col, Empty, Row, Spin, Typography } from 'antd';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api';
import { isSuperAdmin } from '../../../core/access';
import { useUserData } from '../../../core/use-user-data';
import { HistoryPanel } from '../../../shared/history-panel';
import { PageFrame } from '../../../shared/page-frame';
import { toast } from '../../../core/toast';
import { useRefreshMenu } from '../../auth';
import { useServicesQuery, useSubscribeMutation, useSubscriptionHistoryQuery, type Service } from '../api/services-api';
import { ApiKeysTable } from '../components/api-keys-table';
import { ServiceCard, subscriptionQuestion } from '../components/service-card';
import { ServiceEditPanel } from '../components/service-edit-panel';
import { UsagePanel } from '../components/usage-panel';
import { useCan } from '../../../core/access';

/** The spec's reload delay after Refresh re-reads the menu. */
const RELOAD_DELAY_MS = 1000;

export function ServicesPage() {
  const services = useServicesQuery();
  const subscribe = useSubscribeMutation();
  const refreshMenu = useRefreshMenu();
  const [historyOf, setHistoryOf] = useState<Service | null>(null);
  const history = useSubscriptionHistoryQuery(historyOf?.appId ?? null);
  // The provider's administrator sees the same page with an Edit button per card (price, availability).
  const provider = isSuperAdmin(useUserData());
  const [editing, setEditing] = useState<Service | null>(null);
  // Subscribing needs services.write: other roles see which services the company has.
  const mayWrite = useCan('services.write');

  const { modal } = App.useApp();
  // One question and one request at a time: a double click on the switch asks once and sends once.
  const asking = useRef(false);
  const onToggle = (service: Service) => {
    if (asking.current || subscribe.isPending) return;
    asking.current = true;
    modal.confirm({
      title: service.isSubscribed ? 'Unsubscribe' : 'Subscribe',
      content: subscriptionQuestion(service),
      okText: service.isSubscribed ? 'Unsubscribe' : 'Subscribe',
      okButtonProps: service.isSubscribed ? { danger: true } : undefined,
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const res = await subscribe.mutateAsync({ appId: service.appId, isSubscribed: !service.isSubscribed });
          toast.success(res.message);
        } catch (e) {
          toast.error(errorMessage(e));
        }
      },
      afterClose: () => { asking.current = false; },
    });
  };
  const onRefresh = async () => {
    try {
      await refreshMenu.mutateAsync();
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  const section = (title: string, type: number) => {
    const list = (services.data ?? []).filter((s) => s.type === type);
    return (
      <section aria-label={title} style={{ marginBottom: 24 }}>
        <Typography.Title level={4}>{title}</Typography.Title>
        {list.length === 0 && !services.isLoading ? <Empty description="No services yet." /> : (
          <Row gutter={[16, 16]}>
            {list.map((s, i) => (
              <Col key={s.appId} xs={24} sm={12} lg={6}>
                <ServiceCard service={s} index={i} busy={subscribe.isPending && subscribe.variables?.appId === s.appId}
                  onToggle={mayWrite ? onToggle : undefined} onHistory={setHistoryOf} onEdit={provider ? setEditing : undefined} />
              </Col>
            ))}
          </Row>
        )}
      </section>
    );
  };

  return (
    <PageFrame
      title="Services"
      actions={<Button icon={<ReloadOutlined />} loading={refreshMenu.isPending} onClick={() => void onRefresh()}>Refresh</Button>}
    >
      <Typography.Paragraph>
        Subscribe to the APIs and applications you need, then press Refresh to update your menu. How to call the APIs:{' '}
        <Link to="/developer">developer documentation</Link>.
      </Typography.Paragraph>
      <Spin spinning={services.isLoading}>
        {section('API', 0)}
        {section('Applications', 1)}
      </Spin>
      {provider ? null : <UsagePanel />}
      <ApiKeysTable />
      {provider ? (
        <ServiceEditPanel
          service={editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            toast.success(message);
          }}
        />
      ) : null}
      <HistoryPanel open={historyOf !== null} title="Subscription History" entries={history.data} loading={history.isLoading} onClose={() => setHistoryOf(null)} />
    </PageFrame>
  );
}
