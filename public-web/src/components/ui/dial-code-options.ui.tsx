import { DIAL_CODES } from '../../config/locations';

/** The options of every dial-code picker ('Indicativo'): the code, then its country. */
export function DialCodeOptions() {
  return DIAL_CODES.map((d) => (
    <option key={d.code + d.label} value={d.code}>
      {d.code} {d.label}
    </option>
  ));
}
