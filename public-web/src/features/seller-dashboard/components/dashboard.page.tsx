import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { MuiShell } from '../../../components/layouts/mui-shell.layout';
import { ErrorBoundary } from '../../../components/ui/error-boundary.ui';
import { BrandLink } from '../../../components/ui/brand-link.ui';
import { paths } from '../../../config/paths';
import { AUTH_EXPIRED_EVENT, POLICY_ACCEPTANCE_EVENT } from '../../../lib/api-client';
import { loginKeeping } from '../../../lib/return-path';
import { clearSession, useSession } from '../../../lib/session.store';
import { useDashboard, type SellerDashboard } from '../api/get-dashboard.query';
import { useSellerTestimonials } from '../api/get-seller-testimonials.query';
import { AppUpdate } from './app-update.ui';
import { DashboardHeader } from './dashboard-header.ui';
import { DashboardSkeleton } from './dashboard-skeleton.ui';
import { IosInstallHint } from './ios-install-hint.ui';
import { OfflineBanner } from './offline.banner';
import { useShownDashboard } from './shown-dashboard.hook';
import { GalleryTab } from './gallery.tab';
import { LoadError } from './load-error.ui';
import { MaterialTabLazy } from './material-tab.lazy';
import { MyDataTab } from './my-data.tab';
import { PolicyAcceptanceScreen } from './policy-acceptance.ui';
import { OverviewTab } from './overview.tab';
import { OrdersTabLabel } from './orders-tab-label.ui';
import { PricesTab } from './prices.tab';
import { ProfileTab } from './profile.tab';
import { SessionExpiredBanner } from './session-expired.banner';
import { StatCards } from './stat-cards.ui';
import { SubscriptionBanner } from './subscription.banner';
import { TestimonialsTab } from './testimonials.tab';
import { VideoTab } from './video.tab';
import { lazyWithRetry } from '../../../lib/lazy-retry';

const MyNetworkTab = lazyWithRetry(() => import('./my-network.tab'));
const OrdersTab = lazyWithRetry(() => import('./orders.tab'));
const linkedOrder = (search: string) => Number(new URLSearchParams(search).get('order')) || null;

const TABS = [
  ['overview', 'Resumen'],
  ['orders', 'Pedidos'],
  ['profile', 'Perfil'],
  ['video', 'Video'],
  ['prices', 'Precios'],
  ['testimonials', 'Testimonios'],
  ['gallery', 'Galería'],
  ['material', 'Material'],
  ['network', 'Mi Red'],
  ['my-data', 'Mis datos'],
] as const;

type TabId = (typeof TABS)[number][0];

