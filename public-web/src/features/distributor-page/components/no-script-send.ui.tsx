/** The order form's own send, with the visitor's optional details, for a browser without JavaScript. */
export function NoScriptSend() {
  return (
    <div className="dp-order-form__send">
      <NoScriptField name="customerName" label="Tu nombre (opcional)" max={100} />
      <NoScriptField name="customerPhone" label="Tu WhatsApp (opcional)" max={30} />
      <NoScriptField name="city" label="Tu ciudad (opcional)" max={100} />
      <NoScriptField name="note" label="Nota para el vendedor (opcional)" max={500} />
      <button type="submit" className="btn btn--whatsapp btn--lg">
        Enviar pedido por WhatsApp
      </button>
    </div>
  );
}

function NoScriptField({ name, label, max }: { name: string; label: string; max: number }) {
  return (
    <label>
      <span className="visually-hidden">{label}</span>
      <input type={name === 'customerPhone' ? 'tel' : 'text'} name={name} maxLength={max} placeholder={label} />
    </label>
  );
}
