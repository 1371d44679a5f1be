import { brand } from '@multyhealth/brand/tokens';

const variables = (): Record<string, string> => ({
  '--mh-green': brand.green,
  '--mh-green-dark': brand.greenDark,
  '--mh-green-soft': brand.greenSoft,
  '--mh-yellow': brand.yellow,
  '--mh-whatsapp': brand.whatsapp,
  '--mh-text': brand.text,
  '--mh-text-muted': brand.textMuted,
  '--mh-danger': brand.danger,
  '--mh-amber': brand.amber,
  '--mh-radius': `${brand.radius}px`,
  '--mh-font': brand.fontFamily,
});

/** Publishes the brand tokens as CSS variables for the plain-CSS public pages (global.css). */
export function applyBrandVariables(root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(variables())) root.style.setProperty(name, value);
}

/** The same variables as a style sheet, for pages whose HTML is rendered on the server (styled before any script). */
export function brandVariablesCss(): string {
  const body = Object.entries(variables())
    .map(([name, value]) => `${name}:${value.replace(/[<>{};]/g, '')}`)
    .join(';');
  return `:root{${body}}`;
}
