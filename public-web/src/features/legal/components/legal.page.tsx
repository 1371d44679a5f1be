import { Link } from 'react-router-dom';
import { SiteFooter } from '../../../components/layouts/site-footer.layout';
import { SiteNav } from '../../../components/layouts/site-nav.layout';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title.hook';
import { useLegalText, type LegalKind } from '../api/get-legal-text.query';
import { DataRequestForm } from './data-request.form';
import { LegalMarkdown } from '../../../components/content/legal-markdown.ui';
import './legal.css';

const FALLBACK_TITLE: Record<LegalKind, string> = {
  terminos: 'Términos y Condiciones',
  privacidad: 'Política de Privacidad',
};

// One time zone on the server and in every browser: the page is rendered on the server and hydrated with the same text.
const UPDATED_DATE = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'America/Bogota' });

/** Términos y Condiciones or Política de Privacidad, as the admin wrote them. */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const text = useLegalText(kind);
  const title = text.data?.title ?? FALLBACK_TITLE[kind];
  useDocumentTitle(`${title} | Multyhealth`);
  return (
    <>
      <SiteNav />
      <main id="main" className="container legal">
        <h1>{title}</h1>
        {text.isPending && (
          <p className="muted" aria-busy="true">
            Cargando…
          </p>
        )}
        {text.isError && (
          <div role="alert" className="legal__error">
            <p>No pudimos cargar este texto. Revisa tu conexión e inténtalo de nuevo.</p>
            <button type="button" className="btn btn--primary" onClick={() => text.refetch()}>
              Reintentar
            </button>
          </div>
        )}
        {text.data && (
          <article className="legal__body">
            <LegalMarkdown text={text.data.body} />
            <p className="muted legal__updated">
              Última actualización: {UPDATED_DATE.format(new Date(text.data.updatedAt))}
            </p>
          </article>
        )}
        {kind === 'privacidad' && <DataRequestForm />}
        <p>
          <Link to={kind === 'terminos' ? paths.privacy : paths.terms}>
            {kind === 'terminos' ? 'Política de Privacidad' : 'Términos y Condiciones'}
          </Link>
          {' · '}
          <Link to={paths.home}>Volver al inicio</Link>
        </p>
      </main>
      <SiteFooter />
    </>
  );
}
