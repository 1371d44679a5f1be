import type { SiteRoute } from '@multyhealth/rules';

/**
 * The heading of each page the browser draws by itself (the same words as its own heading), shown with a note when
 * JavaScript is off: a visitor without it sees which page this is and how to go on, never a blank screen. The legal
 * pages are server-rendered; theirs shows only when the renderer is missing or failed.
 */
const NOSCRIPT_HEADINGS: Partial<Record<SiteRoute, string>> = {
  register: 'Regístrate como distribuidor',
  login: 'Iniciar Sesión',
  dashboard: 'Mi panel',
  terms: 'Términos y Condiciones',
  privacy: 'Política de Privacidad',
  forgotPassword: 'Recuperar contraseña',
  resetPassword: 'Elige tu contraseña',
  registrationStatus: 'Mi registro',
  orderTracking: 'Tu pedido',
};

/** Server-rendered pages whose form only works with JavaScript: they show the form and still say so. */
const FORM_NEEDS_SCRIPT: ReadonlySet<SiteRoute> = new Set<SiteRoute>([
  'register',
  'login',
  'forgotPassword',
  'resetPassword',
  'registrationStatus',
]);

const NOTE =
  '<p>Esta página necesita JavaScript para funcionar. Actívalo en tu navegador y vuelve a cargarla.</p>' +
  '<p><a href="/">Ir a la página de inicio</a></p>';

/**
 * The page with its <noscript> heading and note after #root; unchanged for routes without one. A <div>, not a <main>:
 * the HTML checker counts a <main> in <noscript> beside the one the page draws.
 */
export function withNoscriptPage(html: string, route: SiteRoute): string {
  const heading = NOSCRIPT_HEADINGS[route];
  if (!heading) return html;
  const note = `<noscript><div class="container section"><h1>${heading}</h1>${NOTE}</div></noscript>`;
  return html.replace(/<div id="root"><\/div>/, (root) => `${root}\n    ${note}`);
}

/**
 * A rendered page (its own heading and main) with the note above it for a browser without JavaScript, outside #root,
 * which the browser hydrates; unchanged for pages that work without it.
 */
export function withNoscriptNote(html: string, route: SiteRoute): string {
  if (!FORM_NEEDS_SCRIPT.has(route)) return html;
  return html.replace(
    '<div id="root">',
    () => `<noscript><div class="noscript-note">${NOTE}</div></noscript>\n    <div id="root">`,
  );
}
