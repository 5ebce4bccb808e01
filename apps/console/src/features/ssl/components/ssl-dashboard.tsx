import { FileProtectOutlined, GlobalOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { useSslDashboardQuery } from '../api/use-ssl';

/** The SSL section of /dashboard (permission 9): Domains and Certificates, linking to /ssl. */
export function SslDashboard() {
  const { data } = useSslDashboardQuery(true);
  return (
    <section aria-label="SSL dashboard" className="ssl-dashboard">
      <Typography.Title level={5} className="section-title">
        SSL
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={8}>
          <Link to="/ssl?tab=domains" aria-label="Domains">
            <Card hoverable size="small" className="dash-card dash-card--blue">
              <Statistic title="Domains" value={data?.domains ?? '-'} prefix={<GlobalOutlined />} />
              <Typography.Text type="secondary">{data ? `${data.verifiedDomains} verified` : ' '}</Typography.Text>
            </Card>
          </Link>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Link to="/ssl?tab=certificates" aria-label="Certificates">
            <Card hoverable size="small" className="dash-card dash-card--green">
              <Statistic title="Certificates" value={data?.certificates ?? '-'} prefix={<FileProtectOutlined />} />
              <Typography.Text type="secondary">
                {data ? `${data.issuedCertificates} issued${data.expiringSoon ? `, ${data.expiringSoon} expiring within 14 days` : ''}` : ' '}
              </Typography.Text>
            </Card>
          </Link>
        </Col>
      </Row>
    </section>
  );
}
