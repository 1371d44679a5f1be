import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function BackToLogin() {
  return (
    <p className="auth__footer-text">
      <Link to={paths.login} className="auth__link">
        ← Volver a Iniciar Sesión
      </Link>
    </p>
  );
}
