import Badge from '@mui/material/Badge';
import { useOrderOverview } from '../api/get-order-overview.query';

/** 'Pedidos' with the count of orders still new. */
export function OrdersTabLabel() {
  const overview = useOrderOverview();
  const count = overview.data?.newOrders ?? 0;
  return (
    <Badge
      color="error"
      badgeContent={count}
      max={99}
      sx={{ '& .MuiBadge-badge': { right: -10, top: 2 } }}
      aria-label={count ? `Pedidos (${count} nuevos)` : undefined}
    >
      Pedidos
    </Badge>
  );
}
