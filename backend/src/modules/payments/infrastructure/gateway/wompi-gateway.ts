import { Inject, Injectable } from '@nestjs/common';
import { UnauthorizedError } from '../../../../shared/domain/errors.js';
import { ServiceUnavailableError } from '../../../../shared/domain/unavailable.errors.js';
import { APP_CONFIG } from '../../../../shared/domain/settings.js';
import type { AppConfig, OnlinePaymentsConfig } from '../../../../shared/domain/settings.js';
import type { GatewayTransaction } from '../../domain/payment.js';
import { PaymentGateway, type Checkout, type CheckoutRequest, type VoidAnswer } from '../../domain/payment-gateway.js';
import { eventChecksumMatches, integritySignature } from './wompi-signatures.js';
import { toTransaction } from './wompi-transaction.js';

const CHECKOUT_URL = 'https://checkout.wompi.co/p/';
/** The status page must answer within seconds even when Wompi does not. */
const API_TIMEOUT_MS = 3000;
const BAD_SIGNATURE = 'La firma del evento no es válida';
/** Without these signed, an event could be altered where it matters. */
const REQUIRED_SIGNED = ['transaction.id', 'transaction.status'];

/** Wompi (docs/decisions/1710-online-payments.md lists the documentation each part follows). */
@Injectable()
export class WompiGateway extends PaymentGateway {
  readonly name = 'Wompi';
  private readonly settings: OnlinePaymentsConfig | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.settings = config.onlinePayments;
  }

  get enabled(): boolean {
    return this.settings !== null;
  }

  get canVoid(): boolean {
    return !!this.settings?.privateKey;
  }

  checkout(request: CheckoutRequest): Checkout {
    const settings = this.required();
    const signature = integritySignature(
      request.reference,
      request.amountInCents,
      request.currency,
      settings.integritySecret,
    );
    const query = new URLSearchParams({
      'public-key': settings.publicKey,
      currency: request.currency,
      'amount-in-cents': String(request.amountInCents),
      reference: request.reference,
      'signature:integrity': signature,
      'redirect-url': request.redirectUrl,
    });
    return {
      publicKey: settings.publicKey,
      integritySignature: signature,
      checkoutUrl: `${CHECKOUT_URL}?${query.toString()}`,
    };
  }

  readEvent(body: unknown, headerChecksum: string | undefined): GatewayTransaction | null {
    const settings = this.required();
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new UnauthorizedError(BAD_SIGNATURE);
    const event = body as { event?: unknown; data?: unknown; signature?: unknown; timestamp?: unknown };
    const signature = (event.signature ?? {}) as { properties?: unknown; checksum?: unknown };
    const properties = signature.properties;
    const checksum = typeof signature.checksum === 'string' ? signature.checksum : headerChecksum;
    const timestamp = event.timestamp;
    if (
      !Array.isArray(properties) ||
      properties.length > 20 ||
      !properties.every((p) => typeof p === 'string' && p.length <= 100) ||
      !REQUIRED_SIGNED.every((p) => properties.includes(p)) ||
      (typeof timestamp !== 'number' && typeof timestamp !== 'string') ||
      String(timestamp).length > 20 ||
      typeof checksum !== 'string' ||
      (headerChecksum !== undefined && headerChecksum.toLowerCase() !== checksum.toLowerCase()) ||
      !eventChecksumMatches({ data: event.data, properties, timestamp }, checksum, settings.eventsSecret)
    )
      throw new UnauthorizedError(BAD_SIGNATURE);
    if (event.event !== 'transaction.updated') return null;
    return toTransaction((event.data as { transaction?: unknown }).transaction);
  }

  async fetchTransaction(id: string): Promise<GatewayTransaction | null> {
    const answer = await this.get(`/transactions/${encodeURIComponent(id)}`);
    if (answer === null) return null;
    const transaction = toTransaction((answer as { data?: unknown }).data);
    return transaction && transaction.id === id ? transaction : null;
  }

  async findByReference(reference: string): Promise<GatewayTransaction[] | null> {
    const privateKey = this.required().privateKey;
    if (!privateKey) return null;
    const answer = await this.get(`/transactions?reference=${encodeURIComponent(reference)}`, privateKey);
    const data = (answer as { data?: unknown } | null)?.data;
    if (!Array.isArray(data)) return [];
    return data.map(toTransaction).filter((t): t is GatewayTransaction => t !== null);
  }

  /** Wompi's void of an approved card transaction: POST /transactions/{id}/void with the private key. */
  async voidTransaction(transactionId: string): Promise<VoidAnswer | null> {
    const privateKey = this.required().privateKey;
    if (!privateKey) return null;
    let response: Response;
    try {
      response = await fetch(`${this.required().apiUrl}/transactions/${encodeURIComponent(transactionId)}/void`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${privateKey}`,
        },
        body: '{}',
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
    } catch (error) {
      return { voided: false, answer: `sin respuesta (${(error as Error).message})` };
    }
    const body = (await response.json().catch(() => null)) as {
      data?: { status?: unknown; transaction?: { status?: unknown } };
      error?: { type?: unknown; messages?: unknown; reason?: unknown };
    } | null;
    const status = body?.data?.transaction?.status ?? body?.data?.status;
    if (response.ok && (status === undefined || status === 'VOIDED' || status === 'APPROVED'))
      return {
        voided: true,
        answer: `anulación aceptada (HTTP ${response.status}${status ? `, ${String(status)}` : ''})`,
      };
    const reason = body?.error ? JSON.stringify(body.error).slice(0, 300) : `HTTP ${response.status}`;
    return { voided: false, answer: `anulación rechazada: ${reason}` };
  }

  /** The JSON answer; null for 404; ServiceUnavailableError for a timeout, a network error or another status. */
  private async get(path: string, privateKey?: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.required().apiUrl}${path}`, {
        headers: { Accept: 'application/json', ...(privateKey ? { Authorization: `Bearer ${privateKey}` } : {}) },
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ServiceUnavailableError(`Wompi no respondió: ${(error as Error).message}`);
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new ServiceUnavailableError(`Wompi respondió ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new ServiceUnavailableError('Wompi respondió algo que no es JSON');
    }
  }

  private required(): OnlinePaymentsConfig {
    if (!this.settings) throw new Error('El pago en línea no está configurado');
    return this.settings;
  }
}
