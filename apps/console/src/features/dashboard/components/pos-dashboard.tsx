import { displayQuantity } from '@bizdesk/shared';
import { AppstoreOutlined, ShoppingCartOutlined, ShoppingOutlined, TagsOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format';
import type { PosDashboard as PosData } from '../api/use-pos-dashboard-query';
import { LightTable } from './light-table';

/** Cards cycle through 4 colour variants (spec 2). */
const VARIANTS = ['dash-card--blue', 'dash-card--green', 'dash-card--amber', 'dash-card--violet'];

function CountCard({ title, to, icon, value, extra, index }: { title: string; to: string; icon: ReactNode; value: ReactNode; extra?: ReactNode; index: number }) {
  return (
    <Col xs={24} sm={12} lg={8} xl={{ flex: '20%' }}>
      <Link to={to} aria-label={title}>
        <Card hoverable size="small" className={`dash-card ${VARIANTS[index % VARIANTS.length]}`}>
          <Statistic title={title} value={value as string} prefix={icon} />
          {extra ? <Typography.Text type="secondary">{extra}</Typography.Text> : null}
        </Card>
      </Link>
    </Col>
  );
}

/** The POS dashboard: counts and amounts for the range, Recent Orders and Top Selling Products. */
export function PosDashboard({ data, loading }: { data: PosData | undefined; loading: boolean }) {
  return (
    <section aria-label="POS dashboard" className="pos-dashboard">
      <Typography.Title level={5} className="section-title">
        Point of Sale
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <CountCard index={0} title="Categories" to="/category" icon={<TagsOutlined />} value={data?.categories ?? '-'} />
        <CountCard index={1} title="Products" to="/product" icon={<AppstoreOutlined />} value={data?.products ?? '-'} />
        <CountCard index={2} title="Customers" to="/customer" icon={<TeamOutlined />} value={data?.customers ?? '-'} />
        <CountCard
          index={3}
          title="Sales and GST"
          to="/sales"
          icon={<ShoppingCartOutlined />}
          value={data ? formatMoney(data.sales) : '-'}
          extra={data ? `GST ${formatMoney(data.tax)} · ${data.salesCount} invoice${data.salesCount === 1 ? '' : 's'}` : null}
        />
        <CountCard
          index={4}
          title="Purchase"
          to="/inventory/purchase-order"
          icon={<ShoppingOutlined />}
          value={data ? formatMoney(data.purchase) : '-'}
          extra={data ? `${data.purchaseCount} order${data.purchaseCount === 1 ? '' : 's'}` : null}
        />
      </Row>
      <Row gutter={[16, 16]} className="pos-dashboard__tables">
        <Col xs={24} xl={12}>
          <Card size="small" title="Recent Orders">
            <LightTable
              rows={data?.recentOrders ?? []}
              rowKey={(r) => r.id}
              loading={loading}
              empty="No Record(s) Found."
              columns={[
                { title: 'Customer', render: (r) => r.customerName },
                { title: 'Invoice', render: (r) => <span className="input-code">{r.invoiceNumber}</span> },
                { title: 'Amount', align: 'right', render: (r) => formatMoney(r.amount) },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title="Top Selling Products">
            <LightTable
              rows={data?.topSellingProducts ?? []}
              rowKey={(r) => r.productId}
              loading={loading}
              empty="No Record(s) Found."
              columns={[
                { title: 'Product', render: (r) => r.productName },
                { title: 'Price', align: 'right', render: (r) => formatMoney(r.sp) },
                { title: 'Sold', align: 'right', render: (r) => displayQuantity(r.totalSales) },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </section>
  );
}
