import { Box, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { discountCodesOf } from '@multyhealth/rules';
import { discountPercent, optionalPrice, previewPrice } from '../lib/pricing';

/** Live preview of the prices in COP (es-CO) and the active codes, as /register and the renewal will show them. */
export function PricingPreview() {
  const translate = useTranslate();
  const [regularPrice, discountPrice, discountCodes, customRenewalPrice] = useWatch({
    name: ['regularPrice', 'discountPrice', 'discountCodes', 'customRenewalPrice'],
  });
  const codes = discountCodesOf(discountCodes);
  const percent = discountPercent(regularPrice, discountPrice);
  return (
    <Card variant="outlined" sx={{ bgcolor: 'background.paper' }} aria-live="polite" data-testid="pricing-preview">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {translate('mh.pricing.preview')}
        </Typography>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {translate('mh.pricing.regular')}
            </Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 800 }} data-testid="preview-regular">
              {previewPrice(regularPrice)}
            </Typography>
          </Box>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {translate('mh.pricing.withDiscount')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography
                variant="h4"
                component="p"
                sx={{ fontWeight: 800, color: 'primary.dark' }}
                data-testid="preview-discount"
              >
                {previewPrice(discountPrice)}
              </Typography>
              {percent !== null && (
                <Chip size="small" color="secondary" label={translate('mh.pricing.saving', { percent })} />
              )}
            </Stack>
          </Box>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {translate('mh.pricing.renewal')}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 800 }} data-testid="preview-renewal">
              {previewPrice(optionalPrice(customRenewalPrice) ?? regularPrice)}
            </Typography>
          </Box>
          <Divider />
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('mh.pricing.activeCodes')}
            </Typography>
            {codes.length ? (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {codes.map((code) => (
                  <Chip
                    key={code}
                    label={code}
                    variant="outlined"
                    color="primary"
                    sx={{ fontWeight: 700, fontFamily: 'monospace' }}
                  />
                ))}
              </Stack>
            ) : (
              <Typography variant="body2">{translate('mh.pricing.noCodes')}</Typography>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
