import { escapeHtml } from '../../../../shared/domain/escape-html.js';

/**
 * The plain pages the order form answers without JavaScript: the order sent (its reference, the chat and the
 * customer's order page) or a refusal in Spanish with the way back to the page and its cart.
 */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Multyhealth</title>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/** A refusal (400, 404, 429): the message and a link back to the page with the cart as it was. */
export function orderFormRefusal(message: string, backUrl: string): string {
  return page(
    'No pudimos enviar tu pedido',
    `<p role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(backUrl)}">Volver a la página y revisar el pedido</a></p>`,
  );
}

/** The order stored: the reference, the chat with the seller and the customer's own page. */
export function orderFormSent(
  sent: { reference: string; whatsappUrl: string; trackingUrl: string },
  backUrl: string,
): string {
  return page(
    `Tu pedido ${sent.reference} está listo`,
    `<p>Envíalo por WhatsApp para que tu distribuidor lo confirme. Guarda la referencia <strong>${escapeHtml(sent.reference)}</strong>.</p>
<p><a href="${escapeHtml(sent.whatsappUrl)}" rel="nofollow noopener noreferrer">Abrir WhatsApp con el pedido</a></p>
<p><a href="${escapeHtml(sent.trackingUrl)}" rel="nofollow noreferrer">Sigue tu pedido</a></p>
<p><a href="${escapeHtml(backUrl)}">Volver a la página</a></p>`,
  );
}