/** Guards: no session → /login; admins → /admin; an expired session → 'Sesión Expirada'. */
export function DashboardPage() {
  const session = useSession();
  const [authExpired, setAuthExpired] = useState(false);
  // Logging out clears the session before the move to / lands: without this the guard below would send to /login.
  const [loggingOut, setLoggingOut] = useState(false);
  useEffect(() => {
    const onExpired = () => setAuthExpired(true);
    window.addEventListener(AUTH_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(AUTH_EXPIRED_EVENT, onExpired);
  }, []);

  if (session.expired) {
    return (
      <MuiShell>
        <Box sx={{ minHeight: '100dvh', bgcolor: '#F0F7F2', display: 'grid', placeItems: 'center', px: 2, py: 6 }}>
          <Box sx={{ width: '100%', maxWidth: 520, display: 'grid', gap: 3, justifyItems: 'center' }}>
            <BrandLink />
            <SessionExpiredBanner />
          </Box>
        </Box>
      </MuiShell>
    );
  }
  if (loggingOut) return null;
  if (!session.authenticated || !session.user) return <Navigate to={loginKeeping(window.location)} replace />;
  if (session.user.role === 'admin') {
    window.location.replace(paths.admin);
    return null;
  }
  return (
    <MuiShell>
      <Dashboard
        memberId={session.user.id}
        fallbackName={session.user.name}
        authExpired={authExpired}
        onLogout={() => setLoggingOut(true)}
      />
    </MuiShell>
  );
}

function Dashboard({
  memberId,
  fallbackName,
  authExpired,
  onLogout,
}: {
  memberId: number;
  fallbackName: string;
  authExpired: boolean;
  onLogout: () => void;
}) {
  const dashboard = useDashboard(!authExpired);
  const testimonials = useSellerTestimonials(!authExpired);
  // The new-order e-mail links to /dashboard?tab=orders&order={id}.
  const [tab, setTab] = useState<TabId>(() =>
    new URLSearchParams(window.location.search).get('tab') === 'orders' ? 'orders' : 'overview',
  );
  const phone = useMediaQuery('(max-width:767.95px)');
  const shown = useShownDashboard(memberId, dashboard);
  const data = shown.data;
  // A new version of the legal texts: the server answers 428 to everything else until it is accepted.
  const [policyPending, setPolicyPending] = useState(false);
  useEffect(() => {
    const onPending = () => setPolicyPending(true);
    window.addEventListener(POLICY_ACCEPTANCE_EVENT, onPending);
    return () => window.removeEventListener(POLICY_ACCEPTANCE_EVENT, onPending);
  }, []);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = () => {
    onLogout();
    clearSession();
    queryClient.clear();
    void navigate(paths.home);
  };

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: '#F0F7F2', pb: 6 }}>
      <DashboardHeader name={data?.name ?? fallbackName} slug={data?.slug} onLogout={logout} />
      <Container
        component="main"
        id="main"
        maxWidth="lg"
        sx={{ display: 'grid', gap: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 } }}
      >
        <AppUpdate />
        {shown.offline && <OfflineBanner savedAt={shown.savedAt} hasData={Boolean(data)} />}
        <IosInstallHint />
        {authExpired && <SessionExpiredBanner />}
        {policyPending && !authExpired ? (
          <PolicyAcceptanceScreen onAccepted={() => setPolicyPending(false)} onLogout={logout} />
        ) : !data ? (
          (dashboard.isError || shown.offline) && !authExpired ? (
            <Paper sx={{ p: 3 }}>
              <Typography>No pudimos cargar tu panel. Revisa tu conexión y vuelve a intentarlo.</Typography>
              <Button sx={{ mt: 2 }} variant="contained" onClick={() => dashboard.refetch()}>
                Reintentar
              </Button>
            </Paper>
          ) : (
            <DashboardSkeleton />
          )
        ) : (
          <>
            <SubscriptionBanner code={data.code} />
            <StatCards
              visits={data.visitCount ?? 0}
              clicks={data.whatsappClicks ?? 0}
              testimonials={
                testimonials.data ? testimonials.data.length : testimonials.isError || shown.offline ? null : 0
              }
            />
            <Paper sx={{ borderRadius: 3.5, overflow: 'hidden' }}>
              <Tabs
                value={tab}
                onChange={(_event, value: TabId) => setTab(value)}
                variant={phone ? 'scrollable' : 'standard'}
                scrollButtons={phone ? true : false}
                allowScrollButtonsMobile
                aria-label="Secciones del panel"
                sx={{ borderBottom: 1, borderColor: 'divider', px: { sm: 1 } }}
              >
                {TABS.map(([id, label]) => (
                  <Tab
                    key={id}
                    value={id}
                    label={id === 'orders' ? <OrdersTabLabel /> : label}
                    id={`tab-${id}`}
                    aria-controls={`panel-${id}`}
                  />
                ))}
              </Tabs>
              <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} sx={{ p: { xs: 2, sm: 3 } }}>
                <ErrorBoundary
                  resetKey={tab}
                  fallback={(retry) => <LoadError text="No pudimos mostrar esta sección." retry={retry} />}
                >
                  <TabContent tab={tab} data={data} />
                </ErrorBoundary>
              </Box>
            </Paper>
          </>
        )}
      </Container>
    </Box>
  );
}

function TabContent({ tab, data }: { tab: TabId; data: SellerDashboard }): ReactNode {
  switch (tab) {
    case 'overview':
      return <OverviewTab data={data} />;
    case 'orders':
      return (
        <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
          <OrdersTab focusOrder={linkedOrder(window.location.search)} />
        </Suspense>
      );
    case 'profile':
      return <ProfileTab data={data} />;
    case 'video':
      return <VideoTab data={data} />;
    case 'prices':
      return <PricesTab showPrices={data.showPrices} />;
    case 'testimonials':
      return <TestimonialsTab />;
    case 'gallery':
      return <GalleryTab />;
    case 'material':
      return <MaterialTabLazy seller={data} />;
    case 'network':
      return (
        <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
          <MyNetworkTab data={data} />
        </Suspense>
      );
    case 'my-data':
      return <MyDataTab />;
  }
}
