import { brand } from '@multyhealth/brand/tokens';

/** Publishes the brand tokens as CSS variables for the plain-CSS public pages (global.css). */
export function applyBrandVariables(root: HTMLElement = document.documentElement): void {
  const vars: Record<string, string> = {
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
  };
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
}
