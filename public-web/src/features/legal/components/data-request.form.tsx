import { useState, type FormEvent } from 'react';
import { ApiError, errorText } from '../../../lib/api-client';
import { useCreateDataRequest, type DataRequestInput } from '../api/create-data-request.mutation';
import { useHydrated } from '../../../lib/hydrated.hook';

type Field = 'name' | 'email' | 'type' | 'message';

const TYPES: [DataRequestInput['type'], string][] = [
  ['consulta', 'Consulta: saber qué datos tienen sobre mí'],
  ['reclamo', 'Reclamo: corregir o actualizar mis datos, o quejarme del uso'],
  ['supresion', 'Supresión: borrar mis datos o revocar la autorización'],
];

/** `2027-04-07` → `7/4/2027`. */
const spanishDate = (day: string) => day.split('-').reverse().map(Number).join('/');

/** The data-request desk on /privacidad: anyone (member or not) exercises their rights under Ley 1581. */
export function DataRequestForm() {
  const create = useCreateDataRequest();
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState<{ id: number; dueDate: string } | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      name: formText(data, 'name').trim(),
      email: formText(data, 'email').trim(),
      type: formText(data, 'type') as DataRequestInput['type'],
      message: formText(data, 'message').trim(),
    };
    const missing: Partial<Record<Field, string>> = {};
    if (input.name.length < 2) missing.name = 'Escribe tu nombre';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) missing.email = 'Email inválido';
    if (!input.type) missing.type = 'Elige el tipo de solicitud: consulta, reclamo o supresión';
    if (!input.message) missing.message = 'Escribe tu solicitud';
    setErrors(missing);
    if (Object.keys(missing).length) return;
    create.mutate(input, {
      onSuccess: (created) => setDone(created),
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fieldErrors);
      },
    });
  };

  if (done) {
    return (
      <section className="data-request" aria-labelledby="data-request-title">
        <h2 id="data-request-title">Solicitud recibida</h2>
        <p role="status">
          Tu solicitud es la n.º {done.id}. Te enviamos una confirmación por email; te responderemos a más tardar el{' '}
          {spanishDate(done.dueDate)}.
        </p>
      </section>
    );
  }

  const describedBy = (field: Field) => (errors[field] ? `data-request-${field}-error` : undefined);
  const error = (field: Field) =>
    errors[field] && (
      <span id={`data-request-${field}-error`} className="data-request__error">
        {errors[field]}
      </span>
    );
  return (
    <section className="data-request" aria-labelledby="data-request-title">
      <h2 id="data-request-title">Ejerce tus derechos sobre tus datos</h2>
      <p>
        Consulta qué datos tenemos sobre ti, pide corregirlos o borrarlos, o presenta un reclamo. Respondemos las
        consultas en 10 días hábiles y los reclamos y solicitudes de supresión en 15.
      </p>
      <form className="data-request__form" method="post" noValidate onSubmit={submit}>
        <label>
          Nombre completo
          <input
            name="name"
            autoComplete="name"
            maxLength={80}
            aria-invalid={!!errors.name}
            aria-describedby={describedBy('name')}
          />
          {error('name')}
        </label>
        <label>
          Email
          <input
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            aria-invalid={!!errors.email}
            aria-describedby={describedBy('email')}
          />
          {error('email')}
        </label>
        <label>
          Tipo de solicitud
          <select name="type" defaultValue="" aria-invalid={!!errors.type} aria-describedby={describedBy('type')}>
            <option value="" disabled>
              Elige una opción
            </option>
            {TYPES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          {error('type')}
        </label>
        <label>
          Tu solicitud
          <textarea
            name="message"
            rows={5}
            maxLength={5000}
            aria-invalid={!!errors.message}
            aria-describedby={describedBy('message')}
          />
          {error('message')}
        </label>
        {create.isError && (
          <p role="alert" className="data-request__error">
            {errorText(create.error, 'No pudimos enviar tu solicitud. Inténtalo de nuevo.')}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={create.isPending || !hydrated}>
          {create.isPending ? 'Enviando...' : 'Enviar solicitud'}
        </button>
      </form>
    </section>
  );
}

/** A text field of the form ('' when missing). */
function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}
