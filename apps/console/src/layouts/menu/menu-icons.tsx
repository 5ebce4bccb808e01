import {
  ApiOutlined,
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  BarcodeOutlined,
  BuildOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  CodeOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DollarOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  FundOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  KeyOutlined,
  LockOutlined,
  MessageOutlined,
  ProductOutlined,
  ProfileOutlined,
  QrcodeOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  TransactionOutlined,
  TruckOutlined,
  UserOutlined,
  WalletOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
import type { ComponentType, ReactNode } from 'react';

/**
 * Menu entries name their icon as an antd icon string. Only this known set is bundled
 * (importing every icon would add megabytes); unknown names fall back to AppstoreOutlined.
 */
const MENU_ICONS: Record<string, ComponentType> = {
  ApiOutlined,
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  BarcodeOutlined,
  BuildOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  CodeOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DollarOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  FundOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  KeyOutlined,
  LockOutlined,
  MessageOutlined,
  ProductOutlined,
  ProfileOutlined,
  QrcodeOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  TransactionOutlined,
  TruckOutlined,
  UserOutlined,
  WalletOutlined,
  WhatsAppOutlined,
};

/**
 * The icon element itself (not a wrapper component): antd menus clone it to add their
 * spacing class, which a wrapper would swallow.
 */
export function menuIcon(name: string | null | undefined): ReactNode {
  const Icon = (name && MENU_ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}
