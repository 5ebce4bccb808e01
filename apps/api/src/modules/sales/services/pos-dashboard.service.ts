import { BadRequestException, Injectable } from '@nestjs/common';
import { monthRange } from '@bizdesk/shared';
import { CategoriesService } from '../../catalogue/index.js';
import { ProductsService } from '../../catalogue/index.js';
import { PurchaseOrdersService } from '../../inventory/index.js';
import { CustomersService } from '../../parties/index.js';
import { SALE_MESSAGES, type DateRangeQuery, type PosDashboardView } from '../dtos/sale.dtos.js';
import { SaleInvoicesRepository } from '../repositories/sale-invoices.repository.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

/** The POS dashboard (permission 3): master counts, plus sales, tax and purchases of the date range. */
@Injectable()
export class PosDashboardService {
  constructor(
    private readonly invoices: SaleInvoicesRepository,
    private readonly categories: CategoriesService,
    private readonly products: ProductsService,
    private readonly customers: CustomersService,
    private readonly purchases: PurchaseOrdersService,
  ) {}

  async summary(query: DateRangeQuery): Promise<PosDashboardView> {
    const companyId = currentCompanyId();
    const month = monthRange(new Date());
    const fromDate = query.fromDate ?? month.startDate;
    const toDate = query.toDate ?? month.endDate;
    if (fromDate > toDate) throw new BadRequestException(SALE_MESSAGES.range);
    const sales = await this.invoices.totals(companyId, fromDate, toDate);
    const purchase = await this.purchases.totals(fromDate, toDate);
    return {
      fromDate,
      toDate,
      categories: await this.categories.count(),
      products: await this.products.count(),
      customers: await this.customers.count(),
      sales: sales.total,
      salesCount: sales.count,
      tax: sales.tax,
      purchase: purchase.total,
      purchaseCount: purchase.count,
      recentOrders: (await this.invoices.recent(companyId, fromDate, toDate, 10)).map((r) => ({ ...r, id: Number(r.id) })),
      topSellingProducts: (await this.invoices.topSelling(companyId, fromDate, toDate, 10)).map((r) => ({ ...r, productId: Number(r.productId) })),
    };
  }
}
