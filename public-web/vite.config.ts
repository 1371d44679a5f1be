import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress, preloadFont, routePreloads } from './build-plugins';

export default defineConfig({
  plugins: [
    react(),
    routePreloads({ '/': 'src/app/routes/landing.route.tsx', '/u/': 'src/app/routes/distributor.route.tsx' }),
    preloadFont('inter-latin-wght-normal'),
    precompress(),
  ],
  build: { manifest: true, target: 'es2022' },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  test: { environment: 'jsdom', include: ['src/**/*.spec.{ts,tsx}'] },
});
