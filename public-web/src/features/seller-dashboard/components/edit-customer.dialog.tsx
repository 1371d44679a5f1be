import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { SellerOrder } from '../api/get-orders.query';
import { useUpdateOrder } from '../api/update-order.mutation';

const LIMITS = { customerName: 100, customerPhone: 30, note: 500 } as const;
type Field = keyof typeof LIMITS;

/** The customer's name, WhatsApp and note of one order; the server checks the phone and answers in Spanish. */
export function EditCustomerDialog({
  order,
  open,
  onClose,
}: {
  order: SellerOrder;
  open: boolean;
  onClose: () => void;
}) {
  const update = useUpdateOrder();
  const [values, setValues] = useState<Record<Field, string>>({
    customerName: order.customerName ?? '',
    customerPhone: order.customerPhone ?? '',
    note: order.note ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const field = (name: Field, label: string, extra: { multiline?: boolean; helper?: string; type?: string } = {}) => (
    <TextField
      label={label}
      value={values[name]}
      type={extra.type ?? 'text'}
      multiline={extra.multiline}
      minRows={extra.multiline ? 2 : undefined}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? extra.helper}
      slotProps={{ htmlInput: { maxLength: LIMITS[name] } }}
    />
  );
  const save = () => {
    setErrors({});
    setFailure(null);
    update.mutate(
      {
        id: order.id,
        change: { customerName: values.customerName, customerPhone: values.customerPhone, note: values.note },
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
            setErrors(error.fieldErrors);
          } else {
            setFailure(error instanceof ApiError && error.serverMessage ? error.serverMessage : 'No se pudo guardar.');
          }
        },
      },
    );
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`customer-${order.id}`} fullWidth maxWidth="xs">
      <DialogTitle id={`customer-${order.id}`}>Cliente del pedido {order.reference}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {field('customerName', 'Nombre del cliente')}
        {field('customerPhone', 'WhatsApp del cliente', {
          type: 'tel',
          helper: 'Con el indicativo si no es de Colombia, p. ej. +52 55 1234 5678',
        })}
        {field('note', 'Nota', { multiline: true })}
        {failure && <Alert severity="error">{failure}</Alert>}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
        <Button onClick={onClose} size="large">
          Volver
        </Button>
        <Button onClick={save} variant="contained" size="large" disabled={update.isPending}>
          {update.isPending ? 'Guardando…' : 'Guardar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
