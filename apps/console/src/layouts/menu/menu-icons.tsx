import { AppstoreOutlined } from '@ant-design/icons';
import type { ComponentType, ReactNode } from 'react';
import * as MENU_ICON_SET from './menu-icon-set';

/** Menu entries name their icon as an antd icon string; unknown names fall back to AppstoreOutlined. */
const MENU_ICONS: Record<string, ComponentType | undefined> = MENU_ICON_SET;

/**
 * The icon element itself (not a wrapper component): antd menus clone it to add their
 * spacing class, which a wrapper would swallow.
 */
export function menuIcon(name: string | null | undefined): ReactNode {
  const Icon = (name && MENU_ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}
