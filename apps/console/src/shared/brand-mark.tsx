import { Flex } from 'antd';

export const PRODUCT_NAME = 'BizDesk';

/** The product logo and name. */
export function BrandMark({ size = 'default', showName = true }: { size?: 'default' | 'large'; showName?: boolean }) {
  const px = size === 'large' ? 40 : 28;
  return (
    <Flex align="center" gap={10} className={`brand-mark brand-mark--${size}`}>
      <img src={`${import.meta.env.BASE_URL}favicon.svg`} width={px} height={px} alt="" aria-hidden />
      {showName ? <strong className="brand-mark__name">{PRODUCT_NAME}</strong> : null}
    </Flex>
  );
}
