import { Injectable } from '@nestjs/common';
import { formatRupees } from '@bizdesk/shared';
import { roleHasPermission, type CompanyRole, type Permission } from '../../../core/tenancy/permissions.js';
import { HRMS_APPLICATION_ID, POS_APPLICATION_ID } from '../../../core/tenancy/subscribed-application.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import type { SearchHitView, SearchResultsView } from '../dtos/search.dtos.js';
import { SEARCH_KINDS, SearchRepository, type SearchKind } from '../repositories/search.repository.js';
import { SubscriptionsReader } from '../repositories/subscriptions.reader.js';

/** Each kind with the permission and the application its own pages need: search shows nothing a page would refuse. */
const KIND_RULES: Record<SearchKind, { permission: Permission; appId: number }> = {
  products: { permission: 'catalogue.read', appId: POS_APPLICATION_ID },
  customers: { permission: 'customers.read', appId: POS_APPLICATION_ID },
  suppliers: { permission: 'suppliers.read', appId: POS_APPLICATION_ID },
  invoices: { permission: 'sales.read', appId: POS_APPLICATION_ID },
  employees: { permission: 'hrms.read', appId: HRMS_APPLICATION_ID },
};

export const SEARCH_PER_KIND = 5;
export const SEARCH_MIN_LENGTH = 2;

@Injectable()
export class SearchService {
  constructor(
    private readonly search: SearchRepository,
    private readonly subscriptions: SubscriptionsReader,
  ) {}

  async find(rawTerm: string | undefined, role: CompanyRole): Promise<SearchResultsView> {
    const companyId = currentCompanyId();
    const term = (rawTerm ?? '').trim().replace(/\s+/g, ' ');
    const subscribed = await this.subscriptions.applicationIds(companyId);
    const allowed = SEARCH_KINDS.filter((k) => roleHasPermission(role, KIND_RULES[k].permission) && subscribed.has(KIND_RULES[k].appId));
    const answer: SearchResultsView = {
      products: [], customers: [], suppliers: [], invoices: [], employees: [],
      notSearched: SEARCH_KINDS.filter((k) => !allowed.includes(k)),
    };
    if (term.length < SEARCH_MIN_LENGTH) return answer;
    for (const row of await this.search.search(companyId, term, allowed, SEARCH_PER_KIND)) {
      const amount = row.amount === null ? null : formatRupees(row.amount);
      const subtitle = [row.subtitle, amount].filter(Boolean).join(' · ') || null;
      const hit: SearchHitView = { id: Number(row.id), title: row.title, subtitle };
      answer[row.kind].push(hit);
    }
    return answer;
  }
}
