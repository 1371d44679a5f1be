import { MAX_QUANTITY, clampQuantity } from '../order-cart.store';

/** −, the number, +: from 0 to 20 units of one product for the order sent by WhatsApp. */
export function QuantityControl({
  name,
  value,
  onChange,
}: {
  name: string;
  value: number;
  onChange: (quantity: number) => void;
}) {
  return (
    <div className="qty" role="group" aria-label={`Cantidad de ${name}`}>
      <button
        type="button"
        className="qty__btn"
        aria-label={`Quitar una unidad de ${name}`}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        className="qty__input"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_QUANTITY}
        value={value}
        aria-label={`Unidades de ${name}`}
        onChange={(event) => onChange(clampQuantity(Number(event.target.value)))}
        onFocus={(event) => event.target.select()}
      />
      <button
        type="button"
        className="qty__btn"
        aria-label={`Agregar una unidad de ${name}`}
        disabled={value >= MAX_QUANTITY}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
