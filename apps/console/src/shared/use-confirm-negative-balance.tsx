import { formatRupees, normalizeAmountInput, paiseToDecimalString, tryParsePaise } from '@bizdesk/shared';
import { App } from 'antd';
import { useCallback } from 'react';
import { apiGet } from '../api';

/** "Cash will be −₹47,654.50 after this. Save anyway?" (a true minus sign, as the amount is printed). */
export function negativeBalanceQuestion(accountName: string, balancePaise: number): string {
  const amount = formatRupees(paiseToDecimalString(Math.abs(balancePaise)));
  return `${accountName} will be ${balancePaise < 0 ? '\u2212' : ''}${amount} after this. Save anyway?`;
}

/**
 * No silent negative cash (issue 27 item 5): before a payment out of a Cash or Bank account is saved, reads that
 * account's balance now and, when the payment would take it below zero, asks. Resolves true to save. The API accepts
 * the save either way (and answers the same warning); this is the console asking first.
 */
export function useConfirmNegativeBalance() {
  const { modal } = App.useApp();
  return useCallback(
    async (account: { accountId?: number; subType?: 'CASH' | 'BANK' }, amount: string): Promise<boolean> => {
      const paise = tryParsePaise(normalizeAmountInput(amount));
      if (paise === null || paise <= 0) return true;
      let balances: { accountId: number; name: string; accountSubType: string; balance: string }[];
      try {
        balances = (await apiGet('/api/erp/account/dashboard')).cashAndBank;
      } catch {
        return true;
      }
      const found = balances.find((b) => (account.accountId ? b.accountId === account.accountId : b.accountSubType === account.subType));
      if (!found) return true;
      const after = (tryParsePaise(found.balance) ?? 0) - paise;
      if (after >= 0) return true;
      return new Promise<boolean>((resolve) => {
        modal.confirm({
          title: 'Balance below zero',
          content: negativeBalanceQuestion(found.name, after),
          okText: 'Save anyway',
          cancelText: 'Cancel',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
    },
    [modal],
  );
}
