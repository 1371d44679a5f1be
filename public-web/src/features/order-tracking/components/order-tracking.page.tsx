import { formatCop } from '@multyhealth/brand/tokens';
import { BrandLink } from '../../../components/ui/brand-link.ui';
import { WhatsappIcon } from '../../../components/ui/icons.ui';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title.hook';
import { useOrderTracking, type OrderTracking } from '../api/get-order-tracking.query';
import './order-tracking.css';

const STATUS_LABELS: Record<OrderTracking['status'], string> = {
  nuevo: 'Recibido',
  confirmado: 'Confirmado',
  entregado: 'Entregado',
  cancelado: 'Cancelado',
};

// Bogotá's time on the server and in every browser: the rendered page and the hydrated one show the same dates.
const when = new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Bogota' });

/** The customer's page of one order (/pedido/{reference}?t=…), reached from the link given when ordering. */
export function OrderTrackingPage({ reference, token }: { reference: string; token: string }) {
  const order = useOrderTracking(reference, token);
  useDocumentTitle(`Pedido ${reference} | Multyhealth`);
  const missing = !token || (order.error instanceof ApiError && order.error.status === 404);
  return (
    <>
      <header className="ot-header">
        <div className="container">
          <BrandLink small />
        </div>
      </header>
      <main id="main" className="container ot">
        {order.data ? (
          <OrderDetails order={order.data} />
        ) : missing ? (
          <>
            <h1>Pedido no encontrado</h1>
            <p>El enlace no es válido o está incompleto. Pide a tu distribuidor el enlace de tu pedido.</p>
          </>
        ) : order.isError ? (
          <div role="alert">
            <h1>Pedido {reference}</h1>
            <p>No pudimos cargar tu pedido. Revisa tu conexión e inténtalo de nuevo.</p>
            <button type="button" className="btn btn--primary" onClick={() => void order.refetch()}>
              Reintentar
            </button>
          </div>
        ) : (
          <h1 aria-busy="true">Pedido {reference}</h1>
        )}
      </main>
    </>
  );
}

function OrderDetails({ order }: { order: OrderTracking }) {
  const cancelled = order.history.find((step) => step.status === 'cancelado');
  const firstName = order.seller?.name.trim().split(/\s+/)[0];
  return (
    <>
      <h1>{`Pedido ${order.reference}`}</h1>
      <p className={`ot-status ot-status--${order.status}`} data-testid="order-status">
        Estado: <strong>{STATUS_LABELS[order.status]}</strong>
      </p>
      {cancelled?.reason && <p className="ot-reason">{`Motivo: ${cancelled.reason}`}</p>}
      <h2>Historial</h2>
      <ol className="ot-history">
        {order.history.map((step, i) => (
          <li key={`${i}-${step.status}`}>
            <strong>{STATUS_LABELS[step.status]}</strong>{' '}
            <time dateTime={step.at}>{when.format(new Date(step.at))}</time>
          </li>
        ))}
      </ol>
      <h2>Productos</h2>
      <table className="ot-lines">
        <thead>
          <tr>
            <th scope="col">Producto</th>
            <th scope="col">Cantidad</th>
            {order.total != null && <th scope="col">Subtotal</th>}
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={i}>
              <td>{item.name}</td>
              <td>{item.quantity}</td>
              {order.total != null && <td>{item.unitPrice != null && formatCop(item.unitPrice * item.quantity)}</td>}
            </tr>
          ))}
        </tbody>
        {order.total != null && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total
              </th>
              <td>{formatCop(order.total)}</td>
            </tr>
          </tfoot>
        )}
      </table>
      {order.seller && (
        <p className="ot-actions">
          <a
            className="btn btn--whatsapp btn--lg"
            href={order.seller.whatsappUrl}
            target="_blank"
            rel="nofollow noopener noreferrer"
          >
            <WhatsappIcon /> Escribir a {firstName} por WhatsApp
          </a>
          <a href={`/u/${encodeURIComponent(order.seller.slug)}`} rel="nofollow">
            Ver la página de {order.seller.name}
          </a>
        </p>
      )}
    </>
  );
}
