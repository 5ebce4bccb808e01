import { LoadingOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import { SecondaryText } from './plain-text';

/** Shown while a lazily loaded page arrives. A spinning icon rather than antd's Spin: it is part of the first load. */
export function LoadingScreen() {
  const { token } = theme.useToken();
  return (
    <Flex className="loading-screen" vertical align="center" justify="center" gap="small" role="status">
      <LoadingOutlined spin style={{ fontSize: token.fontSizeHeading3, color: token.colorPrimary }} />
      <SecondaryText>Please wait...</SecondaryText>
    </Flex>
  );
}
