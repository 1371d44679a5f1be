import PaymentsIcon from '@mui/icons-material/Payments';
import { Badge } from '@mui/material';
import { Menu, useGetList, useTranslate } from 'react-admin';

/** 'Pagos' in the menu, with how many payments wait for a decision ('3 por decidir'). */
export function PaymentsMenuItem() {
  const translate = useTranslate();
  const { total } = useGetList('payments', {
    filter: { review: true },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const count = total ?? 0;
  const name = translate('resources.payments.name', { smart_count: 2 });
  return (
    <Menu.Item
      to="/payments"
      primaryText={count ? `${name} (${translate('mh.payments.awaitingCount', { count })})` : name}
      leftIcon={
        <Badge badgeContent={count} color="warning" max={99} overlap="circular">
          <PaymentsIcon />
        </Badge>
      }
    />
  );
}
