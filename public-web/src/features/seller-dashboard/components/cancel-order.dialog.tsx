import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

export const CANCEL_REASONS = ['El cliente no respondió', 'Sin existencias', 'El cliente ya no lo quiere'];
const OTHER = 'otro';
const REASON_MAX = 300;

/** 'Cancelar pedido' asks first, with a reason: a preset or the seller's own words. */
export function CancelOrderDialog({
  reference,
  open,
  onClose,
  onConfirm,
}: {
  reference: string;
  open: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    const reason = choice === OTHER ? other.trim() : choice;
    if (!reason) {
      setError(choice === OTHER ? 'Escribe el motivo' : 'Elige un motivo');
      return;
    }
    if (reason.length > REASON_MAX) {
      setError(`El motivo no puede tener más de ${REASON_MAX} caracteres`);
      return;
    }
    onConfirm(reason);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="cancel-order-title" fullWidth maxWidth="xs">
      <DialogTitle id="cancel-order-title">
        ¿Cancelar el pedido <span style={{ whiteSpace: 'nowrap' }}>{reference}</span>?
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        <FormControl error={Boolean(error)}>
          <FormLabel id="cancel-reason-label">Motivo</FormLabel>
          <RadioGroup
            aria-labelledby="cancel-reason-label"
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value);
              setError(null);
            }}
          >
            {CANCEL_REASONS.map((reason) => (
              <FormControlLabel key={reason} value={reason} control={<Radio />} label={reason} />
            ))}
            <FormControlLabel value={OTHER} control={<Radio />} label="Otro motivo" />
          </RadioGroup>
          {choice === OTHER && (
            <TextField
              autoFocus
              label="Escribe el motivo"
              value={other}
              onChange={(event) => {
                setOther(event.target.value);
                setError(null);
              }}
              slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
              multiline
              minRows={2}
            />
          )}
          {error && <FormHelperText role="alert">{error}</FormHelperText>}
        </FormControl>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
        <Button onClick={onClose} size="large">
          Volver
        </Button>
        <Button onClick={confirm} color="error" variant="contained" size="large">
          Cancelar pedido
        </Button>
      </DialogActions>
    </Dialog>
  );
}
