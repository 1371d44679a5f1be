import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** A browser's side of one subscription: the keys it would post and the private key that decrypts. */
export interface StandInDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface ReceivedPush {
  path: string;
  urgency: string | undefined;
  ttl: number;
  payload: { title: string; body: string; url: string; tag: string };
}

/**
 * A push service on 127.0.0.1 (RFC 8030): checks the VAPID Authorization header (RFC 8292: ES256 JWT signed by
 * `k`, aud = this origin, exp in the future), decrypts the aes128gcm body (RFC 8291) with the device's keys, records
 * it and answers 201, or the status set for that path (e.g. 410 for an unsubscribed device).
 */
export class PushServiceStandIn {
  readonly received: ReceivedPush[] = [];
  readonly refused: string[] = [];
  /** The VAPID public key the server must sign with (from GET /api/push/public-key). */
  expectedKey?: string;
  private readonly devices = new Map<string, StandInDevice>();
  private readonly statuses = new Map<string, number>();
  private server?: Server;
  private count = 0;
  origin = '';

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = req.url ?? '';
        const problem = this.check(req, path);
        if (problem) {
          this.refused.push(problem);
          res.writeHead(problem.startsWith('desconocido') ? 404 : 403).end();
          return;
        }
        const status = this.statuses.get(path) ?? 201;
        if (status === 201) {
          const device = this.devices.get(path)!;
          const body = decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: device.ecdh,
            authSecret: device.authSecret,
          });
          this.received.push({
            path,
            urgency: req.headers.urgency as string | undefined,
            ttl: Number(req.headers.ttl),
            payload: JSON.parse(body.toString('utf8')),
          });
        }
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The host[:port] to add to PUSH_ENDPOINT_HOSTS. */
  get host(): string {
    return new URL(this.origin).host;
  }

  newDevice(): StandInDevice {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const path = `/push/${++this.count}-${randomBytes(6).toString('hex')}`;
    const device = {
      endpoint: `${this.origin}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      ecdh,
      authSecret,
    };
    this.devices.set(path, device);
    return device;
  }

  answer(device: StandInDevice, status: number): void {
    this.statuses.set(new URL(device.endpoint).pathname, status);
  }

  to(device: StandInDevice): ReceivedPush[] {
    const path = new URL(device.endpoint).pathname;
    return this.received.filter((push) => push.path === path);
  }

  private check(req: IncomingMessage, path: string): string | null {
    if (req.method !== 'POST') return `método ${req.method}`;
    if (!this.devices.has(path)) return `desconocido ${path}`;
    if (req.headers['content-encoding'] !== 'aes128gcm') return 'sin Content-Encoding aes128gcm';
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(req.headers.authorization ?? '');
    if (!match) return `Authorization no VAPID: ${req.headers.authorization}`;
    const [, jwt, k] = match;
    if (this.expectedKey && k !== this.expectedKey) return 'k no es la clave pública del servidor';
    const [header, claims, signature] = jwt.split('.');
    const point = Buffer.from(k, 'base64url');
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) return 'firma VAPID inválida';
    if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') return 'alg no es ES256';
    const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString());
    if (aud !== this.origin) return `aud ${aud} no es ${this.origin}`;
    if (!(exp > Date.now() / 1000)) return 'exp vencido';
    if (!/^(mailto:|https:)/.test(sub)) return `sub ${sub}`;
    return null;
  }
}
