import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress, preloadFont, routePreloads } from './build-plugins';

// `vite build` is the browser's site; `vite build --ssr` (npm run build) the server renderer of the same components,
// one self-contained ES module in dist/ssr that the backend imports (backend/src/platform/http/web-assets.ts).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        routePreloads({ '/': 'src/app/routes/landing.route.tsx', '/u/': 'src/app/routes/distributor.route.tsx' }),
        preloadFont('inter-latin-wght-normal'),
        precompress(),
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
