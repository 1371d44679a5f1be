/** What a visitor reads when an order could not be sent: the cart is kept either way. */
export const OFFLINE = 'No hay conexión a internet. Tu pedido sigue aquí: envíalo cuando vuelvas a estar en línea.';
export const SEND_FAILED = 'No se pudo enviar el pedido. Tu pedido sigue aquí: inténtalo de nuevo en un momento.';
