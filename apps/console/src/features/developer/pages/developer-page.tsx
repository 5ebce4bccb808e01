import { Alert, Empty, Flex, Skeleton, Tabs, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api';
import { FeedbackBanner } from '../../../shared/feedback-banner';
import { PageFrame } from '../../../shared/page-frame';
import { useApiDocQuery, useApiDocsQuery, type ApiDocument } from '../api/api-docs-api';
import { CodeSample, KEY_PLACEHOLDER } from '../components/code-sample';
import { DocIcon } from '../components/doc-icon';
import '../developer.css';

/** The four sample languages of a document, in the spec's order. */
const LANGUAGES: { key: keyof Pick<ApiDocument, 'javaScript' | 'react' | 'java' | 'csharp'>; label: string }[] = [
  { key: 'javaScript', label: 'JavaScript' },
  { key: 'react', label: 'React' },
  { key: 'java', label: 'Java' },
  { key: 'csharp', label: 'C#' },
];

/**
 * Spec "Developer documentation": left tabs list the documents; the right pane shows the description and
 * code samples in JavaScript, React, Java and C#. The open document is in the address (?id=7), so a
 * link can point at one API.
 */
export function DeveloperPage() {
  const docs = useApiDocsQuery();
  const [params, setParams] = useSearchParams();
  const list = docs.data ?? [];
  const asked = Number(params.get('id'));
  const selectedId = list.find((d) => d.id === asked)?.id ?? list[0]?.id ?? null;
  const doc = useApiDocQuery(selectedId, list.find((d) => d.id === selectedId));

  return (
    <PageFrame title="Developer">
      <FeedbackBanner banner={docs.isError ? { type: 'warning', text: errorMessage(docs.error) } : null} />
      {docs.isPending ? <Skeleton active paragraph={{ rows: 8 }} /> : list.length === 0 ? (
        <Empty description="No Record(s) Found." />
      ) : (
        <Tabs
          className="developer-docs"
          tabPosition="left"
          activeKey={String(selectedId)}
          onChange={(key) => setParams({ id: key }, { replace: true })}
          items={list.map((d) => ({
            key: String(d.id),
            label: <Flex gap={8} align="center"><DocIcon name={d.icon} />{d.name}</Flex>,
            children: d.id === selectedId ? <DocumentPane doc={doc.data ?? d} loadError={doc.isError ? errorMessage(doc.error) : null} /> : null,
          }))}
        />
      )}
    </PageFrame>
  );
}

function DocumentPane({ doc, loadError }: { doc: ApiDocument; loadError: string | null }) {
  return (
    <article className="developer-doc" aria-label={doc.name}>
      <FeedbackBanner banner={loadError ? { type: 'warning', text: loadError } : null} />
      <Typography.Title level={4} className="developer-doc__title">
        <DocIcon name={doc.icon} /> {doc.name}
      </Typography.Title>
      <Typography.Paragraph className="developer-doc__description">{doc.description}</Typography.Paragraph>
      <Alert
        type="info"
        showIcon
        className="developer-doc__key-note"
        title={<>The samples send <Typography.Text code>{KEY_PLACEHOLDER}</Typography.Text> in the X-API-Key header: replace it with one of your API keys.</>}
        description={
          <>
            Create a key, or reveal one you have, under API Keys on <Link to="/services">Services</Link>; the company must
            also be subscribed to {doc.name} there. Keep keys on your server: anyone who has one can call the APIs as your
            company.
          </>
        }
      />
      <Tabs
        className="developer-doc__samples"
        items={LANGUAGES.map(({ key, label }) => ({ key, label, children: <CodeSample language={label} code={doc[key]} /> }))}
      />
    </article>
  );
}
