import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title.hook';
import { DistributorHeader } from './distributor-header.ui';

/** An unknown or inactive code (404), or a page that failed to load (with a retry). */
export function DistributorNotFound({
  failed,
  retry,
  retrying,
}: {
  failed: boolean;
  retry: () => void;
  retrying: boolean;
}) {
  useDocumentTitle(failed ? 'No pudimos cargar esta página | Multyhealth' : 'Usuario no encontrado | Multyhealth');
  return (
    <>
      <DistributorHeader />
      <main className="dp-missing">
        <div className="card dp-missing__card">
          <div className="card__body">
            <h1>{failed ? 'No pudimos cargar esta página' : 'Usuario no encontrado'}</h1>
            <p className="muted">
              {failed
                ? 'Revisa tu conexión e inténtalo de nuevo.'
                : 'El código de usuario que buscas no existe o la cuenta no está activa.'}
            </p>
            <div className="dp-missing__actions">
              {failed && (
                <button type="button" className="btn btn--primary btn--lg" onClick={retry} disabled={retrying}>
                  {retrying ? 'Reintentando…' : 'Reintentar'}
                </button>
              )}
              <Link to={paths.home} className={`btn btn--lg ${failed ? 'btn--outline' : 'btn--primary'}`}>
                Volver al Inicio
              </Link>
            </div>
          </div>
        </div>
      </main>
    </>
  );
}
