import { createHash } from 'node:crypto';

/**
 * A server-rendered page shows everything and works (plain WhatsApp links) before its script runs, so the script waits
 * for the first paint: on a slow phone connection the bundle and its chunks no longer share the bandwidth with the
 * HTML, the font and the photo before the page appears. The browser's paint timing says when the first paint is on
 * screen; without it (an old browser) the next frame does; a hidden tab, which paints nothing, starts on a timer.
 */
const LOADER =
  '(function(src){var started=0;function start(){if(started++)return;var s=document.createElement("script");' +
  's.type="module";s.crossOrigin="";s.src=src;document.head.appendChild(s)}' +
  'try{new PerformanceObserver(function(list,observer){observer.disconnect();setTimeout(start)})' +
  '.observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(start)})}' +
  'setTimeout(start,1000)})(document.currentScript.dataset.src)';

/** The loader's hash for the Content-Security-Policy, which otherwise allows no inline script. */
export const START_AFTER_PAINT_CSP = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload"[^>]*>/g;

/** The page with its entry script started by the loader instead, and without module preloads. */
export function startAfterPaint(html: string): string {
  const entry = html.match(entryScript)?.[1];
  if (!entry) return html;
  return html
    .replace(entryScript, '')
    .replace(modulePreload, '')
    .replace('</body>', () => `  <script data-src="${entry}">${LOADER}</script>\n  </body>`);
}
