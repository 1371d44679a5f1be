import type { TestApp } from '../support/test-app.js';

/** Who may call a route: anyone, an admin or an approved seller, an approved seller only, an admin only. */
export type Rule = 'public' | 'authenticated' | 'seller' | 'admin';
export type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * Every route of the OpenAPI document and who may call it. A documented route missing here, or a rule naming a
 * route that no longer exists, fails route-matrix.e2e-spec.ts: a new endpoint cannot ship without a decision.
 */
export const RULES: Record<string, Rule> = {
  'POST /api/login': 'public',
  'POST /api/register': 'public',
  'POST /api/password-reset': 'public',
  'POST /api/password-reset/confirm': 'public',
  'POST /api/password-reset/check': 'public',
  'GET /api/registration/{token}': 'public',
  'POST /api/registration/{token}/proof': 'public',
  'GET /api/account-pricing': 'public',
  'POST /api/account-pricing/check-code': 'public',
  'GET /api/announcements': 'public',
  'GET /api/announcements/all': 'public',
  'GET /api/corporate-video': 'public',
  'GET /api/faq': 'public',
  'GET /api/legal/{kind}': 'public',
  'GET /api/product-features': 'public',
  'GET /api/products': 'public',
  'GET /api/team-images': 'public',
  'GET /api/testimonials': 'public',
  'GET /api/user/{slug}': 'public',
  'GET /api/user/{slug}/vcard': 'public',
  'GET /api/user/{slug}/referrer': 'public',
  'POST /api/user/{slug}/whatsapp-click': 'public',
  'POST /api/user/{slug}/social-click': 'public',
  'POST /api/user/{slug}/order-intent': 'public',
  'POST /api/user/{slug}/orders': 'public',
  'GET /api/orders/{reference}': 'public',
  'POST /api/user/{slug}/order-form': 'public',
  'GET /api/health': 'public',
  'GET /api/health/ready': 'public',
  'POST /api/data-requests': 'public',
  'POST /api/registration/{token}/payment': 'public',
  'POST /api/payments/wompi/events': 'public',
  'GET /api/protected/subscription/payment': 'seller',
  'POST /api/protected/subscription/payment': 'seller',
  'GET /api/admin/payments': 'admin',
  'GET /api/admin/payments/export': 'admin',
  'GET /api/admin/payments/awaiting-decision': 'admin',
  'GET /api/admin/payments/{id}': 'admin',
  'POST /api/admin/payments/{id}/decision': 'admin',
  'POST /api/admin/payments/{id}/refund-done': 'admin',

  'POST /api/upload': 'authenticated',
  'DELETE /api/upload': 'authenticated',

  'GET /api/user/subscription-status': 'seller',
  'GET /api/protected/dashboard': 'seller',
  'GET /api/protected/analytics': 'seller',
  'GET /api/protected/referrals': 'seller',
  'GET /api/protected/referrals/{id}/whatsapp': 'seller',
  'GET /api/protected/analytics/summary': 'seller',
  'GET /api/protected/orders': 'seller',
  'GET /api/protected/orders/overview': 'seller',
  'GET /api/protected/orders/settings': 'seller',
  'PUT /api/protected/orders/settings': 'seller',
  'GET /api/push/public-key': 'public',
  'POST /api/protected/push-subscriptions': 'seller',
  'DELETE /api/protected/push-subscriptions': 'seller',
  'DELETE /api/protected/push-subscriptions/{id}': 'seller',
  'GET /api/protected/push-subscriptions': 'seller',
  'POST /api/protected/push-subscriptions/test': 'seller',
  'GET /api/protected/notification-preferences': 'seller',
  'PUT /api/protected/notification-preferences': 'seller',
  'GET /api/protected/orders/{id}': 'seller',
  'GET /api/protected/orders/{id}/history': 'seller',
  'PUT /api/protected/orders/{id}': 'seller',
  'PUT /api/protected/profile': 'seller',
  'PUT /api/protected/video': 'seller',
  'POST /api/protected/change-password': 'seller',
  'GET /api/protected/product-prices': 'seller',
  'POST /api/protected/product-prices': 'seller',
  'GET /api/protected/testimonials': 'seller',
  'POST /api/protected/testimonials': 'seller',
  'PUT /api/protected/testimonials/{id}': 'seller',
  'DELETE /api/protected/testimonials/{id}': 'seller',
  'GET /api/protected/gallery': 'seller',
  'GET /api/protected/material': 'seller',
  'POST /api/protected/gallery': 'seller',
  'PUT /api/protected/gallery/{id}': 'seller',
  'DELETE /api/protected/gallery/{id}': 'seller',
  'GET /api/protected/consents': 'seller',
  'POST /api/protected/consents': 'seller',
  'GET /api/protected/my-data': 'seller',
  'GET /api/protected/sponsor': 'seller',
  'DELETE /api/protected/account': 'seller',

  'POST /api/account-pricing': 'admin',
  'GET /api/admin/dashboard': 'admin',
  'GET /api/admin/audit-log': 'admin',
  'GET /api/admin/audit-log/export': 'admin',
  'POST /api/admin/change-password': 'admin',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/users/{id}': 'admin',
  'GET /api/admin/users/{id}/payment-proof': 'admin',
  'PUT /api/admin/users/{id}': 'admin',
  'PUT /api/admin/users/{id}/approve': 'admin',
  'PUT /api/admin/users/{id}/reject': 'admin',
  'DELETE /api/admin/users/{id}': 'admin',
  'DELETE /api/admin/users/{id}/photo': 'admin',
  'DELETE /api/admin/users/{id}/video': 'admin',
  'GET /api/admin/users/{memberId}/testimonials': 'admin',
  'DELETE /api/admin/users/{memberId}/testimonials/{id}': 'admin',
  'GET /api/admin/users/{memberId}/gallery': 'admin',
  'DELETE /api/admin/users/{memberId}/gallery/{id}': 'admin',
  'GET /api/admin/users/{memberId}/prices': 'admin',
  'DELETE /api/admin/users/{memberId}/prices/{id}': 'admin',
  'GET /api/admin/users-near-expiration': 'admin',
  'GET /api/admin/renewals': 'admin',
  'GET /api/admin/users/export': 'admin',
  'GET /api/admin/orders': 'admin',
  'GET /api/admin/orders/export': 'admin',
  'GET /api/admin/orders/figures': 'admin',
  'GET /api/admin/orders/{id}': 'admin',
  'POST /api/admin/renew-user/{id}': 'admin',
  'POST /api/admin/upload-video': 'admin',
  'POST /api/admin/upload-pdf': 'admin',
  'POST /api/admin/cleanup-files': 'admin',
  'GET /api/admin/migrate-all-images': 'admin',
  'POST /api/admin/migrate-all-images': 'admin',
  'GET /api/admin/corporate-video': 'admin',
  'PUT /api/admin/corporate-video': 'admin',
  'GET /api/admin/products': 'admin',
  'POST /api/admin/products': 'admin',
  'GET /api/admin/products/{id}': 'admin',
  'PUT /api/admin/products/{id}': 'admin',
  'DELETE /api/admin/products/{id}': 'admin',
  'GET /api/admin/product-features': 'admin',
  'POST /api/admin/product-features': 'admin',
  'GET /api/admin/product-features/{id}': 'admin',
  'PUT /api/admin/product-features/{id}': 'admin',
  'DELETE /api/admin/product-features/{id}': 'admin',
  'GET /api/admin/testimonials': 'admin',
  'POST /api/admin/testimonials': 'admin',
  'GET /api/admin/testimonials/{id}': 'admin',
  'PUT /api/admin/testimonials/{id}': 'admin',
  'DELETE /api/admin/testimonials/{id}': 'admin',
  'GET /api/admin/faq': 'admin',
  'POST /api/admin/faq': 'admin',
  'GET /api/admin/faq/{id}': 'admin',
  'PUT /api/admin/faq/{id}': 'admin',
  'DELETE /api/admin/faq/{id}': 'admin',
  'GET /api/admin/legal-texts': 'admin',
  'GET /api/admin/legal-texts/{id}': 'admin',
  'PUT /api/admin/legal-texts/{id}': 'admin',
  'GET /api/admin/data-requests': 'admin',
  'GET /api/admin/data-requests/export': 'admin',
  'GET /api/admin/data-requests/{id}': 'admin',
  'PUT /api/admin/data-requests/{id}': 'admin',
  'GET /api/admin/announcements': 'admin',
  'POST /api/admin/announcements': 'admin',
  'GET /api/admin/announcements/{id}': 'admin',
  'PUT /api/admin/announcements/{id}': 'admin',
  'DELETE /api/admin/announcements/{id}': 'admin',
  'GET /api/admin/team-images': 'admin',
  'POST /api/admin/team-images': 'admin',
  'GET /api/admin/team-images/{id}': 'admin',
  'PUT /api/admin/team-images/{id}': 'admin',
  'DELETE /api/admin/team-images/{id}': 'admin',
  'GET /api/admin/material': 'admin',
  'POST /api/admin/material': 'admin',
  'GET /api/admin/material/{id}': 'admin',
  'PUT /api/admin/material/{id}': 'admin',
  'DELETE /api/admin/material/{id}': 'admin',
};

