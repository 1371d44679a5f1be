import { Link } from 'react-router-dom';
import { useFloatingVisibility } from '../../../components/ui/floating-visibility.hook';
import { paths } from '../../../config/paths';

const AWAY_FROM = ['.hero', '.cta', '.footer'] as const;

/** Floating 'Únete Ahora' ('Únete' on phones), shown between the hero and the closing call to action. */
export function JoinFab() {
  const visible = useFloatingVisibility(AWAY_FROM);
  return (
    <Link
      to={paths.register}
      className={`btn btn--accent btn--lg fab join-fab${visible ? ' is-visible' : ''}`}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
    >
      <span className="join-fab__long">Únete Ahora</span>
      <span className="join-fab__short">Únete</span>
    </Link>
  );
}
