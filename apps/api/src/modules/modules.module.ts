import { Module } from '@nestjs/common';
import { AccountingModule } from './accounting/index.js';
import { AuditModule } from './audit/index.js';
import { AuthModule } from './auth/index.js';
import { CaptchaModule } from './captcha/index.js';
import { CompaniesModule } from './companies/index.js';
import { MenusModule } from './menus/index.js';
import { ProfilesModule } from './profiles/index.js';
import { SearchModule } from './search/index.js';
import { PartiesModule } from './parties/index.js';
import { CatalogueModule } from './catalogue/index.js';
import { InventoryModule } from './inventory/index.js';
import { OpeningBalancesModule } from './opening-balances/index.js';
import { MastersModule } from './masters/index.js';
import { SalesModule } from './sales/index.js';
import { HrmsModule } from './hrms/index.js';
import { AttendanceModule } from './attendance/index.js';
import { LeaveModule } from './leave/index.js';
import { WhatsappModule } from './whatsapp/index.js';
import { HtmlToPdfModule } from './html-to-pdf/index.js';
import { DeveloperApiModule } from './developer-api/index.js';
import { DashboardModule } from './dashboard/index.js';
import { ApiDocsModule } from './api-docs/index.js';
import { SubscriptionsModule } from './subscriptions/index.js';
import { ProviderOverviewModule } from './provider-overview/index.js';
import { FaceEngineModule } from './face-engine/index.js';
import { FaceIdentificationModule } from './face-identification/index.js';
import { SslModule } from './ssl/index.js';
import { PaymentsModule } from './payments/index.js';
import { BillingModule } from './billing/index.js';

/** Every bounded context; app.module imports only this and core/*. */
@Module({
  imports: [
    CaptchaModule,
    MenusModule,
    AuditModule,
    AuthModule,
    CompaniesModule,
    AccountingModule,
    ProfilesModule,
    SearchModule,
    MastersModule,
    CatalogueModule,
    PartiesModule,
    InventoryModule,
    OpeningBalancesModule,
    SalesModule,
    HrmsModule,
    AttendanceModule,
    LeaveModule,
    WhatsappModule,
    HtmlToPdfModule,
    FaceEngineModule,
    FaceIdentificationModule,
    ProviderOverviewModule,
    SubscriptionsModule,
    DeveloperApiModule,
    DashboardModule,
    SslModule,
    ApiDocsModule,
    PaymentsModule,
    BillingModule,
  ],
})
export class ModulesModule {}