export interface SchemaObject {
  type?: string;
  format?: string;
  enum?: unknown[];
  oneOf?: SchemaObject[];
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  $ref?: string;
}

export interface DocumentedRoute {
  key: string;
  method: Method;
  path: string;
  /** The JSON request body's schema (refs resolved), or the media type of a non-JSON body. */
  jsonBody?: SchemaObject;
  multipartField?: string;
}

/** Reads /api/docs-json and lists every documented operation with its request body. */
export async function documentedRoutes(t: TestApp): Promise<DocumentedRoute[]> {
  const doc = (await t.http().get('/api/docs-json').expect(200)).body as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: SchemaObject }> } }>>;
    components: { schemas: Record<string, SchemaObject> };
  };
  const resolve = (schema: SchemaObject): SchemaObject =>
    schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!] : schema;
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      const multipart = content['multipart/form-data']?.schema;
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method as Method,
        path,
        jsonBody: content['application/json'] && resolve(content['application/json'].schema),
        multipartField: multipart && Object.keys(multipart.properties ?? {})[0],
      };
    }),
  );
}

/** Routes the HTTP server really answers under /api (Swagger's own pages aside), as "METHOD /api/path/{param}". */
export function registeredRoutes(t: TestApp): string[] {
  const express = t.app.getHttpAdapter().getInstance() as { router?: { stack: Layer[] }; _router?: { stack: Layer[] } };
  const stack = (express.router ?? express._router)!.stack;
  const keys = stack.flatMap(({ route }) => {
    const path = typeof route?.path === 'string' ? route.path : '';
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) return [];
    return Object.keys(route!.methods).map((m) => `${m.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`);
  });
  return [...new Set(keys)].sort();
}

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
}

export const fillPath = (path: string, params: { id?: string | number; slug?: string; token?: string }) =>
  path
    .replace('{memberId}', String(params.id ?? 999999))
    .replace('{id}', String(params.id ?? 999999))
    .replace('{slug}', params.slug ?? 'nadie')
    .replace('{token}', params.token ?? 'A'.repeat(43));
