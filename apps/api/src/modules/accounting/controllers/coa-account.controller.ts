import { Body, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { AccountSelectOption, CoaAccountView, SaveCoaAccountDto } from '../dtos/coa-account.dtos.js';
import { COA_SORTABLE } from '../repositories/coa-accounts.repository.js';
import { CoaAccountsService } from '../services/coa-accounts.service.js';
import { ApiEnvelope, ApiSelectEnvelope } from '../../../core/http/openapi-answers.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { ApiController, DeleteRoute, GetRoute, IdQuery, PostRoute, PutRoute } from '../../../core/http/routes.js';
import { PagedList } from '../../../core/http/paged-list.js';

@ApiController('accounting', 'erp/coa-account')
export class CoaAccountController extends PagedList('accounting.read', '', 'Chart of accounts, paged', CoaAccountView, COA_SORTABLE, 'Accounts fetched successfully') {
  constructor(private readonly accounts: CoaAccountsService) {
    super(accounts);
  }

  @GetRoute('accounting.read', 'select', 'Account options [{id, name, accountSubType, accountType}]',
    ApiSelectEnvelope(AccountSelectOption), ApiQuery({ name: 'subTypes', required: false, description: 'Comma-separated sub-types, e.g. CASH,BANK' }),
    ApiQuery({ name: 'types', required: false, description: 'Comma-separated types, e.g. EXPENSE' }))
  async select(@Query('subTypes') subTypes?: string, @Query('types') types?: string) {
    return reply(await this.accounts.select(subTypes, types), 'Accounts fetched successfully');
  }

  @PostRoute('accounting.write', '', 'Create (id 0) or edit an account; accountType is derived from accountSubType', ApiEnvelope(CoaAccountView))
  async save(@Body() body: SaveCoaAccountDto) {
    const { account, created } = await this.accounts.save(body);
    return reply(account, created ? 'Account created successfully' : 'Account updated successfully');
  }

  @DeleteRoute('accounting.write', '', 'Delete an unused account (?id=); system accounts and accounts in use answer 409', ApiEnvelope(null), IdQuery())
  async remove(@Query('id', IdPipe) id: number) {
    await this.accounts.remove(id);
    return reply(null, 'Account deleted successfully');
  }

  /** The spec's generic save helper sends PUT for a non-zero id: the same save. */
  @PutRoute('accounting.write', '', 'Same as POST (the generic save helper uses PUT for an existing id)', ApiEnvelope(CoaAccountView))
  update(@Body() body: SaveCoaAccountDto) {
    return this.save(body);
  }
}
