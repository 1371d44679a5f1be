import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const API = process.env.ADMIN_API_PROXY ?? 'http://localhost:3202';

/**
 * Vendor groups so no chunk carries the whole ~1.2 MB react-admin stack; pages are lazy and
 * @mui/x-charts stays out of every group so it only loads with the dashboard's chart.
 */
const VENDOR_GROUPS: { name: string; test: RegExp; priority: number }[] = [
  // Higher priority first takes a package and (recursively) what it imports, so the chunks form a chain without cycles.
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 50 },
  {
    name: 'mui',
    test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|core-downloads-tracker|icons-material)|@emotion)[\\/]/,
    priority: 40,
  },
  {
    name: 'ra-deps',
    test: /node_modules[\\/](@tanstack|react-hook-form|react-router|react-router-dom|lodash|query-string|node-polyglot|inflection|jsonexport|date-fns|react-dropzone|dompurify)[\\/]/,
    priority: 30,
  },
  {
    name: 'ra-core',
    test: /node_modules[\\/](ra-core|ra-i18n-polyglot|ra-language-english|ra-data-simple-rest)[\\/]/,
    priority: 20,
  },
  { name: 'ra-ui', test: /node_modules[\\/](react-admin|ra-ui-materialui)[\\/]/, priority: 10 },
];

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: VENDOR_GROUPS,
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
  },
  server: { proxy: { '/api': API, '/uploads': API, '/images': API } },
});
