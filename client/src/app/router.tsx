/**
 * Every route of SPEC.md section 2's route table. Each screen is its own lazily loaded chunk
 * (all of them are precached by the service worker, so they open offline too); nothing below
 * the session gate loads until someone is signed in. A screen's chunk can be asked for ahead of
 * its render (`preloadRoute`), which a signed-in start does for the address it opens at.
 */
import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { lazyNamed } from './lazy-named';
import { RouteErrorPage } from './pages/route-error-page';
import { SessionGate } from './session-gate';
import type { RouteHandle } from './shell/use-document-title';

const HubPage = lazyNamed(() => import('@/features/hub/hub-page'), 'HubPage');
const PulseHomePage = lazyNamed(
  () => import('@/features/pulse/home/pulse-home-page'),
  'PulseHomePage',
);
const DashboardPage = lazyNamed(
  () => import('@/features/pulse/dashboard/dashboard-page'),
  'DashboardPage',
);
const CustomersPage = lazyNamed(
  () => import('@/features/pulse/customers/customers-page'),
  'CustomersPage',
);
const CustomerPage = lazyNamed(
  () => import('@/features/pulse/customers/customer-page'),
  'CustomerPage',
);
const AgreementsPage = lazyNamed(
  () => import('@/features/pulse/agreements/agreements-page'),
  'AgreementsPage',
);
const AgreementNewPage = lazyNamed(
  () => import('@/features/pulse/agreements/agreement-new-page'),
  'AgreementNewPage',
);
const AgreementPage = lazyNamed(
  () => import('@/features/pulse/agreements/agreement-page'),
  'AgreementPage',
);
const AgreementContractPage = lazyNamed(
  () => import('@/features/pulse/agreements/agreement-contract-page'),
  'AgreementContractPage',
);
const PayoffQuotePage = lazyNamed(
  () => import('@/features/pulse/agreements/payoff-quote-page'),
  'PayoffQuotePage',
);
const PaymentLogPage = lazyNamed(
  () => import('@/features/pulse/payments/payment-log-page'),
  'PaymentLogPage',
);
const ReceiptPage = lazyNamed(
  () => import('@/features/pulse/payments/receipt-page'),
  'ReceiptPage',
);
const ProcessPaymentPage = lazyNamed(
  () => import('@/features/pulse/payments/process-payment-page'),
  'ProcessPaymentPage',
);
const PaymentSuccessPage = lazyNamed(
  () => import('@/features/pulse/payments/payment-success-page'),
  'PaymentSuccessPage',
);
const PaymentErrorPage = lazyNamed(
  () => import('@/features/pulse/payments/payment-error-page'),
  'PaymentErrorPage',
);
const SettingsPage = lazyNamed(
  () => import('@/features/pulse/settings/settings-page'),
  'SettingsPage',
);
const EmployeesPage = lazyNamed(
  () => import('@/features/pulse/employees/employees-page'),
  'EmployeesPage',
);
const AuditPage = lazyNamed(() => import('@/features/pulse/audit/audit-page'), 'AuditPage');
const EndOfDayPage = lazyNamed(
  () => import('@/features/pulse/end-of-day/end-of-day-page'),
  'EndOfDayPage',
);
const ReportsPage = lazyNamed(() => import('@/features/pulse/reports/reports-page'), 'ReportsPage');
const CollectionsPage = lazyNamed(
  () => import('@/features/pulse/collections/collections-page'),
  'CollectionsPage',
);
const WorkAccountPage = lazyNamed(
  () => import('@/features/pulse/collections/work-account-page'),
  'WorkAccountPage',
);
const MyVisitsPage = lazyNamed(
  () => import('@/features/pulse/collections/my-visits-page'),
  'MyVisitsPage',
);
const ExceptionsPage = lazyNamed(
  () => import('@/features/pulse/exceptions/exceptions-page'),
  'ExceptionsPage',
);
const CoreDashboardPage = lazyNamed(
  () => import('./pages/core-dashboard-screen'),
  'CoreDashboardScreen',
);
const ContactsListPage = lazyNamed(
  () => import('@/features/core/contacts/contacts-list-page'),
  'ContactsListPage',
);
const ContactNewPage = lazyNamed(
  () => import('@/features/core/contacts/contact-new-page'),
  'ContactNewPage',
);
const ContactDetailPage = lazyNamed(
  () => import('@/features/core/contacts/contact-detail-page'),
  'ContactDetailPage',
);
const EngagementsPage = lazyNamed(
  () => import('@/features/core/engagements/engagements-page'),
  'EngagementsPage',
);
const CalendarPage = lazyNamed(() => import('./pages/calendar-screen'), 'CalendarScreen');
const TimeClockPage = lazyNamed(
  () => import('@/features/core/timeclock/time-clock-page'),
  'TimeClockPage',
);
const SalesPipelinePage = lazyNamed(() => import('./pages/coming-soon-page'), 'SalesPipelinePage');
const MarketingPage = lazyNamed(() => import('./pages/coming-soon-page'), 'MarketingPage');
const FlowDashboardPage = lazyNamed(
  () => import('@/features/flow/dashboard/flow-dashboard-page'),
  'FlowDashboardPage',
);
const ItemNewPage = lazyNamed(() => import('@/features/flow/items/item-new-page'), 'ItemNewPage');
const InStockItemsPage = lazyNamed(
  () => import('@/features/flow/items/in-stock-items-page'),
  'InStockItemsPage',
);
const NotFoundPage = lazyNamed(() => import('./pages/not-found-page'), 'NotFoundPage');

