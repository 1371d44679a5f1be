import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ScrollManager } from './scroll-manager';

// Every route is its own chunk: / and /u/{slug} load no MUI, dashboard or admin code (README 'Rendimiento web').
const LandingRoute = lazy(() => import('./routes/landing.route'));
const DistributorRoute = lazy(() => import('./routes/distributor.route'));
const RegisterRoute = lazy(() => import('./routes/register.route'));
const LoginRoute = lazy(() => import('./routes/login.route'));
const DashboardRoute = lazy(() => import('./routes/dashboard.route'));
const ForgotPasswordRoute = lazy(() => import('./routes/forgot-password.route'));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password.route'));
const RegistrationStatusRoute = lazy(() => import('./routes/registration-status.route'));
const NotFoundRoute = lazy(() => import('./routes/not-found.route'));

export function AppRouter() {
  return (
    <BrowserRouter>
      <ScrollManager />
      <Suspense fallback={<div className="route-loading" aria-busy="true" />}>
        <Routes>
          <Route path="/" element={<LandingRoute />} />
          <Route path="/u/:slug" element={<DistributorRoute />} />
          <Route path="/register" element={<RegisterRoute />} />
          <Route path="/login" element={<LoginRoute />} />
          <Route path="/dashboard" element={<DashboardRoute />} />
          <Route path="/recuperar-contrasena" element={<ForgotPasswordRoute />} />
          <Route path="/restablecer-contrasena" element={<ResetPasswordRoute />} />
          <Route path="/registro/:token" element={<RegistrationStatusRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
