/** The 'Pedidos' screen (`resources.orders.*`) and the order figures of the dashboard (`mh.orders.*`). */
export const ordersResourceMessages = {
  orders: {
    name: 'Pedido |||| Pedidos',
    fields: {
      reference: 'Referencia',
      createdAt: 'Fecha',
      status: 'Estado',
      sellerId: 'Distribuidor',
      total: 'Total (COP)',
      customerName: 'Cliente',
      customerPhone: 'Teléfono',
      city: 'Ciudad',
      items: 'Productos',
      productId: 'Producto',
      q: 'Buscar referencia o cliente',
      from: 'Desde',
      to: 'Hasta',
      includeTests: 'Incluir pedidos de prueba',
    },
  },
} as const;

export const ordersMessages = {
  orders: {
    export: 'Exportar CSV',
    exportFile: 'pedidos',
    exportError: 'No se pudo exportar los pedidos',
    statuses: { nuevo: 'Nuevo', confirmado: 'Confirmado', entregado: 'Entregado', cancelado: 'Cancelado' },
    figures: 'Pedidos y ventas entregadas por mes',
    month: 'Mes',
    orders: 'Pedidos',
    delivered: 'Entregados',
    sales: 'Ventas entregadas',
    topSellers: 'Distribuidores con más ventas entregadas',
    topProducts: 'Productos más vendidos',
    units: 'Unidades',
    none: 'Aún no hay ventas entregadas.',
  },
} as const;
