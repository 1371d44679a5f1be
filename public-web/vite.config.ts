import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
// By path: the config is bundled with its relative imports, while a workspace package would be loaded as raw .ts.
import { brand } from '../brand/src/tokens';
import type { ServerRenderedRoute } from '@multyhealth/rules';
import { precompress, preloadFont, routePreloads } from './build-plugins';

/** The lazy module of each server-rendered route (rules/src/site-routes.ts): the server preloads its code. */
const SERVER_RENDERED_MODULES: Record<ServerRenderedRoute, string> = {
  home: 'src/app/routes/landing.route.tsx',
  distributor: 'src/app/routes/distributor.route.tsx',
  terms: 'src/app/routes/legal.route.tsx',
  privacy: 'src/app/routes/legal.route.tsx',
  register: 'src/app/routes/register.route.tsx',
  login: 'src/app/routes/login.route.tsx',
  forgotPassword: 'src/app/routes/forgot-password.route.tsx',
  resetPassword: 'src/app/routes/reset-password.route.tsx',
  registrationStatus: 'src/app/routes/registration-status.route.tsx',
  orderTracking: 'src/app/routes/order-tracking.route.tsx',
};

/**
 * The installed app (/manifest.webmanifest, linked from index.html and so from every page) and its service worker
 * src/sw.ts, built to /sw.js with the site's files precached by Workbox; the dashboard registers it
 * (app-update.ui.tsx) and offers 'Actualizar' when a new one waits (docs/decisions/1794-installable-dashboard.md).
 */
const installableApp = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      id: '/dashboard',
      name: 'Multyhealth · Mi panel',
      short_name: 'Mi panel',
      description: 'Tu panel de distribuidor Multyhealth: pedidos, pagos y tu página.',
      lang: 'es-CO',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: brand.greenDark,
      background_color: brand.greenSoft,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      rollupFormat: 'iife',
      // The site's code, styles and fonts, the app shell and its icons; never pictures or the server renderer.
      globPatterns: ['index.html', 'assets/*.{js,css,woff2}', 'favicon.svg', 'icons/*.png'],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
  });

// `vite build` is the browser's site; `vite build --ssr` (npm run build) the server renderer of the same components,
// one self-contained ES module in dist/ssr that the backend imports (backend/src/platform/http/web-assets.ts).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        routePreloads(SERVER_RENDERED_MODULES),
        preloadFont('inter-latin-wght-400-800'),
        precompress(),
        installableApp(),
      ],
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/ssr', copyPublicDir: false }
    : { manifest: true, target: 'es2022' },
  ssr: { noExternal: true, target: 'node' },
  // React's production build on the server too, whatever NODE_ENV the backend runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  test: { environment: 'jsdom', include: ['src/**/*.spec.{ts,tsx}'] },
}));
