import { Navigate, type RouteObject } from 'react-router';
import { DeepLinkGate } from './deep-link/deep-link-gate';
import { RouteErrorPage } from './errors/route-error.page';
import { ModuleGuard } from './guards/module-guard';
import { RouteGuard } from './guards/route-guard';
import { AdminLayout } from './layouts/admin.layout';
import { PlainLayout } from './layouts/plain.layout';
import { NotFoundPage } from './not-found.page';
import { PageLoader } from './page-loader';
import { LandingPage } from '../features/landing/landing.page';
import { LegalPage } from '../features/landing/legal.page';
import { LoginPage } from '../features/account/onboarding/login.page';
import { ManageSessionPage } from '../features/account/onboarding/manage-session.page';
import { CompanyDetailsPage } from '../features/account/onboarding/company-details.page';
import { FeaturesPage } from '../features/account/onboarding/features.page';
import { SecurityServicePage } from '../features/account/security/security-service.page';
import { UserProfilePage } from '../features/account/profile/user-profile.page';
import { RegistrationDetailsPage } from '../features/account/profile/registration-details.page';
import { DashboardPage } from '../features/dashboard/dashboard.page';
import { PaymentRedirectPage } from '../features/payment/payment-redirect.page';
import { PaymentSuccessPage } from '../features/payment/payment-success.page';
import { PrepaymentAlertPage } from '../features/payment/prepayment-alert.page';
import { TestCheckoutPage } from '../features/payment/test-checkout.page';
import { OutboxPage } from '../features/dev-outbox/outbox.page';

// The mapping, client and file-editor screens carry pdf.js and pdf-lib: loaded when first opened,
// so sign-in and the dashboard do not download them.
const mappingList = async () => ({
  Component: (await import('../features/mappings/list/mapping-list.page')).MappingListPage,
});
const createMapping = async () => ({
  Component: (await import('../features/mappings/wizard/create-mapping.page')).CreateMappingPage,
});
const editMapping = async () => ({
  Component: (await import('../features/mappings/wizard/edit-mapping.page')).EditMappingPage,
});
const manualUpload = async () => ({
  Component: (await import('../features/upload/manual-upload.page')).ManualUploadPage,
});
const capture = async () => ({ Component: (await import('../features/capture/capture.page')).CapturePage });
const approveData = async () => ({
  Component: (await import('../features/approval/approve-data.page')).ApproveDataPage,
});
const manageIntegrations = async () => {
  const { ManageIntegrationsPage } = await import('../features/integrations/manage-integrations.page');
  return {
    Component: () => (
      <ModuleGuard module="ICR">
        <ManageIntegrationsPage />
      </ModuleGuard>
    ),
  };
};
const integrationPartner = async () => {
  const { IntegrationPartnerPage } = await import('../features/integrations/integration-partner.page');
  return {
    Component: () => (
      <ModuleGuard module="ICR">
        <IntegrationPartnerPage />
      </ModuleGuard>
    ),
  };
};
const billing = async () => ({ Component: (await import('../features/billing/billing.page')).BillingPage });
const fileEditor = async () => ({
  Component: (await import('../features/file-editor/file-editor.page')).FileEditorPage,
});
const fileLogs = async () => {
  const { ProcessLogPage } = await import('../features/process-log/process-log.page');
  return {
    Component: () => (
      <ModuleGuard module="ICR">
        <ProcessLogPage />
      </ModuleGuard>
    ),
  };
};
const manageClient = async () => {
  const { ManageClientPage } = await import('../features/clients/manage-client.page');
  return {
    Component: () => (
      <ModuleGuard module="ICR">
        <ManageClientPage />
      </ModuleGuard>
    ),
  };
};

