import {
  ApiOutlined, BarcodeOutlined, FilePdfOutlined, QrcodeOutlined, ScanOutlined, SmileOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The icons documents name (api_documents.icon); anything else shows the generic API icon. */
const ICONS: Record<string, ComponentType> = {
  BarcodeOutlined, QrcodeOutlined, FilePdfOutlined, ScanOutlined, SmileOutlined, ApiOutlined,
};

export function DocIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? ApiOutlined;
  return <Icon />;
}
