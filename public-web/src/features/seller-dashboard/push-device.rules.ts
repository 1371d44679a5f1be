/** What this browser can do about push notifications, before asking anything. */
export type PushSupport = 'supported' | 'ios-needs-install' | 'unsupported';

export const DENIED_HELP =
  'Bloqueaste las notificaciones de este sitio. Para permitirlas: toca el candado (o el ícono ⓘ) junto a la ' +
  'dirección, entra a Permisos o Configuración del sitio, cambia Notificaciones a Permitir y vuelve a tocar ' +
  '«Activar en este teléfono». En la app instalada: mantén presionado su ícono → Información de la app → Notificaciones.';

export const UNSUPPORTED_HELP =
  'Este navegador no admite notificaciones. Abre tu panel en Chrome (Android) o Safari (iPhone) para activarlas.';

export const IOS_HELP =
  'En iPhone, las notificaciones funcionan desde la app: toca Compartir → «Añadir a pantalla de inicio», abre ' +
  'Multyhealth desde ese ícono y activa las notificaciones ahí.';

export const NO_SERVICE_WORKER =
  'No pudimos preparar las notificaciones en este navegador. Recarga la página e inténtalo de nuevo.';

/** iOS Safari supports Web Push only for a site added to the home screen (standalone display). */
export function pushSupport(env: {
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  userAgent: string;
  standalone: boolean;
}): PushSupport {
  const ios = /iPhone|iPad|iPod/.test(env.userAgent);
  if (env.hasServiceWorker && env.hasPushManager && env.hasNotification) return 'supported';
  return ios && !env.standalone ? 'ios-needs-install' : 'unsupported';
}

export function browserPushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  return pushSupport({
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
    userAgent: navigator.userAgent,
    standalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
  });
}

/** The VAPID key as PushManager.subscribe wants it (base64url → bytes). */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The service worker's registration, or null when none becomes active within `timeoutMs`. */
export function serviceWorkerReady(timeoutMs = 10_000): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(null);
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs)),
  ]);
}

/** This browser's current push subscription, without waiting for a service worker that may never come. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Reuses a subscription made with the same key; one made with another key (keys changed) is replaced. */
export async function subscribeThisDevice(
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<PushSubscription> {
  const key = base64UrlToBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    const used = existing.options.applicationServerKey;
    if (used && sameBytes(new Uint8Array(used), key)) return existing;
    await existing.unsubscribe();
  }
  // A push service the browser cannot reach may leave subscribe() pending: give up after 20 s.
  return Promise.race([
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error('El servicio de notificaciones no respondió')), 20_000),
    ),
  ]);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** Which row of the device list is this browser (the id the API gave when it was added here). */
const THIS_DEVICE_KEY = 'mh-push-device-id';

export function thisDeviceId(): number | null {
  const stored = Number(localStorage.getItem(THIS_DEVICE_KEY));
  return Number.isInteger(stored) && stored > 0 ? stored : null;
}

export function rememberThisDevice(id: number | null): void {
  if (id === null) localStorage.removeItem(THIS_DEVICE_KEY);
  else localStorage.setItem(THIS_DEVICE_KEY, String(id));
}