/**
 * The app's pages: public (/, /legal), the sign-up steps under /auth, the
 * /manage hub and payment pages, /success, and the signed-in /admin layout
 * (spec 000 §2, spec 002 §2). DeepLinkGate runs first on
 * every route; RouteGuard applies guard-rules.ts (manage-session is the
 * unguarded hub).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <DeepLinkGate />,
    // shown while a lazy route's code loads on the first page of a visit (React Router warns without one)
    hydrateFallbackElement: <PageLoader />,
    // never React Router's developer screen: a page of the app, which reloads once into a new version (issue 26)
    errorElement: <RouteErrorPage fullPage />,
    children: [
      {
        element: <RouteGuard />,
        children: [
          { path: '/', element: <LandingPage /> },
          { path: '/legal', element: <LegalPage /> },
          { path: '/dev/outbox', element: <OutboxPage /> },
          {
            path: '/auth',
            element: <PlainLayout />,
            children: [
              { index: true, element: <Navigate to="/auth/login" replace /> },
              { path: 'login', element: <LoginPage /> },
              { path: 'configure-company-details', element: <CompanyDetailsPage /> },
              { path: 'features', element: <FeaturesPage /> },
              { path: 'configure-security-service', element: <SecurityServicePage /> },
              { path: '*', element: <Navigate to="/auth/login" replace /> },
            ],
          },
          {
            path: '/manage',
            element: <PlainLayout withSessionTimer />,
            children: [
              { index: true, element: <Navigate to="/manage/registration-details" replace /> },
              { path: 'registration-details', element: <RegistrationDetailsPage /> },
              { path: 'payment-redirect', element: <PaymentRedirectPage /> },
              // the embedded provider's checkout (no payment provider configured): GetPaymentLink / CreateTopUp answer it
              { path: 'test-checkout/:checkoutId', element: <TestCheckoutPage /> },
              { path: '*', element: <Navigate to="/manage/registration-details" replace /> },
            ],
          },
          // The hub sits outside the timed layout: it runs before any session exists.
          {
            path: '/manage/manage-session',
            element: <PlainLayout />,
            children: [{ index: true, element: <ManageSessionPage /> }],
          },
          {
            path: '/success',
            element: <PlainLayout withSessionTimer />,
            children: [
              { index: true, element: <PaymentSuccessPage /> },
              { path: 'prepayment-alert', element: <PrepaymentAlertPage /> },
              { path: '*', element: <PaymentSuccessPage /> },
            ],
          },
          {
            path: '/prepayment-alert',
            element: <PlainLayout withSessionTimer />,
            children: [{ index: true, element: <PrepaymentAlertPage /> }],
          },
          {
            path: '/admin',
            element: <AdminLayout />,
            children: [
              {
                // a page that fails keeps the navigation around its error page
                errorElement: <RouteErrorPage />,
                children: [
                  { index: true, element: <Navigate to="/admin/dashboard" replace /> },
                  { path: 'dashboard', element: <DashboardPage /> },
                  { path: 'user-profile', element: <UserProfilePage /> },
                  { path: 'manage-mapping', lazy: mappingList },
                  { path: 'create-mapping', lazy: createMapping },
                  { path: 'edit-mapping/:cnId', lazy: editMapping },
                  { path: 'manage-client', lazy: manageClient },
                  { path: 'manage-integrations', lazy: manageIntegrations },
                  { path: 'Manage-integration-partner', lazy: integrationPartner },
                  { path: 'manual-upload', lazy: manualUpload },
                  // the installed phone app's start page (manifest start_url, docs/mobile.md)
                  { path: 'capture', lazy: capture },
                  { path: 'file-logs', lazy: fileLogs },
                  { path: 'file-editor', lazy: fileEditor },
                  { path: 'billing', lazy: billing },
                  { path: 'approvedata/:dtId', lazy: approveData },
                  {
                    // every screen's full help, opened from the navbar's Help (issue 26)
                    path: 'help/:topic?',
                    lazy: async () => ({ Component: (await import('../features/help/help.page')).HelpPage }),
                  },
                  { path: '*', element: <Navigate to="/admin/dashboard" replace /> },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
