import { formatCop } from '@multyhealth/brand/tokens';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useProducts, type Product } from '../../../api/get-products.query';
import { useToast } from '../../../components/ui/toast.context';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useProductPrices } from '../api/get-product-prices.query';
import { useSetProductPrice } from '../api/set-product-price.mutation';
import {
  formatPriceInput,
  isAboveMaximum,
  isBelowMinimum,
  maximumLabel,
  minimumLabel,
  parsePriceInput,
  shownPrice,
} from '../price-entry.rules';
import { LoadError } from './load-error.ui';

export function PricesTab({ showPrices }: { showPrices: boolean }) {
  const products = useProducts();
  const prices = useProductPrices();
  if (products.isLoading || prices.isLoading) return <Skeleton variant="rounded" height={240} />;
  // Without the seller's prices every row would show the default as if it were theirs: both lists or nothing.
  const productsFailed = products.isError && !products.data;
  if (productsFailed || (prices.isError && !prices.data)) {
    const retry = () => {
      if (products.isError) void products.refetch();
      if (prices.isError) void prices.refetch();
    };
    return (
      <LoadError
        text={productsFailed ? 'No pudimos cargar los productos.' : 'No pudimos cargar tus precios.'}
        retry={retry}
        retrying={products.isFetching || prices.isFetching}
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          Mis precios
        </Typography>
        <Typography color="text.secondary">
          El precio que verán tus clientes en tu página. No puede ser menor al precio mínimo.
        </Typography>
      </Box>
      {!showPrices && (
        <Alert severity="info">
          Tus precios no se muestran en tu página. Actívalos en Perfil → Editar Perfil → “Mostrar precios de productos”.
        </Alert>
      )}
      {(products.data ?? []).map((product) => (
        <PriceRow key={product.id} product={product} current={shownPrice(product, prices.data ?? [])} />
      ))}
    </Box>
  );
}

function PriceRow({ product, current }: { product: Product; current: number | null }) {
  const toast = useToast();
  const save = useSetProductPrice();
  const [value, setValue] = useState<number | null>(current);
  const min = product.minPrice;
  const below = isBelowMinimum(value, min);
  const above = isAboveMaximum(value);
  const inputId = `price-${product.id}`;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (below || above || value == null) return;
        save.mutate(
          { productId: product.id, price: value },
          {
            onSuccess: () =>
              toast({ title: 'Precio actualizado', description: `${product.name}: ${formatCop(value)}` }),
            onError: (error) =>
              toast({
                title: 'Error al actualizar precio',
                description: errorText(error, 'No se pudo guardar el precio.'),
                variant: 'error',
              }),
          },
        );
      }}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '72px 1fr', md: '88px 1fr 320px' },
        alignItems: 'center',
        p: 2,
        borderRadius: 3,
        border: '1px solid #E5E7EB',
      }}
      data-testid={`price-row-${product.id}`}
    >
      <Box
        component="img"
        src={product.image || paths.images.featurePlaceholder}
        alt=""
        loading="lazy"
        sx={{
          width: { xs: 72, md: 88 },
          height: { xs: 72, md: 88 },
          borderRadius: 2,
          objectFit: 'cover',
          bgcolor: '#F0F7F2',
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h3" sx={{ fontSize: '1.125rem' }}>
          {product.name}
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {product.description}
        </Typography>
        {min != null && <Typography sx={{ fontWeight: 600, mt: 0.5 }}>Precio mínimo: {formatCop(min)}</Typography>}
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          id={inputId}
          label="Tu precio"
          value={formatPriceInput(value)}
          onChange={(event) => setValue(parsePriceInput(event.target.value))}
          error={below || above}
          helperText={above ? maximumLabel() : below && min != null ? minimumLabel(min) : ' '}
          slotProps={{
            htmlInput: { inputMode: 'numeric', 'aria-describedby': `${inputId}-helper-text` },
            input: {
              startAdornment: <InputAdornment position="start">$</InputAdornment>,
              endAdornment: <InputAdornment position="end">COP</InputAdornment>,
            },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={below || above || save.isPending || value === current}
          sx={{ mt: 0.5, flex: 'none' }}
        >
          {save.isPending ? 'Guardando...' : 'Actualizar'}
        </Button>
      </Box>
    </Box>
  );
}
