import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isValidElement, useEffect, type ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { ForcedPasswordChangeGuard, RequireSession, RequireSuperAdmin } from './guards';
import { lazyComponent } from '../shared/lazy-component';
import { APP_BASENAME, DASHBOARD_PATH, LOGIN_PATH } from '../core/paths';
import { isLoggedIn } from '../core/session';
import { readLoginRequest } from '../core/login-redirect';
import { RouteErrorBoundary } from './route-error';
import { UNBUILT_AREAS } from './unbuilt-areas';

// Every page is its own chunk; the first load carries only providers, router and guards.
const FeedbackLayer = lazyComponent(() => import('./feedback-layer'), 'FeedbackLayer');
const AppLayout = lazyComponent(() => import('../layouts/app-layout'), 'AppLayout');
const LoginPage = lazyComponent(() => import('../features/auth/pages/login-page'), 'LoginPage');
const SignupPage = lazyComponent(() => import('../features/auth/pages/signup-page'), 'SignupPage');
const ForgotPasswordPage = lazyComponent(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyComponent(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage');
const ChangePasswordPage = lazyComponent(() => import('../features/auth/pages/change-password-page'), 'ChangePasswordPage');
const PaymentStatusPage = lazyComponent(() => import('../features/billing/pages/payment-status-page'), 'PaymentStatusPage');
const DashboardPage = lazyComponent(() => import('../features/dashboard/pages/dashboard-page'), 'DashboardPage');
const CompaniesPage = lazyComponent(() => import('../features/companies/pages/companies-page'), 'CompaniesPage');
const ProfilePage = lazyComponent(() => import('../features/companies/pages/profile-page'), 'ProfilePage');
const AccountDashboardPage = lazyComponent(() => import('../features/accounting/pages/account-dashboard-page'), 'AccountDashboardPage');
const ChartOfAccountsPage = lazyComponent(() => import('../features/accounting/pages/chart-of-accounts-page'), 'ChartOfAccountsPage');
const ExpensesPage = lazyComponent(() => import('../features/accounting/pages/posted-records-page'), 'ExpensesPage');
const IncomePage = lazyComponent(() => import('../features/accounting/pages/posted-records-page'), 'IncomePage');
const ReportsPage = lazyComponent(() => import('../features/accounting/pages/reports-page'), 'ReportsPage');
const FinancialYearsPage = lazyComponent(() => import('../features/accounting/pages/financial-years-page'), 'FinancialYearsPage');
const OpeningBalancesPage = lazyComponent(() => import('../features/accounting/pages/opening-balances-page'), 'OpeningBalancesPage');
const PersonalProfilesPage = lazyComponent(() => import('../features/profiles/pages/personal-profiles-page'), 'PersonalProfilesPage');
const CategoryPage = lazyComponent(() => import('../features/catalogue/pages/category-page'), 'CategoryPage');
const ProductPage = lazyComponent(() => import('../features/catalogue/pages/product-page'), 'ProductPage');
const SalesPage = lazyComponent(() => import('../features/sales/pages/sales-page'), 'SalesPage');
const CustomerPage = lazyComponent(() => import('../features/parties/pages/party-page'), 'CustomerPage');
const SupplierPage = lazyComponent(() => import('../features/parties/pages/party-page'), 'SupplierPage');
const UsersPage = lazyComponent(() => import('../features/users/pages/users-page'), 'UsersPage');
const WarehousePage = lazyComponent(() => import('../features/inventory/pages/warehouse-page'), 'WarehousePage');
const PurchaseOrderPage = lazyComponent(() => import('../features/inventory/pages/purchase-order-page'), 'PurchaseOrderPage');
const WhatsappPage = lazyComponent(() => import('../features/whatsapp/pages/whatsapp-page'), 'WhatsappPage');
const EmployeesPage = lazyComponent(() => import('../features/hrms/pages/employees-page'), 'EmployeesPage');
const AttendancePage = lazyComponent(() => import('../features/hrms/pages/attendance-page'), 'AttendancePage');
const HrmsSettingsPage = lazyComponent(() => import('../features/hrms/pages/hrms-settings-page'), 'HrmsSettingsPage');
const LeavePage = lazyComponent(() => import('../features/hrms/leave/leave-page'), 'LeavePage');
const LeaveTypesPage = lazyComponent(() => import('../features/hrms/leave/leave-types-page'), 'LeaveTypesPage');
const AttendanceKioskPage = lazyComponent(() => import('../features/hrms/pages/attendance-kiosk-page'), 'AttendanceKioskPage');
const ServicesPage = lazyComponent(() => import('../features/services/pages/services-page'), 'ServicesPage');
const ActivityPage = lazyComponent(() => import('../features/activity/pages/activity-page'), 'ActivityPage');
const LogsPage = lazyComponent(() => import('../features/logs/pages/logs-page'), 'LogsPage');
const BillingPage = lazyComponent(() => import('../features/billing/pages/billing-page'), 'BillingPage');
const DeveloperPage = lazyComponent(() => import('../features/developer/pages/developer-page'), 'DeveloperPage');
const SslPage = lazyComponent(() => import('../features/ssl/pages/ssl-page'), 'SslPage');
const NotFoundPage = lazyComponent(() => import('./not-found-page'), 'NotFoundPage');
const NotAvailableYet = lazyComponent(() => import('../shared/not-available-yet'), 'NotAvailableYet');

const unbuiltRoutes: RouteObject[] = UNBUILT_AREAS.map(({ path, title, parent, superAdminOnly }) => {
  const page = <NotAvailableYet title={title} parent={parent} />;
  return { path, element: superAdminOnly ? <RequireSuperAdmin title={title}>{page}</RequireSuperAdmin> : page };
});

/** Platform-core 2.1: public pages, then the logged-in layout; all under /admin. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RouteErrorBoundary>
        <ForcedPasswordChangeGuard />
      </RouteErrorBoundary>
    ),
    children: [
      // The first load: the login page alone, without antd's <App> and what it brings (feedback-layer.tsx).
      { path: 'login', element: <LoginPage /> },
      {
        element: <FeedbackLayer />,
        children: [
          { path: 'phonepe-status', element: <PaymentStatusPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'forgot-password-reset/:token', element: <ResetPasswordPage /> },
          { path: 'signup', element: <SignupPage /> },
          // A tablet at the door, signed in as an attendance device rather than a user.
          { path: 'attendance-kiosk', element: <AttendanceKioskPage /> },
          {
            // Without a session this sends every remaining path, unknown ones included, to /login.
            element: <RequireSession />,
            children: [
              {
                element: <AppLayout />,
                children: [
                  {
                    // Errors inside a page keep the shell around the fallback.
                    element: <RouteErrorBoundary />,
                    children: [
                      { index: true, element: <Navigate to={DASHBOARD_PATH} replace /> },
                      { path: 'dashboard', element: <DashboardPage /> },
                      { path: 'change-password', element: <ChangePasswordPage /> },
                      { path: 'companies', element: <RequireSuperAdmin title="Companies"><CompaniesPage /></RequireSuperAdmin> },
                      { path: 'profile', element: <ProfilePage /> },
                      { path: 'users', element: <UsersPage /> },
                      { path: 'account/dashboard', element: <AccountDashboardPage /> },
                      { path: 'account/transactions', element: <AccountDashboardPage /> },
                      { path: 'account/accounts', element: <ChartOfAccountsPage /> },
                      { path: 'account/EXPENSE', element: <ExpensesPage /> },
                      { path: 'account/income', element: <IncomePage /> },
                      { path: 'account/reports', element: <ReportsPage /> },
                      { path: 'account/settings', element: <FinancialYearsPage /> },
                      { path: 'account/opening-balances', element: <OpeningBalancesPage /> },
                      { path: 'personal-profile', element: <PersonalProfilesPage /> },
                      { path: 'category', element: <CategoryPage /> },
                      { path: 'product', element: <ProductPage /> },
                      { path: 'sales', element: <SalesPage /> },
                      { path: 'customer', element: <CustomerPage /> },
                      { path: 'supplier', element: <SupplierPage /> },
                      { path: 'inventory/warehouse', element: <WarehousePage /> },
                      { path: 'inventory/purchase-order', element: <PurchaseOrderPage /> },
                      { path: 'services', element: <ServicesPage /> },
                      { path: 'logs', element: <LogsPage /> },
                      { path: 'activity', element: <ActivityPage /> },
                      { path: 'billing', element: <BillingPage /> },
                      { path: 'developer', element: <DeveloperPage /> },
                      { path: 'ssl', element: <SslPage /> },
                      { path: 'whatsapp', element: <RequireSuperAdmin title="WhatsApp"><WhatsappPage /></RequireSuperAdmin> },
                      { path: 'hrms/employees', element: <EmployeesPage /> },
                      { path: 'hrms/attendance', element: <AttendancePage /> },
                      { path: 'hrms/settings', element: <HrmsSettingsPage /> },
                      { path: 'hrms/leave', element: <LeavePage /> },
                      { path: 'hrms/leave-types', element: <LeaveTypesPage /> },
                      ...unbuiltRoutes,
                      { path: '*', element: <NotFoundPage /> },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/** The lazy components an element renders: itself, or the page a guard wraps (RequireSuperAdmin). */
function lazyParts(element: ReactNode): Array<() => Promise<unknown>> {
  if (!isValidElement(element)) return [];
  const own = (element.type as { preload?: () => Promise<unknown> }).preload;
  const children = (element.props as { children?: ReactNode }).children;
  return [...(own ? [own] : []), ...(isValidElement(children) ? lazyParts(children) : [])];
}

/**
 * The data a page's first draw waits for, by path: asked from a small module of the page's feature as soon as the
 * route is known, while the shell's and the page's chunks still load and evaluate.
 */
const PAGE_DATA: Record<string, () => Promise<(queryClient: QueryClient) => void>> = {
  '/sales': async () => (await import('../features/sales/api/prefetch-sales-page')).prefetchSalesPage,
};

/**
 * Starts every chunk a path needs at once (feedback layer, shell, page and their imports, which Vite preloads
 * with each chunk) instead of one after the other as each layer renders and suspends: on a phone each step of
 * that waterfall costs a round trip (issue 32 item 4). Loads already started are not repeated.
 */
export function preloadRoute(path: string, queryClient?: QueryClient): void {
  for (const match of matchRoutes(routes, path) ?? []) {
    for (const preload of lazyParts(match.route.element)) preload().catch(() => undefined); // the render reports it
  }
  if (queryClient) prefetchPageData(path, queryClient);
}

/**
 * Asks for the data of the page at `path` (with or without the /admin base) when there is a session (the queries
 * need it) and the page names its data in PAGE_DATA. Repeated calls ask once: the queries are shared.
 */
export function prefetchPageData(path: string, queryClient: QueryClient): void {
  if (!isLoggedIn()) return;
  const page = path.toLowerCase().replace(new RegExp(`^${APP_BASENAME}(?=/|$)`), '').replace(/\/+$/, '');
  PAGE_DATA[page]?.().then((prefetch) => prefetch(queryClient)).catch(() => undefined);
}

/**
 * While a user types in the login form, the page the login will open (the one asked for, else the dashboard)
 * downloads: the Log in click then waits for the server's answer and the page's data only. Not before the first
 * key: /admin/login alone stays within its budget (scripts/check-console-bundle.mjs).
 */
function usePreloadWhileLoggingIn(onLoginPage: boolean, search: string) {
  useEffect(() => {
    if (!onLoginPage) return undefined;
    const target = readLoginRequest(search).returnTo ?? DASHBOARD_PATH;
    const onInput = () => {
      document.removeEventListener('input', onInput, true);
      preloadRoute(target.split(/[?#]/)[0] ?? DASHBOARD_PATH);
      // The login's own success loads the invalidation map (query-client.ts) before it navigates.
      import('./invalidation-map').catch(() => undefined);
    };
    document.addEventListener('input', onInput, true);
    return () => document.removeEventListener('input', onInput, true);
  }, [onLoginPage, search]);
}

/**
 * The routes, matched by <BrowserRouter> (app.tsx). The console uses none of the data router's loaders or
 * actions: the declarative router is half its weight on the first load (issue 18 item 7).
 */
export function AppRoutes() {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const onLoginPage = pathname.toLowerCase() === LOGIN_PATH;
  // A signed-in path: its shell, page and the page's data together (a public one loads as it renders).
  if (!onLoginPage && isLoggedIn()) preloadRoute(pathname, queryClient);
  usePreloadWhileLoggingIn(onLoginPage && !isLoggedIn(), search);
  return useRoutes(routes);
}
