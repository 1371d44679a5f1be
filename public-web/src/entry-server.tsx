import {
  isServerRendered,
  matchSiteRoute,
  passwordLinkCheckPath,
  PUBLIC_CONTENT_LIST_NAMES,
  PUBLIC_CONTENT_LISTS,
  type ApiLoader,
  type PageData,
  type PublicContentList,
  type RenderedMarkup,
  type RenderOptions,
  type ServerRenderBundle,
  type ServerRenderedRoute,
} from '@multyhealth/rules';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { announcementsQueryOptions } from './api/get-announcements.query';
import { corporateVideoQueryOptions } from './api/get-corporate-video.query';
import { faqQueryOptions } from './api/get-faq.query';
import { productFeaturesQueryOptions } from './api/get-product-features.query';
import { productsQueryOptions } from './api/get-products.query';
import { teamImagesQueryOptions } from './api/get-team-images.query';
import { testimonialsQueryOptions } from './api/get-testimonials.query';
import { brandVariablesCss } from './app/brand-variables';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { paths } from './config/paths';
import { publicPageQueryOptions, type PublicPage } from './features/distributor-page/api/get-public-page.query';
import { orderTrackingQueryOptions } from './features/order-tracking/api/get-order-tracking.query';
import { legalTextQueryOptions, type LegalKind } from './features/legal/api/get-legal-text.query';
import { passwordLinkQueryOptions } from './features/password-reset/api/check-link.query';
import { registrationQueryOptions } from './features/registration-status/api/registration-status.query';
import { accountPricingQueryOptions } from './features/registration/api/get-account-pricing.query';
import { createQueryClient } from './lib/query-client';
import { CompanyWhatsappContext } from './lib/company-whatsapp.context';
import { CreatorCreditContext } from './lib/creator-credit.context';

/** The query of each public content list of the shared registry: a list without one fails to compile. */
const LIST_QUERIES: Record<PublicContentList, () => { queryKey: readonly unknown[] }> = {
  products: productsQueryOptions,
  productFeatures: productFeaturesQueryOptions,
  testimonials: testimonialsQueryOptions,
  teamImages: teamImagesQueryOptions,
  faq: faqQueryOptions,
  corporateVideo: corporateVideoQueryOptions,
  announcementsAll: () => announcementsQueryOptions(),
};

type PageLoader = (
  client: QueryClient,
  load: ApiLoader,
  params: Record<string, string>,
  query: URLSearchParams,
) => Promise<unknown>;

/** What each server-rendered route of the shared registry loads: a route without a loader fails to compile. */
const PAGE_LOADERS: Record<ServerRenderedRoute, PageLoader> = {
  home: (client, load) => loadLanding(client, load),
  distributor: (client, load, params) => loadDistributor(client, load, params.slug),
  terms: (client, load) => loadLegal(client, load, 'terminos'),
  privacy: (client, load) => loadLegal(client, load, 'privacidad'),
  register: (client, load) => fill(client, accountPricingQueryOptions(), load, paths.api.accountPricing),
  // The sign-in and password pages show a form and nothing loaded.
  login: () => Promise.resolve(),
  forgotPassword: () => Promise.resolve(),
  // The e-mailed link's check, made by the server for this token (public-site-pages.ts passwordPage()).
  resetPassword: (client, load, _params, query) => {
    const token = query.get('token');
    return token
      ? fill(client, passwordLinkQueryOptions(token), load, passwordLinkCheckPath(token))
      : Promise.resolve();
  },
  // The applicant's private page, read by the server for this token (public-site-pages.ts registration()).
  registrationStatus: (client, load, params) =>
    fill(client, registrationQueryOptions(params.token), load, paths.api.registrationStatus(params.token)),
  // The customer's private order page, read by the server for this reference and token (public-site-pages.ts).
  orderTracking: (client, load, params, query) => {
    const token = query.get('t') ?? '';
    return token
      ? fill(
          client,
          orderTrackingQueryOptions(params.reference, token),
          load,
          paths.api.orderTracking(params.reference, token),
        )
      : Promise.resolve();
  },
};

/**
 * The data a server-rendered page shows, loaded through `load` so that the markup comes out complete (no loading
 * placeholders); null for paths the browser renders itself. A list that fails to load is left out: its section
 * renders its placeholder and the browser asks for it.
 */
export async function loadPage(path: string, load: ApiLoader): Promise<PageData | null> {
  const [pathname, search = ''] = path.split('?');
  const match = matchSiteRoute(pathname);
  if (!match || !isServerRendered(match.route)) return null;
  const queryClient = createQueryClient();
  await PAGE_LOADERS[match.route](queryClient, load, match.params, new URLSearchParams(search));
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => [query.queryKey, query.state.data]);
}

/** The page rendered by the same components the browser hydrates (main.tsx); the same data gives the same bytes. */
export async function renderPage(path: string, data: PageData, options: RenderOptions = {}): Promise<RenderedMarkup> {
  const queryClient = createQueryClient();
  for (const [key, value] of data) queryClient.setQueryData(key, value, { updatedAt: 0 });
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider queryClient={queryClient} prerendered>
        <CompanyWhatsappContext.Provider value={options.companyWhatsapp}>
          <CreatorCreditContext.Provider value={options.creator}>
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          </CreatorCreditContext.Provider>
        </CompanyWhatsappContext.Provider>
      </AppProvider>
    </StrictMode>,
    // Every section inline, in order: with a smaller chunk size React would send later sections separately, to be put
    // in place by an inline script (which the CSP refuses, and a page without JavaScript would never run).
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // A component that failed on the server would leave a hole for the browser to fill: the caller serves the plain
  // app instead, and the error is reported.
  if (errors.length) throw errors[0];
  const html = await new Response(prelude).text();
  return { html, state: data, headStyle: brandVariablesCss() };
}

const fill = (client: QueryClient, options: { queryKey: readonly unknown[] }, load: ApiLoader, apiPath: string) =>
  client.prefetchQuery({ queryKey: options.queryKey, queryFn: () => load(apiPath), retry: false });

/** The landing shows every list of the registry. */
function loadLanding(client: QueryClient, load: ApiLoader): Promise<unknown> {
  return Promise.all(
    PUBLIC_CONTENT_LIST_NAMES.map((name) => fill(client, LIST_QUERIES[name](), load, PUBLIC_CONTENT_LISTS[name])),
  );
}

/** What DistributorPage reads for this seller: the page, products, local news, and the lists its settings ask for. */
async function loadDistributor(client: QueryClient, load: ApiLoader, slug: string): Promise<void> {
  const page = (await load(paths.api.publicPage(slug))) as PublicPage;
  client.setQueryData(publicPageQueryOptions(slug).queryKey, page);
  const place = { city: page.user.city, country: page.user.country };
  await Promise.all([
    fill(client, productsQueryOptions(), load, paths.api.products),
    fill(client, announcementsQueryOptions(place), load, paths.api.announcements(place)),
    page.testimonials.length === 0 && fill(client, testimonialsQueryOptions(), load, paths.api.testimonials),
    page.user.showFAQ && fill(client, faqQueryOptions(), load, paths.api.faq),
  ]);
}

/** The legal text; if it fails to load, the page renders its retry and the browser asks again. */
function loadLegal(client: QueryClient, load: ApiLoader, kind: LegalKind): Promise<void> {
  return fill(client, legalTextQueryOptions(kind), load, paths.api.legal(kind));
}

/** What the backend imports from the built bundle (backend/src/platform/http/server-render.ts). */
export const serverRender: ServerRenderBundle = { loadPage, renderPage };
