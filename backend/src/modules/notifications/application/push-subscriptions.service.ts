import { createECDH } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/domain/errors.js';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import {
  BAD_ENDPOINT,
  MAX_DEVICES,
  MAX_ENDPOINT_LENGTH,
  checkSubscription,
  deviceLabel,
  type PushDevice,
} from '../domain/push-subscription.js';
import { PushSubscriptionRepository, type NotificationPreferences } from '../domain/push-subscription.repository.js';
import { PushSender } from '../domain/push-sender.js';
import { PushSettings } from '../domain/push-settings.js';

export const PUSH_OFF = 'Las notificaciones push no están activas en este servidor';

/** A member's devices, their switches and the test notification. */
@Injectable()
export class PushSubscriptionsService {
  constructor(
    private readonly subscriptions: PushSubscriptionRepository,
    private readonly sender: PushSender,
    private readonly settings: PushSettings,
    private readonly tx: TransactionRunner,
  ) {}

  publicKey(): string {
    const key = this.sender.publicKey();
    if (!key) throw new NotFoundError(PUSH_OFF);
    return key;
  }

  /** An eleventh device replaces the one registered longest ago (a seller who changed phones is never stuck). */
  async subscribe(memberId: number, body: unknown, userAgent: string | undefined) {
    this.publicKey();
    const input = checkSubscription(body, this.settings.extraHosts);
    if (!onTheCurve(input.keys.p256dh))
      throw new ValidationError('La clave p256dh no es un punto válido de la curva P-256', 'keys');
    return this.tx.run(async () => {
      await this.tx.lock('push-devices', memberId);
      return this.subscriptions.save(memberId, input, deviceLabel(userAgent), MAX_DEVICES);
    });
  }

  async unsubscribe(memberId: number, endpoint: unknown): Promise<void> {
    if (typeof endpoint !== 'string' || !endpoint || endpoint.length > MAX_ENDPOINT_LENGTH)
      throw new ValidationError(BAD_ENDPOINT, 'endpoint');
    await this.subscriptions.deleteByEndpoint(memberId, endpoint);
  }

  /** 'Quitar' on another device of the list (the list shows no endpoints). */
  async removeDevice(memberId: number, id: number): Promise<void> {
    if (!(await this.subscriptions.deleteById(memberId, id))) throw new NotFoundError('Dispositivo no encontrado');
  }

  devices(memberId: number): Promise<PushDevice[]> {
    return this.subscriptions.findByMember(memberId);
  }

  preferences(memberId: number): Promise<NotificationPreferences> {
    return this.subscriptions.preferences(memberId);
  }

  async savePreferences(memberId: number, preferences: NotificationPreferences): Promise<NotificationPreferences> {
    await this.subscriptions.savePreferences(memberId, preferences);
    return preferences;
  }

  /** Queues a test notification to every device of the member, whatever the switches say. */
  async sendTest(memberId: number): Promise<number> {
    this.publicKey();
    const queued = await this.subscriptions.queue(memberId, null, {
      payload: JSON.stringify({
        title: 'Prueba de notificaciones',
        body: 'Así te avisaremos de tus pedidos, pagos y vencimientos.',
        url: '/dashboard',
        tag: 'prueba',
      }),
      urgency: 'normal',
    });
    if (!queued) throw new ConflictError('No tienes dispositivos con las notificaciones activadas');
    return queued;
  }
}

/** The browser's key must be a real P-256 point, or every notification to it would fail to encrypt. */
function onTheCurve(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}
