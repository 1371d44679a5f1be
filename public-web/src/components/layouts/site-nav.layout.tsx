import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { clearSession, useSession } from '../../lib/session.store';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { CloseIcon, LeafLogo, MenuIcon } from '../ui/icons.ui';
import './site-nav.layout.css';

const ANCHORS = [
  ['caracteristicas', 'Características'],
  ['productos', 'Productos'],
  ['testimonios', 'Testimonios'],
  ['faq', 'FAQ'],
] as const;

/** Scrolls smoothly to a section of the home page, or goes home with the anchor when elsewhere. */
export function useAnchorNavigation() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (id: string) => (event: MouseEvent) => {
    event.preventDefault();
    const target = pathname === paths.home ? document.getElementById(id) : null;
    if (target) {
      target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      window.history.replaceState(window.history.state, '', `#${id}`);
    } else {
      void navigate(paths.homeAnchor(id));
    }
  };
}

export function Brand() {
  return (
    <Link to={paths.home} className="brand" aria-label="Multyhealth, ir al inicio">
      <LeafLogo />
      <span>Multyhealth</span>
    </Link>
  );
}

/** The landing's fixed navigation with its mobile menu. */
export function SiteNav() {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const goToAnchor = useAnchorNavigation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const logout = () => {
    clearSession();
    queryClient.clear();
    setOpen(false);
    void navigate(paths.home);
  };

  const links = ANCHORS.map(([id, label]) => (
    <a
      key={id}
      href={paths.homeAnchor(id)}
      className="nav__link"
      onClick={(event) => {
        setOpen(false);
        goToAnchor(id)(event);
      }}
    >
      {label}
    </a>
  ));

  const actions = session.authenticated ? (
    <>
      <Link to={paths.dashboard} className="btn btn--primary" onClick={() => setOpen(false)}>
        Panel
      </Link>
      <button type="button" className="btn btn--outline" onClick={logout}>
        Cerrar Sesión
      </button>
    </>
  ) : (
    <Link to={paths.login} className="btn btn--primary" onClick={() => setOpen(false)}>
      Iniciar Sesión
    </Link>
  );

  return (
    <header className={`nav${open ? ' is-open' : ''}`}>
      <div className="container nav__bar">
        <Brand />
        <nav className="nav__links" aria-label="Secciones">
          {links}
        </nav>
        <div className="nav__actions">{actions}</div>
        <button
          type="button"
          className="btn btn--icon nav__toggle"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? 'Cerrar menú' : 'Abrir menú'}
          onClick={() => setOpen(!open)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      <div id="mobile-menu" className="nav__mobile" hidden={!open}>
        <nav className="container nav__mobile-links" aria-label="Secciones (móvil)">
          {links}
        </nav>
        <div className="container nav__mobile-actions">{actions}</div>
      </div>
    </header>
  );
}
