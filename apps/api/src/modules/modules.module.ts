import { Module } from '@nestjs/common';
import { AccountingModule } from './accounting/accounting.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CaptchaModule } from './captcha/captcha.module.js';
import { CompaniesModule } from './companies/companies.module.js';
import { MenusModule } from './menus/menus.module.js';
import { ProfilesModule } from './profiles/profiles.module.js';
import { PartiesModule } from './parties/parties.module.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { InventoryModule } from './inventory/inventory.module.js';
import { MastersModule } from './masters/masters.module.js';
import { SalesModule } from './sales/sales.module.js';
import { HrmsModule } from './hrms/hrms.module.js';
import { AttendanceModule } from './attendance/attendance.module.js';
import { WhatsappModule } from './whatsapp/whatsapp.module.js';
import { HtmlToPdfModule } from './html-to-pdf/html-to-pdf.module.js';
import { DeveloperApiModule } from './developer-api/developer-api.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { ApiDocsModule } from './api-docs/api-docs.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';
import { ProviderOverviewModule } from './provider-overview/provider-overview.module.js';
import { PaymentsModule } from './payments/index.js';
import { BillingModule } from './billing/index.js';

/** Every bounded context; app.module imports only this and core/*. */
@Module({
  imports: [
    CaptchaModule,
    MenusModule,
    AuthModule,
    CompaniesModule,
    AccountingModule,
    ProfilesModule,
    MastersModule,
    CatalogueModule,
    PartiesModule,
    InventoryModule,
    SalesModule,
    HrmsModule,
    AttendanceModule,
    WhatsappModule,
    HtmlToPdfModule,
    ProviderOverviewModule,
    SubscriptionsModule,
    DeveloperApiModule,
    DashboardModule,
    ApiDocsModule,
    PaymentsModule,
    BillingModule,
  ],
})
export class ModulesModule {}
