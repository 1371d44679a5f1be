import { Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary, LoadFailed } from '../components/ui/error-boundary.ui';
import { LeafLogo } from '../components/ui/icons.ui';
import { paths } from '../config/paths';
import { lazyWithRetry } from '../lib/lazy-retry';
import { ScrollManager } from './scroll-manager';
import { SITE_ROUTES } from '@multyhealth/rules';

// Every route is its own chunk: / and /u/{slug} load no MUI, dashboard or admin code (docs/performance.md, 'Rendimiento web').
const LandingRoute = lazyWithRetry(() => import('./routes/landing.route'));
const DistributorRoute = lazyWithRetry(() => import('./routes/distributor.route'));
const RegisterRoute = lazyWithRetry(() => import('./routes/register.route'));
const LoginRoute = lazyWithRetry(() => import('./routes/login.route'));
const DashboardRoute = lazyWithRetry(() => import('./routes/dashboard.route'));
const LegalRoute = lazyWithRetry(() => import('./routes/legal.route'));
const ForgotPasswordRoute = lazyWithRetry(() => import('./routes/forgot-password.route'));
const ResetPasswordRoute = lazyWithRetry(() => import('./routes/reset-password.route'));
const RegistrationStatusRoute = lazyWithRetry(() => import('./routes/registration-status.route'));
const OrderTrackingRoute = lazyWithRetry(() => import('./routes/order-tracking.route'));
const NotFoundRoute = lazyWithRetry(() => import('./routes/not-found.route'));

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** The routes themselves, inside whichever router the caller provides (the browser's, or the server renderer's). */
export function AppRoutes() {
  return (
    <>
      <ScrollManager />
      <RouteBoundary>
        <Routes>
          <Route path={SITE_ROUTES.home} element={<LandingRoute />} />
          <Route path={SITE_ROUTES.distributor} element={<DistributorRoute />} />
          <Route path={SITE_ROUTES.register} element={<RegisterRoute />} />
          <Route path={SITE_ROUTES.login} element={<LoginRoute />} />
          <Route path={SITE_ROUTES.dashboard} element={<DashboardRoute />} />
          <Route path={SITE_ROUTES.terms} element={<LegalRoute />} />
          <Route path={SITE_ROUTES.privacy} element={<LegalRoute />} />
          <Route path={SITE_ROUTES.forgotPassword} element={<ForgotPasswordRoute />} />
          <Route path={SITE_ROUTES.resetPassword} element={<ResetPasswordRoute />} />
          <Route path={SITE_ROUTES.registrationStatus} element={<RegistrationStatusRoute />} />
          <Route path={SITE_ROUTES.orderTracking} element={<OrderTrackingRoute />} />
          {/* The server answers 404 for exactly the paths this catches (rules/src/site-routes.ts). */}
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </RouteBoundary>
    </>
  );
}

/** A page that fails to load or render shows a retry in its place; moving to another page clears it. */
function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={(retry) => (
        <>
          <header className="route-failed__header">
            {/* A full page load: whatever failed here is not needed to leave. */}
            <a href={paths.home} className="brand-link">
              <LeafLogo /> Multyhealth
            </a>
          </header>
          <main className="route-failed">
            <LoadFailed retry={retry} title="No pudimos cargar esta página" />
            <p className="route-failed__home">
              <a href={paths.home}>Ir a la página de inicio</a>
            </p>
          </main>
        </>
      )}
    >
      <Suspense fallback={<div className="route-loading" aria-busy="true" />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
