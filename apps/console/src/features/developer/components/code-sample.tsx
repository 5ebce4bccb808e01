import { Flex, Typography } from 'antd';
import { Fragment } from 'react';
import { CopyButton } from '../../../shared/copy-button';

/** The placeholder the samples carry where the reader's API key goes. */
export const KEY_PLACEHOLDER = 'YOUR_API_KEY';

export interface CodeSampleProps {
  /** "JavaScript", "React" ... (names the copy button for screen readers). */
  language: string;
  code: string;
}

/** A code sample as written, the key placeholder marked, with a copy button. */
export function CodeSample({ language, code }: CodeSampleProps) {
  const parts = code.split(KEY_PLACEHOLDER);
  return (
    <div className="code-sample">
      <Flex className="code-sample__bar" justify="space-between" align="center">
        <Typography.Text type="secondary">{language}</Typography.Text>
        <CopyButton size="small" text={code} aria-label={`Copy the ${language} sample`} />
      </Flex>
      <pre className="code-sample__code" data-testid={`sample-${language}`}>
        <code>
          {parts.map((part, i) => (
            <Fragment key={i}>
              {part}
              {i < parts.length - 1 ? <mark className="code-sample__placeholder">{KEY_PLACEHOLDER}</mark> : null}
            </Fragment>
          ))}
        </code>
      </pre>
    </div>
  );
}
