// Shared by the backend API tests (backend/test/payments) and the browser suites (admin-ui and public-web e2e).
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The test secrets the app under test is configured with. */
export const GATEWAY_ENV = {
  WOMPI_PUBLIC_KEY: 'pub_test_standin0000000000000000000',
  WOMPI_INTEGRITY_SECRET: 'test_integrity_standin_secret',
  WOMPI_EVENTS_SECRET: 'test_events_standin_secret',
  WOMPI_PRIVATE_KEY: 'prv_test_standin0000000000000000000',
};

export interface StandInTransaction {
  id: string;
  reference: string;
  amount_in_cents: number;
  currency: string;
  status: 'PENDING' | 'APPROVED' | 'DECLINED' | 'VOIDED' | 'ERROR';
  payment_method_type: string;
}

/**
 * A real HTTP server that answers like Wompi's transactions API (GET /transactions/{id}, GET /transactions?
 * reference= and POST /transactions/{id}/void with the private key), started by the tests. `mode` 'down' answers 503, 'slow' waits 6 s.
 */
export class GatewayStandIn {
  readonly transactions = new Map<string, StandInTransaction>();
  mode: 'up' | 'down' | 'slow' = 'up';
  requests: string[] = [];
  /** Transactions voided through POST /transactions/{id}/void (a refund's void). */
  voided: string[] = [];
  private server!: Server;
  private sequence = 0;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.requests.push(req.url ?? '');
      const answer = () => {
        if (this.mode === 'down') return void res.writeHead(503).end('{"error":"down"}');
        const url = new URL(req.url ?? '/', 'http://stand-in');
        const byId = /^\/transactions\/([^/]+)$/.exec(url.pathname);
        if (byId) {
          const transaction = this.transactions.get(decodeURIComponent(byId[1]));
          if (!transaction) return void res.writeHead(404).end('{"error":{"type":"NOT_FOUND_ERROR"}}');
          return void res
            .writeHead(200, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ data: transaction }));
        }
        const voiding = /^\/transactions\/([^/]+)\/void$/.exec(url.pathname);
        if (voiding && req.method === 'POST') {
          if (req.headers.authorization !== `Bearer ${GATEWAY_ENV.WOMPI_PRIVATE_KEY}`)
            return void res.writeHead(401).end('{}');
          const transaction = this.transactions.get(decodeURIComponent(voiding[1]));
          if (!transaction) return void res.writeHead(404).end('{"error":{"type":"NOT_FOUND_ERROR"}}');
          if (transaction.payment_method_type !== 'CARD' || transaction.status !== 'APPROVED')
            return void res
              .writeHead(422, { 'Content-Type': 'application/json' })
              .end('{"error":{"type":"INPUT_VALIDATION_ERROR","reason":"La transacción no se puede anular"}}');
          transaction.status = 'VOIDED';
          this.voided.push(transaction.id);
          return void res
            .writeHead(200, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ data: { transaction } }));
        }
        if (url.pathname === '/transactions') {
          if (req.headers.authorization !== `Bearer ${GATEWAY_ENV.WOMPI_PRIVATE_KEY}`)
            return void res.writeHead(401).end('{}');
          const reference = url.searchParams.get('reference');
          const data = [...this.transactions.values()].filter((t) => t.reference === reference);
          return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data }));
        }
        res.writeHead(404).end('{}');
      };
      if (this.mode === 'slow') setTimeout(answer, 6000).unref();
      else answer();
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Records a transaction as the checkout would create it, returning it. */
  pay(
    reference: string,
    amountInCents: number,
    status: StandInTransaction['status'] = 'APPROVED',
    extra: Partial<StandInTransaction> = {},
  ): StandInTransaction {
    const transaction: StandInTransaction = {
      id: `${++this.sequence}-${Date.now()}-${process.pid}`,
      reference,
      amount_in_cents: amountInCents,
      currency: 'COP',
      status,
      payment_method_type: 'PSE',
      ...extra,
    };
    this.transactions.set(transaction.id, transaction);
    return transaction;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A transaction.updated event signed as Wompi documents it (checksum over id, status, amount, timestamp, secret). */
export function signedEvent(transaction: StandInTransaction, secret = GATEWAY_ENV.WOMPI_EVENTS_SECRET) {
  const timestamp = Math.floor(Date.now() / 1000);
  const properties = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];
  const checksum = createHash('sha256')
    .update(`${transaction.id}${transaction.status}${transaction.amount_in_cents}${timestamp}${secret}`)
    .digest('hex')
    .toUpperCase();
  return {
    event: 'transaction.updated',
    data: { transaction: { ...transaction } },
    environment: 'test',
    signature: { properties, checksum },
    timestamp,
    sent_at: new Date().toISOString(),
  };
}
