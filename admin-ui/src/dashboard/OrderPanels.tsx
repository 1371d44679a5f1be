import { Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatCop, formatNumber } from '@multyhealth/brand';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { LoadError } from '../components/LoadError';
import { Panel } from '../components/Panel';
import type { AdminDataProvider } from '../providers/dataProvider';

/** Orders and delivered sales per month, the sellers with most delivered sales and the best-selling products. */
export function OrderPanels() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const figures = useQuery({ queryKey: ['admin', 'order-figures'], queryFn: () => dataProvider.orderFigures() });
  const body = (render: (data: NonNullable<typeof figures.data>) => ReactNode) =>
    figures.isError ? (
      <LoadError message={translate('mh.common.loadError')} onRetry={figures.refetch} />
    ) : !figures.data ? (
      <Skeleton variant="rounded" height={160} />
    ) : (
      render(figures.data)
    );
  return (
    <>
      <Panel title={translate('mh.orders.figures')} testId="order-figures" sx={{ gridColumn: { lg: '1 / -1' } }}>
        {body((data) => (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('mh.orders.month')}</TableCell>
                <TableCell align="right">{translate('mh.orders.orders')}</TableCell>
                <TableCell align="right">{translate('mh.orders.delivered')}</TableCell>
                <TableCell align="right">{translate('mh.orders.sales')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.months
                .slice()
                .reverse()
                .map((m) => (
                  <TableRow key={m.month}>
                    <TableCell>{m.month}</TableCell>
                    <TableCell align="right">{formatNumber(m.orders)}</TableCell>
                    <TableCell align="right">{formatNumber(m.deliveredOrders)}</TableCell>
                    <TableCell align="right">{formatCop(m.deliveredSales)}</TableCell>
                  </TableRow>
                ))}
            </TableBody>
          </Table>
        ))}
      </Panel>
      <Panel title={translate('mh.orders.topSellers')} testId="top-sellers">
        {body((data) =>
          data.topSellers.length ? (
            <Table size="small">
              <TableBody>
                {data.topSellers.map((s) => (
                  <TableRow key={s.sellerId}>
                    <TableCell>
                      {s.name} ({s.code})
                    </TableCell>
                    <TableCell align="right">{formatNumber(s.deliveredOrders)}</TableCell>
                    <TableCell align="right">{formatCop(s.deliveredSales)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <Typography color="text.secondary">{translate('mh.orders.none')}</Typography>
          ),
        )}
      </Panel>
      <Panel title={translate('mh.orders.topProducts')} testId="top-products">
        {body((data) =>
          data.topProducts.length ? (
            <Table size="small">
              <TableBody>
                {data.topProducts.map((p) => (
                  <TableRow key={`${p.productId}-${p.name}`}>
                    <TableCell>{p.name}</TableCell>
                    <TableCell align="right">
                      {formatNumber(p.quantity)} {translate('mh.orders.units').toLowerCase()}
                    </TableCell>
                    <TableCell align="right">{formatCop(p.sales)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <Typography color="text.secondary">{translate('mh.orders.none')}</Typography>
          ),
        )}
      </Panel>
    </>
  );
}
