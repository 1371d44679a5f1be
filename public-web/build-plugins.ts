import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes .br and .gz copies of text assets; the backend serves them by Accept-Encoding
 * (backend/src/platform/http/web-assets.ts), since the API server compresses nothing itself.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'multyhealth:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const dir = join(outDir, 'assets');
      for (const file of readdirSync(dir)) {
        if (!/\.(js|css|svg|json)$/.test(file)) continue;
        const source = readFileSync(join(dir, file));
        if (source.length < 1024) continue;
        writeFileSync(
          join(dir, `${file}.br`),
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(join(dir, `${file}.gz`), gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * route-preloads.json: for each route whose HTML the server sends, the chunks and styles of its lazy module, so the
 * server can <link rel="modulepreload"> them and the page needs no second round trip before it renders.
 */
export function routePreloads(routes: Record<string, string>): Plugin {
  return {
    name: 'multyhealth:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const result: Record<string, { js: string[]; css: string[] }> = {};
      for (const [route, module] of Object.entries(routes)) {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
        if (!chunk) throw new Error(`route-preloads: no chunk for ${module}`);
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          const current = byFile.get(fileName);
          if (!current || js.has(fileName) || current.isEntry) return;
          js.add(fileName);
          current.viteMetadata?.importedCss.forEach((file) => css.add(file));
          current.imports.forEach(visit);
        };
        visit(chunk.fileName);
        result[route] = { js: [...js].map((f) => `/${f}`), css: [...css].map((f) => `/${f}`) };
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(result, null, 2) });
    },
  };
}

/** Preloads the Latin subset of Inter so text does not reflow when the font arrives. */
export function preloadFont(namePart: string): Plugin {
  return {
    name: 'multyhealth:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find(
          (file) => file.includes(namePart) && file.endsWith('.woff2'),
        );
        // A renamed font file would otherwise ship the page without its preload, and the text would reflow.
        if (!font) throw new Error(`No hay ninguna fuente .woff2 que contenga «${namePart}» para precargar`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
