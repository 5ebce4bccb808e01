import { EditOutlined, EyeInvisibleOutlined, EyeOutlined, HistoryOutlined, PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex, Form, Input, Modal, Popconfirm, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { CopyButton } from '../../../shared/copy-button';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner } from '../../../shared/feedback-banner';
import { PanelForm, useFormPanel } from '../../../shared/form-panel';
import { HistoryPanel } from '../../../shared/history-panel';
import { formatDateTime } from '../../../shared/format';
import { localPage } from '../../../shared/local-list';
import { useListState } from '../../../shared/use-list-state';
import { toast } from '../../../core/toast';
import {
  useApiKeyHistoryQuery, useApiKeyOriginsMutation, useApiKeysQuery, useCreateApiKeyMutation, useRevealApiKeyMutation, useRotateApiKeyMutation,
  useToggleApiKeyMutation, type ApiKey,
} from '../api/services-api';
import { useCan } from '../../../core/access';
import { rowNumberColumn } from '../../../shared/list-columns';
import { ListToolbar } from '../../../shared/list-toolbar';

/** A rotated key: until when it still works, or that it has stopped. */
function RotationTag({ apiKey }: { apiKey: ApiKey }) {
  if (!apiKey.expiresAt) return null;
  const expired = new Date(apiKey.expiresAt).getTime() <= Date.now();
  return expired
    ? <Tag color="default">Rotated, expired</Tag>
    : <Tag color="orange">Rotated, works until {formatDateTime(apiKey.expiresAt)}</Tag>;
}

/**
 * API Keys: masked until the eye reveals one, an active checkbox, the browser origins allowed to use it (CORS on
 * /api/v1), rotation (a new key, the old one working 24 hours more), history per key, and a create form.
 */
