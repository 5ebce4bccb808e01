import { Alert, Flex } from 'antd';
import { tryParsePaise } from '@bizdesk/shared';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api';
import { negativeBalanceQuestion } from '../../../shared/use-confirm-negative-balance';
import { accountingKeys } from '../api/accounting-keys';
import { useOpeningBalanceQuery } from '../api/use-opening-balance';
import { useCan } from '../../../core/access';

/**
 * The dashboard's word on the books (issue 27): every Cash or Bank account below zero, and, while nothing is entered,
 * the way to the opening balances. Nothing is shown to a user who cannot read the accounts.
 */
export function BooksAlerts() {
  const dashboard = useQuery({ queryKey: accountingKeys.dashboard(), queryFn: () => apiGet('/api/erp/account/dashboard'), retry: false });
  const opening = useOpeningBalanceQuery();
  // The way to enter opening balances is offered to a role that may enter them (accounting.write).
  const mayWrite = useCan('accounting.write');
  const offerOpening = mayWrite && Boolean(opening.data?.isEmpty);
  const negative = (dashboard.data?.cashAndBank ?? []).filter((a) => (tryParsePaise(a.balance) ?? 0) < 0);
  if (negative.length === 0 && !offerOpening) return null;
  return (
    <Flex vertical gap="small" className="books-alerts">
      {negative.map((a) => (
        <Alert
          key={a.accountId}
          type="error"
          showIcon
          message={negativeBalanceQuestion(a.name, tryParsePaise(a.balance) ?? 0).replace(' will be ', ' is ').replace(' after this. Save anyway?', ': below zero.')}
          description="Money was paid out that the books do not show coming in: record the missing receipt or opening balance."
        />
      ))}
      {offerOpening ? (
        <Alert
          type="info"
          showIcon
          message="Starting from Tally, Vyapar or paper?"
          description={<>Enter your cash, bank, capital, party and stock balances once: <Link to="/account/opening-balances">Opening balances</Link>.</>}
        />
      ) : null}
    </Flex>
  );
}
