import { Button as MuiButton, type ButtonProps as MuiButtonProps } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';

export type LabelledButtonProps = Omit<MuiButtonProps, 'children'> & {
  /** Translation key or text. */
  label: string;
  /** The icon, shown before the words. */
  children?: ReactElement;
  target?: string;
  rel?: string;
};

/**
 * react-admin's Button, but its words stay on a phone too: react-admin's own drops the label below 600 px and leaves a
 * bare icon, which an administrator cannot tell apart ('Aprobar' from 'Rechazar').
 */
export function Button({ label, children, size = 'small', ...rest }: LabelledButtonProps) {
  const translate = useTranslate();
  return (
    <MuiButton size={size} startIcon={children} {...rest}>
      {translate(label, { _: label })}
    </MuiButton>
  );
}
