import { LoadingOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import { useEffect, useState } from 'react';
import { SecondaryText } from './plain-text';

/** How long a loading screen waits before it says what is late and offers Retry (issue 31 item 7). */
export const LOADING_PATIENCE_MS = 10_000;

/**
 * Shown while a lazily loaded page arrives. A spinning icon rather than antd's Spin: it is part of the first load.
 * It never waits for ever: after 10 s it names what has not arrived (`what`) and offers Retry, which loads the
 * page again (a chunk request the browser left hanging is not asked again in the same document).
 */
export function LoadingScreen({ what = 'the page' }: { what?: string }) {
  const { token } = theme.useToken();
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setLate(true), LOADING_PATIENCE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (late) {
    return (
      <Flex className="loading-screen" vertical align="center" justify="center" gap="small" role="alert">
        <SecondaryText>{`${what.charAt(0).toUpperCase()}${what.slice(1)} did not load within 10 seconds.`}</SecondaryText>
        <button type="button" className="loading-screen__retry" onClick={() => window.location.reload()}>
          Retry
        </button>
      </Flex>
    );
  }
  return (
    <Flex className="loading-screen" vertical align="center" justify="center" gap="small" role="status">
      <LoadingOutlined spin style={{ fontSize: token.fontSizeHeading3, color: token.colorPrimary }} />
      <SecondaryText>Please wait...</SecondaryText>
    </Flex>
  );
}
