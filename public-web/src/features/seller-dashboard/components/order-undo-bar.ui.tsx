import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { OrderStatus } from '../api/get-orders.query';

const DONE: Record<OrderStatus, string> = {
  nuevo: 'vuelve a estar nuevo',
  confirmado: 'confirmado',
  entregado: 'entregado',
  cancelado: 'cancelado',
};

export interface LastChange {
  id: number;
  reference: string;
  from: OrderStatus;
  to: OrderStatus;
  undone: boolean;
}

/** The strip at the foot of the screen after a change: 'Deshacer' for 10 seconds (the tab times it). */
export function OrderUndoBar({
  change,
  locked,
  onUndo,
}: {
  change: LastChange | null;
  locked: boolean;
  onUndo: (change: LastChange) => void;
}) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        zIndex: 1400,
        left: { xs: 8, sm: '50%' },
        right: { xs: 8, sm: 'auto' },
        bottom: 16,
        transform: { sm: 'translateX(-50%)' },
        display: change ? 'flex' : 'none',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        px: 2,
        py: 1,
        minWidth: { sm: 420 },
        borderRadius: 2,
        bgcolor: '#1F2937',
        color: '#fff',
        boxShadow: 6,
      }}
      data-testid="order-undo"
    >
      {change && (
        <>
          <Typography sx={{ color: '#fff' }}>
            {change.undone
              ? `Se deshizo el cambio del pedido ${change.reference}`
              : `Pedido ${change.reference} ${DONE[change.to]}`}
          </Typography>
          {!change.undone && (
            <Button
              onClick={() => onUndo(change)}
              disabled={locked}
              size="large"
              sx={{
                flexShrink: 0,
                whiteSpace: 'nowrap',
                color: '#86EFAC',
                fontWeight: 800,
                '&.Mui-disabled': { color: '#9CA3AF' },
              }}
            >
              Deshacer
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
