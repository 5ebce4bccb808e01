import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Flex, Form, Input, InputNumber, Row, Select, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useCan } from '../../../core/access';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { FormPanel } from '../../../shared/form-panel';
import { SidePanel } from '../../../shared/side-panel';
import { useDeleteWithBanner } from '../../../shared/use-confirm-delete';
import { useListState } from '../../../shared/use-list-state';
import type { Transporter } from '../api/inventory-types';
import { useDeleteTransporterMutation, useSaveTransporterMutation, useTransportersQuery } from '../api/use-transporters';
import { TRANSPORT_MODE_OPTIONS } from './eway-bill-dialog';
import { actionColumn, rowNumberColumn } from '../../../shared/list-columns';
import { DeleteButton, EditButton } from '../../../shared/list-buttons';
import { ListToolbar } from '../../../shared/list-toolbar';
import { closeAndShow } from '../../../shared/panel-saved';

const NEW_TRANSPORTER: Transporter = { id: 0, name: '', transporterGstin: null, transportMode: 'ROAD', vehicleNo: null, distanceKm: null };
const MODE_LABEL: Record<string, string> = Object.fromEntries(TRANSPORT_MODE_OPTIONS.map((o) => [o.value, o.label]));

/**
 * "Transporters": who usually carries the company's goods, saved once and picked by name when an e-way bill is made
 * (for an invoice or a stock transfer). Search, paging and an empty state like every list; writes need inventory.write.
 */
export function TransportersPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const list = useListState<Transporter>();
  const transporters = useTransportersQuery({ search: list.search, page: list.page }, open);
  const [banner, setBanner] = useState<Banner | null>(null);
  const mayWrite = useCan('inventory.write');
  const remove = useDeleteTransporterMutation();
  const confirmDelete = useDeleteWithBanner(setBanner);

  const columns: TableColumnsType<Transporter> = [
    rowNumberColumn(list.page, 50),
    {
      title: 'Name',
      dataIndex: 'name',
      render: (v: string, t) => (
        <Flex vertical>
          <Typography.Text strong>{v}</Typography.Text>
          {t.transporterGstin ? <Typography.Text type="secondary">{t.transporterGstin}</Typography.Text> : null}
        </Flex>
      ),
    },
    { title: 'Mode', dataIndex: 'transportMode', width: 70, render: (v: string) => MODE_LABEL[v] ?? v },
    { title: 'Vehicle', dataIndex: 'vehicleNo', render: (v: string | null) => v ?? '-' },
    { title: 'Distance', dataIndex: 'distanceKm', width: 90, align: 'right', render: (v: number | null) => (v === null ? '-' : `${v} km`) },
    ...(mayWrite
      ? [actionColumn<Transporter>((t) => (
        <>
          <EditButton name={t.name} onClick={() => list.modify(t)} />
          <DeleteButton name={t.name} onClick={() => confirmDelete(() => remove.mutateAsync(t.id))} />
        </>
      ), 90)]
      : []),
  ];

  const empty = !transporters.isPending && transporters.data?.totalRecords === 0 && !list.search;
  return (
    <SidePanel
      open={open}
      title="Transporters"
      width={720}
      onClose={onClose}
      extra={mayWrite ? <Button type="primary" icon={<PlusOutlined />} onClick={() => list.modify(NEW_TRANSPORTER)}>Add Transporter</Button> : null}
    >
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <ListToolbar list={list} placeholder="Search by name, GSTIN or vehicle" />
      {empty ? (
        <Empty description="No transporters saved yet. Save the ones you use to fill e-way bills in one pick." />
      ) : (
        <DataList<Transporter> columns={columns} data={transporters.data} loading={transporters.isPending} page={list.page} onPageChange={list.setPage} />
      )}
      <TransporterForm
        transporter={list.mode === 'Modify' ? list.selected : null}
        onClose={list.backToListing}
        onSaved={closeAndShow(list.backToListing, setBanner)}
      />
    </SidePanel>
  );
}

interface TransporterValues {
  name: string;
  transporterGstin?: string;
  transportMode: 'ROAD' | 'RAIL' | 'AIR' | 'SHIP';
  vehicleNo?: string;
  distanceKm?: number | null;
}

const FORM_ID = 'transporter-form';
const text = (v?: string) => (v?.trim() ? v.trim() : undefined);

function TransporterForm({ transporter, onClose, onSaved }: { transporter: Transporter | null; onClose: () => void; onSaved: (message: string) => void }) {
  const [form] = Form.useForm<TransporterValues>();
  const save = useSaveTransporterMutation();
  return (
    <FormPanel<TransporterValues, { message: string }>
      open={transporter !== null}
      record={transporter}
      title={transporter?.id ? 'Edit Transporter' : 'Add Transporter'}
      formId={FORM_ID}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      values={{
        name: transporter?.name ?? '', transporterGstin: transporter?.transporterGstin ?? '', transportMode: transporter?.transportMode ?? 'ROAD',
        vehicleNo: transporter?.vehicleNo ?? '', distanceKm: transporter?.distanceKm ?? null,
      }}
      submit={(values) =>
        save.mutateAsync({
          id: transporter?.id ?? 0, name: values.name.trim(), transporterGstin: text(values.transporterGstin), transportMode: values.transportMode,
          vehicleNo: text(values.vehicleNo), distanceKm: values.distanceKm ?? undefined,
        })
      }
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Name required' }, { min: 2, message: 'Name must be at least 2 characters' }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="transporterGstin" label="GSTIN / TRANSIN">
            <Input maxLength={15} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="transportMode" label="Usual mode">
            <Select aria-label="Usual mode" options={[...TRANSPORT_MODE_OPTIONS]} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="vehicleNo" label="Vehicle number">
            <Input placeholder="MH12AB1234" maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="distanceKm" label="Usual distance (km)">
            <InputNumber aria-label="Usual distance (km)" min={0} max={4000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </FormPanel>
  );
}
