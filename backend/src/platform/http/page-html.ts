/** Small text helpers for the HTML pages the server completes. */
import { escapeHtml } from '../../shared/domain/escape-html.js';

const metaPattern = (attribute: string, key: string) =>
  new RegExp(`<meta\\s+${attribute}="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\s+content="[^"]*"\\s*/?>`);

export function metaContent(html: string, attribute: string, key: string): string | null {
  const match = html.match(metaPattern(attribute, key));
  return match ? (match[0].match(/content="([^"]*)"/)?.[1] ?? null) : null;
}

/** Sets (or adds) <meta {attribute}="{key}" content="{value}">, the value HTML-escaped. */
export function setMeta(html: string, attribute: 'name' | 'property', key: string, value: string): string {
  const tag = `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const pattern = metaPattern(attribute, key);
  return pattern.test(html) ? html.replace(pattern, () => tag) : html.replace('</head>', () => `    ${tag}\n  </head>`);
}

export function removeMeta(html: string, attribute: string, key: string): string {
  return html.replace(new RegExp(`\\s*${metaPattern(attribute, key).source}`), '');
}

/** JSON that cannot close its <script> element or start markup. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
