import { ValidationError } from '../../../shared/domain/errors.js';

/** Devices kept per member; subscribing an eleventh replaces the one registered longest ago. */
export const MAX_DEVICES = 10;
export const MAX_ENDPOINT_LENGTH = 1000;

/** A browser's push subscription (PushSubscription.toJSON()), checked. */
export interface SubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  expirationTime: Date | null;
}

export interface PushDevice {
  id: number;
  deviceLabel: string;
  createdAt: Date;
  lastSuccessAt: Date | null;
}

/** The browsers' push services; `*.notify.windows.com` covers Windows' regional hosts. */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const WINDOWS_PUSH_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.notify\.windows\.com$/;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

export const BAD_ENDPOINT = 'La dirección de notificaciones no es de un servicio de notificaciones conocido';

/**
 * The endpoint is a URL this server will call, so only the browsers' push services (plus `extraHosts`,
 * PUSH_ENDPOINT_HOSTS) pass, over https; plain http only for a loopback host among `extraHosts` (test stand-ins).
 */
export function checkSubscription(body: unknown, extraHosts: string[]): SubscriptionInput {
  const input = (body ?? {}) as { endpoint?: unknown; keys?: unknown; expirationTime?: unknown };
  const { endpoint } = input;
  if (typeof endpoint !== 'string' || !endpoint)
    throw new ValidationError('Falta la dirección de notificaciones', 'endpoint');
  if (endpoint.length > MAX_ENDPOINT_LENGTH)
    throw new ValidationError('La dirección de notificaciones es demasiado larga', 'endpoint');
  if (!endpointAllowed(endpoint, extraHosts)) throw new ValidationError(BAD_ENDPOINT, 'endpoint');
  const keys = (typeof input.keys === 'object' && input.keys) || {};
  const { p256dh, auth } = keys as { p256dh?: unknown; auth?: unknown };
  if (decodedLength(p256dh) !== 65 || Buffer.from(p256dh as string, 'base64url')[0] !== 4)
    throw new ValidationError('La clave p256dh debe ser un punto P-256 sin comprimir (65 bytes en base64url)', 'keys');
  if (decodedLength(auth) !== 16) throw new ValidationError('La clave auth debe tener 16 bytes en base64url', 'keys');
  const { expirationTime } = input;
  if (expirationTime !== undefined && expirationTime !== null && !validTime(expirationTime))
    throw new ValidationError('expirationTime debe ser una fecha en milisegundos o null', 'expirationTime');
  return {
    endpoint,
    keys: { p256dh: p256dh as string, auth: auth as string },
    expirationTime: typeof expirationTime === 'number' ? new Date(expirationTime) : null,
  };
}

export function endpointAllowed(endpoint: string, extraHosts: string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.host.toLowerCase();
  const extra = extraHosts.includes(host);
  if (url.protocol === 'http:') return extra && isLoopback(url.hostname);
  if (url.protocol !== 'https:') return false;
  return extra || PUSH_SERVICE_HOSTS.includes(host) || WINDOWS_PUSH_HOST.test(host);
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

function decodedLength(value: unknown): number {
  if (typeof value !== 'string' || value.length > 200 || !BASE64URL.test(value)) return -1;
  return Buffer.from(value, 'base64url').length;
}

function validTime(value: unknown): boolean {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value < 8.64e15;
}

/** 'Chrome en Android', 'Safari en iPhone': enough for a seller to tell their devices apart. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 500);
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /SamsungBrowser\//.test(ua)
      ? 'Samsung Internet'
      : /OPR\/|Opera/.test(ua)
        ? 'Opera'
        : /Firefox\/|FxiOS\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : 'Navegador';
  const system = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'Mac'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  return system ? `${browser} en ${system}` : browser;
}
