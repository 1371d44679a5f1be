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
};

/** The page with its <noscript> heading and note after #root; unchanged for routes without one. */
export function withNoscriptPage(html: string, route: SiteRoute): string {
  const heading = NOSCRIPT_HEADINGS[route];
  if (!heading) return html;
  const note =
    `<noscript><main class="container section"><h1>${heading}</h1>` +
    '<p>Esta página necesita JavaScript para funcionar. Actívalo en tu navegador y vuelve a cargarla.</p>' +
    '<p><a href="/">Ir a la página de inicio</a></p></main></noscript>';
  return html.replace(/<div id="root"><\/div>/, (root) => `${root}\n    ${note}`);
}
