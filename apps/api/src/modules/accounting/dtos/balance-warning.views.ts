import { ApiProperty } from '@nestjs/swagger';
import { ExpenseView } from './records.dtos.js';

/** A save the API accepted that left a Cash or Bank account below zero (issue 27 item 5): the console said so first. */
export class BalanceWarningView {
  @ApiProperty({ enum: ['NEGATIVE_BALANCE'] }) code: 'NEGATIVE_BALANCE';
  @ApiProperty() accountId: number;
  @ApiProperty({ example: 'Cash' }) accountName: string;
  @ApiProperty({ example: '-47654.50', description: 'The balance after the save (debit - credit, all dates)' }) balance: string;
}

/** A saved expense, with the accounts the payment left below zero (empty when none). */
export class SavedExpenseView extends ExpenseView {
  @ApiProperty({ type: BalanceWarningView, isArray: true }) warnings: BalanceWarningView[];
}
