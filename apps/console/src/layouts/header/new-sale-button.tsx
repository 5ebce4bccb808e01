import { ShoppingCartOutlined } from '@ant-design/icons';
import { APP_IDS } from '@bizdesk/shared';
import { Button, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { can, hasApplication } from '../../core/access';
import { useUserData } from '../../core/use-user-data';

/** F2 or Alt+N: the keys a counter uses for a new bill. */
export function isNewSaleKey(e: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>): boolean {
  if (e.key === 'F2' && !e.altKey && !e.ctrlKey && !e.metaKey) return true;
  return e.altKey && !e.ctrlKey && !e.metaKey && e.key.toLowerCase() === 'n';
}

/** "New sale" in the header, for users who may sell: the company subscribes to POS and the role holds sales.write. */
export function NewSaleButton() {
  const user = useUserData();
  const navigate = useNavigate();
  const maySell = hasApplication(user?.menu, APP_IDS.POS) && can(user, 'sales.write');
  useEffect(() => {
    if (!maySell) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (!isNewSaleKey(e)) return;
      e.preventDefault();
      void navigate('/sales');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [maySell, navigate]);
  if (!maySell) return null;
  return (
    <Tooltip title="New sale (F2 or Alt+N)">
      <Button type="primary" icon={<ShoppingCartOutlined />} onClick={() => void navigate('/sales')} className="new-sale-button" aria-keyshortcuts="F2 Alt+N">
        <span className="new-sale-button__label">New sale</span>
      </Button>
    </Tooltip>
  );
}
