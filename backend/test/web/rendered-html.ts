import { join } from 'node:path';
import { PUBLIC_WEB_DIST } from '../../src/config/paths.js';

// Reading the pages the server renders with the public site's components (server-render.ts).

/** The real public site build (npm run build -w public-web): its server renderer is what is under test. */
export const RENDERER = join(PUBLIC_WEB_DIST, 'ssr', 'entry-server.js');

/** The markup of #root in a rendered page. */
export const renderedRoot = (page: string) =>
  page.match(/<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/)?.[1];

/** The `[queryKey, data]` pairs inlined for hydration. */
export const renderedState = (page: string) =>
  JSON.parse(page.match(/<script type="application\/json" id="mh-state">([^<]*)<\/script>/)![1]) as [
    queryKey: unknown[],
    data: unknown,
  ][];