type Screen = ComponentType & { preload: () => Promise<void> };

const screen = (path: string, Component: Screen, title: string): RouteObject => ({
  path,
  element: <Component />,
  handle: { title, preload: Component.preload } satisfies RouteHandle,
});

/** Pulse screens also answer at a short alias (/customers, /agreements, ...). */
const withAlias = (alias: string, route: RouteObject): RouteObject[] => [
  route,
  { ...route, path: alias },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SessionGate />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Errors inside a screen keep the top bar and drawer around the error message.
        errorElement: <RouteErrorPage />,
        children: [
          screen('/', HubPage, 'Platform Hub'),
          { path: '/signin', element: <Navigate to="/" replace /> },

          screen('/pulse', PulseHomePage, 'Pulse'),
          screen('/pulse/dashboard', DashboardPage, 'Dashboard'),
          ...withAlias('/customers', screen('/pulse/customers', CustomersPage, 'Customers')),
          screen('/pulse/customers/:id', CustomerPage, 'Customer'),
          ...withAlias('/agreements', screen('/pulse/agreements', AgreementsPage, 'Agreements')),
          screen('/pulse/agreements/new', AgreementNewPage, 'Lease Purchase Agreement'),
          screen('/pulse/agreements/:agreementId', AgreementPage, 'Agreement'),
          screen('/pulse/agreements/:agreementId/contract', AgreementContractPage, 'Contract'),
          screen('/pulse/agreements/:agreementId/payoff-quote', PayoffQuotePage, 'Payoff quote'),
          ...withAlias('/payments', screen('/pulse/payments', PaymentLogPage, 'Payment Log')),
          screen('/pulse/payments/:paymentId/receipt', ReceiptPage, 'Receipt'),
          screen('/pulse/payment', ProcessPaymentPage, 'Process Payment'),
          // Not 'Payment Successful!' until the page has checked it with the server.
          screen('/pulse/payment/success', PaymentSuccessPage, 'Card Payment'),
          screen('/pulse/payment/error', PaymentErrorPage, 'Payment Failed'),
          ...withAlias(
            '/exceptions',
            screen('/pulse/exceptions', ExceptionsPage, 'Delinquent Accounts'),
          ),
          screen('/pulse/end-of-day', EndOfDayPage, 'End of Day'),
          screen('/pulse/reports', ReportsPage, 'Reports'),
          screen('/pulse/settings', SettingsPage, 'Store Settings'),
          screen('/pulse/employees', EmployeesPage, 'Employees'),
          screen('/pulse/audit', AuditPage, 'Audit'),
          screen('/pulse/collections', CollectionsPage, 'Collections'),
          screen('/pulse/collections/visits', MyVisitsPage, 'My visits today'),
          screen('/pulse/collections/:customerId', WorkAccountPage, 'Work account'),

          screen('/core', CoreDashboardPage, 'Core Dashboard'),
          screen('/core/contacts', ContactsListPage, 'Contacts'),
          screen('/core/contacts/new', ContactNewPage, 'Create Contact'),
          screen('/core/contacts/:id', ContactDetailPage, 'Contact'),
          screen('/core/engagements', EngagementsPage, 'Engagements'),
          screen('/core/calendar', CalendarPage, 'Calendar'),
          screen('/core/timeclock', TimeClockPage, 'Time Clock'),

          screen('/connect', SalesPipelinePage, 'Sales Pipeline'),
          screen('/connect/marketing', MarketingPage, 'Marketing'),

          screen('/flow', FlowDashboardPage, 'Flow Dashboard'),
          screen('/flow/new', ItemNewPage, 'New Item'),
          screen('/flow/instock', InStockItemsPage, 'In Stock Items'),

          screen('*', NotFoundPage, 'Page Not Found'),
        ],
      },
    ],
  },
];

/** Starts loading the chunk of the screen at `pathname` (not awaited: a failure shows on render). */
export function preloadRoute(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    void (route.handle as RouteHandle | undefined)?.preload?.().catch(() => undefined);
  }
}

export const router = createBrowserRouter(routes);
