import { Flex, Spin, Typography } from 'antd';

/** Shown while a lazily loaded page arrives. */
export function LoadingScreen() {
  return (
    <Flex className="loading-screen" vertical align="center" justify="center" gap="small" role="status">
      <Spin />
      <Typography.Text type="secondary">Please wait...</Typography.Text>
    </Flex>
  );
}
