import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
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

// `vite build` is the browser's site; `vite build --ssr` (npm run build) the server renderer of the same components,
// one self-contained ES module in dist/ssr that the backend imports (backend/src/platform/http/web-assets.ts).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [react(), routePreloads(SERVER_RENDERED_MODULES), preloadFont('inter-latin-wght-400-800'), precompress()],
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/ssr', copyPublicDir: false }
    : { manifest: true, target: 'es2022' },
  ssr: { noExternal: true, target: 'node' },
  // React's production build on the server too, whatever NODE_ENV the backend runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  test: { environment: 'jsdom', include: ['src/**/*.spec.{ts,tsx}'] },
}));
