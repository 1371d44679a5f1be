import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** Floating 'Únete Ahora' ('Únete' on phones), shown once the hero with its own buttons has scrolled away. */
export function JoinFab() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > 420);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <Link to={paths.register} className={`btn btn--accent btn--lg fab join-fab${visible ? ' is-visible' : ''}`} tabIndex={visible ? 0 : -1} aria-hidden={!visible}>
      <span className="join-fab__long">Únete Ahora</span>
      <span className="join-fab__short">Únete</span>
    </Link>
  );
}
