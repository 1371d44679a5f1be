import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import './text-field.ui.css';

interface FieldFrameProps {
  label: ReactNode;
  /** Shows the field in the error state. */
  error?: boolean;
  /** Below the field: the error, or a hint. A single space keeps the line's height, so a message moves nothing. */
  helperText?: ReactNode;
  /** 'success' shows a hint in green (a code the server accepted). */
  helperTone?: 'success';
  /** Announces changes of the hint to screen readers (a check the server runs as the visitor types). */
  helperLive?: boolean;
  className?: string;
}

/** The label above the control and the hint or error below it; `children` gets the ids that tie them together. */
function FieldFrame({
  label,
  error = false,
  helperText,
  helperTone,
  helperLive = false,
  className,
  children,
}: FieldFrameProps & { children: (ids: { id: string; helperId: string | undefined }) => ReactNode }) {
  const id = useId();
  const helperId = helperText === undefined ? undefined : `${id}-helper`;
  const classes = ['field', error && 'field--error', className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, helperId })}
      {helperText !== undefined && (
        <p
          id={helperId}
          className={helperTone === 'success' && !error ? 'field__helper field__helper--success' : 'field__helper'}
          aria-live={helperLive ? 'polite' : undefined}
        >
          {helperText}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & { ref?: Ref<HTMLInputElement>; endAdornment?: ReactNode };

/**
 * A text input with its label and hint, without MUI: the entry pages (registration, login, password reset) draw no
 * MUI, so they render and hydrate fast on a phone. Takes the props of `fieldOf` (lib/form-field.ts).
 */
export function TextField({
  label,
  error,
  helperText,
  helperTone,
  helperLive,
  className,
  endAdornment,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame {...{ label, error, helperText, helperTone, helperLive, className }}>
      {({ id, helperId }) => {
        const control = (
          <input
            id={id}
            className="field__control"
            aria-invalid={error || undefined}
            aria-describedby={helperId}
            {...input}
          />
        );
        return endAdornment ? (
          <div className="field__with-end">
            {control}
            {endAdornment}
          </div>
        ) : (
          control
        );
      }}
    </FieldFrame>
  );
}

type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & { ref?: Ref<HTMLSelectElement> };

/** A native select with its label and hint: on a phone it opens the system's own picker. */
export function SelectField({
  label,
  error,
  helperText,
  helperTone,
  helperLive,
  className,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame {...{ label, error, helperText, helperTone, helperLive, className }}>
      {({ id, helperId }) => (
        <select
          id={id}
          className="field__control"
          aria-invalid={error || undefined}
          aria-describedby={helperId}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
