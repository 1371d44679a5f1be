import { COUNTRY_CITIES } from '@multyhealth/rules';
import { SelectField, TextField } from '../../../components/ui/text-field.ui';
import { DEFAULT_DIAL_CODE } from '../../../config/locations';
import { useCustomerDetails } from '../customer-details.store';
import { DialCodeOptions } from '../../../components/ui/dial-code-options.ui';

/**
 * The visitor's optional details for the seller: name, WhatsApp with the dial-code picker of registration, city and a
 * note. Remembered on this device (the note only for this order); the number is checked when the order is sent.
 */
export function CustomerFields({ sellerCountry }: { sellerCountry: string | null }) {
  const { details, setField } = useCustomerDetails();
  const dialCode = details.dialCode || (sellerCountry && COUNTRY_CITIES[sellerCountry]?.dialCode) || DEFAULT_DIAL_CODE;
  return (
    <details className="order-bar__details" open={!!(details.name || details.phone || details.city) || undefined}>
      <summary>Tus datos para el vendedor (opcional)</summary>
      <div className="order-bar__fields">
        <TextField
          label="Tu nombre"
          value={details.name}
          maxLength={100}
          autoComplete="name"
          onChange={(event) => setField('name', event.target.value)}
        />
        <div className="order-bar__phone">
          <SelectField
            label="Indicativo"
            value={dialCode}
            onChange={(event) => setField('dialCode', event.target.value)}
          >
            <DialCodeOptions />
          </SelectField>
          <TextField
            label="Tu WhatsApp"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="300 123 4567"
            value={details.phone}
            maxLength={30}
            onChange={(event) => {
              if (!details.dialCode) setField('dialCode', dialCode);
              setField('phone', event.target.value);
            }}
          />
        </div>
        <TextField
          label="Tu ciudad"
          value={details.city}
          maxLength={100}
          autoComplete="address-level2"
          onChange={(event) => setField('city', event.target.value)}
        />
        <TextField
          label="Nota para el vendedor"
          value={details.note}
          maxLength={500}
          onChange={(event) => setField('note', event.target.value)}
        />
      </div>
    </details>
  );
}
