import { Link } from 'react-router-dom';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { paths } from '../../../config/paths';

/** Consent to the processing of personal data (habeas data): required, and its time is stored with the member. */
export function ConsentCheckbox({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  // The documents open in a new tab, so the form keeps what was typed.
  const link = (to: string, label: string) => (
    <Link to={to} target="_blank" rel="noopener" className="auth__link">
      {label}
    </Link>
  );
  return (
    <div className={error ? 'consent consent--error' : 'consent'}>
      <label className="consent__label">
        <input
          type="checkbox"
          className="consent__box"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'consent-error' : undefined}
          {...registration}
        />
        <span>
          Acepto los {link(paths.terms, 'Términos y Condiciones')} y la {link(paths.privacy, 'Política de Privacidad')},
          y autorizo el tratamiento de mis datos personales para gestionar mi registro.
        </span>
      </label>
      {error && (
        <p id="consent-error" className="consent__error">
          {error}
        </p>
      )}
    </div>
  );
}
