import { formatCop } from '@multyhealth/brand/tokens';
import { useAccountPricing } from '../api/get-account-pricing.query';
import { registrationFee, type DiscountCheck } from '../discount-code.rules';

/** Live cost: the regular price, or the discount price once the server has accepted the typed code. */
export function CostBox({ check }: { check: DiscountCheck | undefined }) {
  const { data, isLoading, isError, isFetching, refetch } = useAccountPricing();
  if (isLoading) return <div className="skeleton cost-box-skeleton" aria-busy="true" />;
  if (isError || !data) {
    // Without the fee nobody should register blind: the page keeps 'Registrarme' disabled until it loads.
    return (
      <div role="alert" data-testid="cost-box-error" className="cost-box cost-box--error">
        <p className="cost-box__title">No pudimos cargar el costo de registro</p>
        <p className="cost-box__note">
          Revisa tu conexión y vuelve a intentarlo; podrás registrarte cuando veamos el valor a pagar.
        </p>
        <button type="button" className="btn btn--outline" onClick={() => refetch()} disabled={isFetching}>
          {isFetching ? 'Cargando...' : 'Reintentar'}
        </button>
      </div>
    );
  }
  const fee = registrationFee(data, check);
  return (
    <div
      aria-live="polite"
      data-testid="cost-box"
      className={fee.discounted ? 'cost-box cost-box--discounted' : 'cost-box'}
    >
      <div className="cost-box__head">
        <p className="cost-box__title">Costo de registro</p>
        {fee.discounted && <span className="chip cost-box__chip">Código de descuento aplicado</span>}
      </div>
      <div className="cost-box__amounts">
        <p data-testid="registration-total" className="cost-box__total">
          {formatCop(fee.amount)}
        </p>
        {fee.discounted && (
          <s className="cost-box__regular" aria-label={`Precio regular ${formatCop(fee.regular)}`}>
            {formatCop(fee.regular)}
          </s>
        )}
      </div>
      <p className="cost-box__note">
        {data.onlinePayment
          ? 'Pago anual: tu suscripción dura un año y se renueva cada año. Pagas en línea con PSE, Nequi o tarjeta al terminar el registro, o por transferencia o consignación; te enviamos las instrucciones por email.'
          : 'Pago anual: tu suscripción dura un año y se renueva cada año. Pagas por transferencia o consignación; te enviamos las instrucciones por email.'}
      </p>
    </div>
  );
}
