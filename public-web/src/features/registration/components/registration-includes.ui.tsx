import { CheckIcon } from '../../../components/ui/icons.ui';
import { REGISTRATION_INCLUDES } from '../../../config/site';

export function RegistrationIncludes() {
  return (
    <div>
      <p className="registration__includes-title">Tu registro incluye</p>
      <ul className="registration__includes">
        {REGISTRATION_INCLUDES.map((item) => (
          <li key={item}>
            <CheckIcon />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