export function ApiKeysTable() {
  const keys = useApiKeysQuery();
  const rotate = useRotateApiKeyMutation();
  const saveOrigins = useApiKeyOriginsMutation();
  const [originsOf, setOriginsOf] = useState<ApiKey | null>(null);
  const [origins, setOrigins] = useState<string[]>([]);
  const [originsError, setOriginsError] = useState<string | null>(null);
  const reveal = useRevealApiKeyMutation();
  const toggle = useToggleApiKeyMutation();
  const create = useCreateApiKeyMutation();
  const [revealed, setRevealed] = useState<Record<number, string>>({});
  const list = useListState<ApiKey>();
  // A company's keys come whole; searched (name, the masked key's last characters) and paged here.
  const shown = localPage(keys.data ?? [], list.search, list.page, (k) => [k.name, k.key]);
  const [historyOf, setHistoryOf] = useState<ApiKey | null>(null);
  const history = useApiKeyHistoryQuery(historyOf?.id ?? null);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKey | null>(null);
  // Creating, revealing and switching keys need services.write (an accountant or viewer sees the masked keys only).
  const mayWrite = useCan('services.write');
  // The create form: one key per opening (a double click creates one key), errors in its banner.
  const createForm = useFormPanel<{ name?: string }, Awaited<ReturnType<typeof create.mutateAsync>>>({
    open: creating,
    values: {},
    submit: ({ name }) => create.mutateAsync({ name: name?.trim() || undefined }),
    onSaved: (_message, res) => {
      setCreated(res.data);
      setCreating(false);
    },
  });

  // The eye asks for the user's password again before the key is shown (each reveal is in the key's history).
  const [askingFor, setAskingFor] = useState<ApiKey | null>(null);
  const [password, setPassword] = useState('');
  const [revealError, setRevealError] = useState<string | null>(null);
  const onEye = (key: ApiKey) => {
    if (revealed[key.id]) {
      setRevealed(({ [key.id]: _, ...rest }) => rest);
      return;
    }
    setPassword('');
    setRevealError(null);
    setAskingFor(key);
  };
  const onReveal = async () => {
    if (!askingFor) return;
    try {
      const res = await reveal.mutateAsync({ id: askingFor.id, password });
      setRevealed((r) => ({ ...r, [askingFor.id]: res.data.key }));
      setAskingFor(null);
    } catch (e) {
      setRevealError(errorMessage(e));
    }
  };
  const onToggle = async (key: ApiKey) => {
    try {
      toast.success((await toggle.mutateAsync(key)).message);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  const onRotate = async (key: ApiKey) => {
    try {
      const res = await rotate.mutateAsync(key);
      toast.success(res.message);
      setCreated(res.data);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  const onEditOrigins = (key: ApiKey) => {
    setOrigins(key.allowedOrigins);
    setOriginsError(null);
    setOriginsOf(key);
  };
  const onSaveOrigins = async () => {
    if (!originsOf) return;
    try {
      toast.success((await saveOrigins.mutateAsync({ id: originsOf.id, allowedOrigins: origins })).message);
      setOriginsOf(null);
    } catch (e) {
      setOriginsError(errorMessage(e));
    }
  };
  return (
    <section aria-label="API Keys">
      <Flex justify="space-between" align="center" style={{ margin: '24px 0 12px' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>API Keys</Typography.Title>
        {mayWrite ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>Create API Key</Button>
        ) : null}
      </Flex>
      <ListToolbar list={list} placeholder="Search API keys" gap="small" />
      <DataList<ApiKey>
        loading={keys.isLoading}
        data={keys.data ? shown : undefined}
        page={shown.page}
        onPageChange={list.setPage}
        columns={[
          rowNumberColumn(shown.page, 50),
          { title: 'Name', dataIndex: 'name', render: (v: string | null) => v ?? '—' },
          {
            title: 'Key', key: 'key',
            render: (_v, k) => (
              <Flex gap={8} align="center">
                <Typography.Text code data-testid={`api-key-${k.id}`} copyable={revealed[k.id] ? { text: revealed[k.id] } : false}>
                  {revealed[k.id] ?? k.key}
                </Typography.Text>
                {mayWrite ? (
                  <Button size="small" aria-label={revealed[k.id] ? 'Hide key' : 'Reveal key'} icon={revealed[k.id] ? <EyeInvisibleOutlined /> : <EyeOutlined />}
                    loading={reveal.isPending && reveal.variables?.id === k.id} onClick={() => onEye(k)} />
                ) : null}
              </Flex>
            ),
          },
          {
            title: 'Allowed origins', key: 'origins',
            render: (_v, k) => (
              <Flex gap={4} wrap align="center">
                {k.allowedOrigins.length ? k.allowedOrigins.map((o) => <Tag key={o}>{o}</Tag>) : <Typography.Text type="secondary">None (servers only)</Typography.Text>}
                {mayWrite ? <Button size="small" type="text" aria-label={`Edit origins of key ${k.id}`} icon={<EditOutlined />} onClick={() => onEditOrigins(k)} /> : null}
              </Flex>
            ),
          },
          { title: 'Active', key: 'active', width: 80, render: (_v, k) => <Checkbox aria-label={`Active ${k.id}`} checked={k.active} disabled={toggle.isPending || !mayWrite} onChange={() => void onToggle(k)} /> },
          { title: 'Created On', dataIndex: 'createdOn', render: (v: string, k) => <Flex vertical gap={4}>{formatDateTime(v)}<RotationTag apiKey={k} /></Flex> },
          {
            title: 'Rotate', key: 'rotate', width: 90,
            render: (_v, k) => (mayWrite && k.active && !k.expiresAt ? (
              <Popconfirm
                title="Rotate this API key?"
                description="A new key is created now and shown once. The old key keeps working for 24 hours, then it is refused."
                okText="Rotate" onConfirm={() => onRotate(k)}>
                <Button size="small" icon={<SyncOutlined />} aria-label={`Rotate key ${k.id}`} loading={rotate.isPending && rotate.variables?.id === k.id}>Rotate</Button>
              </Popconfirm>
            ) : null),
          },
          { title: 'History', key: 'history', width: 90, render: (_v, k) => <Button size="small" aria-label={`History of key ${k.id}`} icon={<HistoryOutlined />} onClick={() => setHistoryOf(k)} /> },
        ]}
      />
      <Modal title="Create API Key" open={creating} okText="Create" confirmLoading={createForm.saving} onOk={() => createForm.form.submit()} onCancel={() => setCreating(false)} destroyOnHidden>
        <FeedbackBanner banner={createForm.banner} onClose={() => createForm.setBanner(null)} />
        <PanelForm panel={createForm}>
          <Form.Item name="name" label="Name (optional)" rules={[{ max: 60, message: 'Name must be at most 60 characters' }]}>
            <Input placeholder="e.g. Billing server" maxLength={60} />
          </Form.Item>
        </PanelForm>
      </Modal>
      <Modal title="Reveal API key" open={askingFor !== null} okText="Reveal" confirmLoading={reveal.isPending}
        onOk={() => void onReveal()} onCancel={() => setAskingFor(null)} destroyOnHidden>
        {revealError ? <Alert type="error" showIcon message={revealError} style={{ marginBottom: 12 }} /> : null}
        <Form layout="vertical" onFinish={() => void onReveal()}>
          <Form.Item label="Your password" required>
            <Input.Password autoFocus autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-label="Your password" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal title="Your new API key" open={created !== null} onCancel={() => setCreated(null)} footer={<Button type="primary" onClick={() => setCreated(null)}>Done</Button>}>
        <Alert type="warning" showIcon message="Copy it now and keep it safe. Anyone with this key can call the APIs as your company." style={{ marginBottom: 12 }} />
        <Flex gap={8} align="center">
          <Typography.Text code data-testid="new-api-key" style={{ wordBreak: 'break-all' }}>{created?.key}</Typography.Text>
          <CopyButton text={created?.key ?? ''} />
        </Flex>
      </Modal>
      <Modal title="Allowed origins" open={originsOf !== null} okText="Save" confirmLoading={saveOrigins.isPending}
        onOk={() => void onSaveOrigins()} onCancel={() => setOriginsOf(null)} destroyOnHidden>
        {originsError ? <Alert type="error" showIcon message={originsError} style={{ marginBottom: 12 }} /> : null}
        <Typography.Paragraph type="secondary">
          Web pages on these origins may call the APIs with this key from the browser. Write each exactly as the browser
          shows it, scheme and host only, like https://shop.example.com (add the port when it is not the usual one).
        </Typography.Paragraph>
        <Select mode="tags" style={{ width: '100%' }} aria-label="Allowed origins" value={origins} onChange={setOrigins}
          tokenSeparators={[',', ' ']} placeholder="https://shop.example.com" open={false} />
      </Modal>
      <HistoryPanel open={historyOf !== null} title="API Key History" entries={history.data} loading={history.isLoading} onClose={() => setHistoryOf(null)} />
    </section>
  );
}
