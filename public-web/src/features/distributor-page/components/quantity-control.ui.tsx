import { useState } from 'react';
import { MAX_QUANTITY, clampQuantity } from '../order-cart.store';

/**
 * −, the number, +: from 0 to 20 units of one product. Inside the page's order form, so before hydration (or without
 * JavaScript) − and + submit the form with `step` and the server sends the page back with the new quantities.
 */
export function QuantityControl({
  productId,
  name,
  value,
  onChange,
}: {
  productId: number;
  name: string;
  value: number;
  onChange: (quantity: number) => void;
}) {
  // A number typed above the maximum becomes the maximum, and says so.
  const [overMaximum, setOverMaximum] = useState(false);
  return (
    <>
      <div className="qty" role="group" aria-label={`Cantidad de ${name}`}>
        <button
          type="submit"
          name="step"
          value={`${productId}:-1`}
          className="qty__btn"
          aria-label={`Quitar una unidad de ${name}`}
          disabled={value <= 0}
          onClick={(event) => {
            event.preventDefault();
            setOverMaximum(false);
            onChange(value - 1);
          }}
        >
          −
        </button>
        <input
          className="qty__input"
          type="number"
          name={`qty-${productId}`}
          inputMode="numeric"
          min={0}
          max={MAX_QUANTITY}
          value={value}
          aria-label={`Unidades de ${name}`}
          onChange={(event) => {
            const typed = Number(event.target.value);
            setOverMaximum(typed > MAX_QUANTITY);
            onChange(clampQuantity(typed));
          }}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="submit"
          name="step"
          value={`${productId}:+1`}
          className="qty__btn"
          aria-label={`Agregar una unidad de ${name}`}
          disabled={value >= MAX_QUANTITY}
          onClick={(event) => {
            event.preventDefault();
            onChange(value + 1);
          }}
        >
          +
        </button>
      </div>
      {overMaximum && (
        <p className="dp-products__note" role="status">
          Puedes pedir hasta {MAX_QUANTITY} unidades de cada producto.
        </p>
      )}
    </>
  );
}
