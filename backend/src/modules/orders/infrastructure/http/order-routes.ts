/** The order routes under /api, written once: the controller, the order limits and the OpenAPI 429 answers read them. */
export const PLACE_ORDER_ROUTE = 'user/:slug/orders';
export const ORDER_FORM_ROUTE = 'user/:slug/order-form';
/** The routes that spend the order budget (per visitor, and a higher ceiling per IP). */
export const ORDER_LIMITED_ROUTES = [PLACE_ORDER_ROUTE, ORDER_FORM_ROUTE] as const;
