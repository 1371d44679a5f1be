import type { Provider } from '@nestjs/common';
import { PaymentGateway } from '../../domain/payment-gateway.js';
import { WompiGateway } from './wompi-gateway.js';

/** The one gateway adapter in use; a second gateway is another adapter chosen here. */
export const paymentGatewayProvider: Provider = { provide: PaymentGateway, useClass: WompiGateway };
