import { lazy, useState } from 'react';
import { Admin, CustomRoutes, Resource, localStorageStore } from 'react-admin';
import { RouterProvider, Route, createBrowserRouter } from 'react-router-dom';
import announcements from './announcements';
import material from './material';
import auditLog from './audit-log';
import payments from './payments';
import dataRequests from './data-requests';
import { AdminLayout } from './components/AdminLayout';
import { SingleNotification } from './components/SingleNotification';
import faq from './faq';
import legalTexts from './legal-texts';
import productFeatures from './product-features';
import products from './products';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { readUser } from './providers/session';
import teamImages from './team-images';
import testimonials from './testimonials';
import { adminTheme } from './theme/adminTheme';
import users from './users';
import orders from './orders';

const Dashboard = lazy(() => import('./dashboard/Dashboard'));
const PricingPage = lazy(() => import('./pricing/PricingPage'));
const RenewalsPage = lazy(() => import('./renewals/RenewalsPage'));
const SettingsPage = lazy(() => import('./settings/SettingsPage'));
const CorporateVideoPage = lazy(() => import('./corporate-video/CorporateVideoPage'));
const MigrationPage = lazy(() => import('./migration/MigrationPage'));

/**
 * The back office at /admin; sign-in happens on the public site's /login. Real paths (/admin/users) rather than
 * react-admin's default hash router, the backend falling back to index.html; a data router, which the unsaved-changes
 * warning of the forms needs to block navigation.
 */
export function App() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <Console /> }], { basename: '/admin' }));
  return <RouterProvider router={router} />;
}

function Console() {
  // Chosen columns and saved views stay in this browser, apart for each administrator.
  const [store] = useState(() => localStorageStore(undefined, `Multyhealth-admin-${readUser()?.id ?? 'anon'}`));
  return (
    <Admin
      store={store}
      title="Multyhealth"
      disableTelemetry
      requireAuth
      loginPage={false}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={adminTheme}
      layout={AdminLayout}
      notification={SingleNotification}
      dashboard={Dashboard}
    >
      <Resource name="users" {...users} />
      <Resource name="orders" {...orders} />
      <Resource name="products" {...products} />
      <Resource name="testimonials" {...testimonials} />
      <Resource name="faq" {...faq} />
      <Resource name="legal-texts" {...legalTexts} />
      <Resource name="announcements" {...announcements} />
      <Resource name="material" {...material} />
      <Resource name="product-features" {...productFeatures} />
      <Resource name="team-images" {...teamImages} />
      <Resource name="audit-log" {...auditLog} />
      <Resource name="payments" {...payments} />
      <Resource name="data-requests" {...dataRequests} />
      <CustomRoutes>
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="/renewals" element={<RenewalsPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/video" element={<CorporateVideoPage />} />
        <Route path="/migration" element={<MigrationPage />} />
      </CustomRoutes>
    </Admin>
  );
}
