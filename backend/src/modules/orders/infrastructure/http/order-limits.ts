import { HttpException } from '@nestjs/common';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { sentVisitorId } from '../../../../platform/http/visitor-cookie.js';
import type { LimiterOptions } from '../../../../platform/http/rate-limit.module.js';
import { orderFormRefusal } from './order-form-pages.js';
import { orderFormBody } from './order-form.js';

/** Orders one visitor (the page's visitor cookie, else the IP) may place within ORDER_WINDOW_MS; more answer 429. */
export const ORDERS_PER_VISITOR = 10;
/** Orders from one IP in the window: a carrier NAT puts a hundred customers behind one address. */
export const ORDERS_PER_IP = 300;
const ORDER_WINDOW_MS = 10 * 60_000;
export const TOO_MANY_ORDERS = 'Enviaste demasiados pedidos seguidos. Espera unos minutos e inténtalo de nuevo.';

const clientIp = (req: Request) => ipKeyGenerator(req.ip ?? '');
const isFormPost = (req: Request) => req.path.endsWith('/order-form');
/** A − or + of the form without JavaScript changes quantities only: never an order, never counted. */
const isQuantityStep = (req: Request) => isFormPost(req) && orderFormBody(req.body as Record<string, unknown>).step;

/** Without JavaScript the refusal is a Spanish page with the way back to the cart; the API answers its JSON 429. */
const refuse: RequestHandler = (req, res, next) => {
  if (!isFormPost(req)) {
    next(new HttpException(TOO_MANY_ORDERS, 429));
    return;
  }
  const back = orderFormBody(req.body as Record<string, unknown>).pageUrl(String(req.params.slug ?? ''));
  res.status(429).type('html').send(orderFormRefusal(TOO_MANY_ORDERS, back));
};

/** The two budgets of the order routes; only accepted orders spend them. */
export const ORDER_LIMITS: LimiterOptions[] = [
  {
    name: 'orders-visitor',
    limit: ORDERS_PER_VISITOR,
    windowMs: ORDER_WINDOW_MS,
    skipFailedRequests: true,
    skip: isQuantityStep,
    key: (req) => {
      const visitor = sentVisitorId(req);
      return visitor ? `v:${visitor}` : `ip:${clientIp(req)}`;
    },
    onLimit: refuse,
  },
  {
    name: 'orders-ip',
    limit: ORDERS_PER_IP,
    windowMs: ORDER_WINDOW_MS,
    skipFailedRequests: true,
    skip: isQuantityStep,
    key: clientIp,
    onLimit: refuse,
  },
];
