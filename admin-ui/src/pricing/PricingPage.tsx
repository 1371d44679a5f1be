import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { formatDate } from '@multyhealth/brand';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NumberInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Title,
  Toolbar,
  useDataProvider,
  useTranslate,
  type Validator,
} from 'react-admin';
import { PageHeader } from '../components/PageHeader';
import { minNumber, positiveNumber, requiredWith, submitTo } from '../components/validators';
import { useToast } from '../components/useToast';
import { t } from '../i18n/es';
import { optionalPrice, parsePrice } from '../lib/pricing';
import type { AccountPricing, AdminDataProvider } from '../providers/dataProvider';
import { PricingPreview } from './PricingPreview';

const QUERY_KEY = ['admin', 'account-pricing'];
const notAboveRegular: Validator = (value, values) =>
  value !== '' &&
  value != null &&
  values.regularPrice !== '' &&
  values.regularPrice != null &&
  Number(value) > Number(values.regularPrice)
    ? t.pricing.discountAboveRegular
    : undefined;

/** Registration price (regular, discount and codes, all three required) and the renewal price; '¡Éxito!' on save. */
export default function PricingPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const pricing = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.getAccountPricing() });
  const save = useMutation({
    mutationFn: (values: AccountPricing) =>
      dataProvider.updateAccountPricing({
        regularPrice: parsePrice(values.regularPrice),
        discountPrice: parsePrice(values.discountPrice),
        discountCodes: String(values.discountCodes ?? '').trim(),
        paymentInstructions: String(values.paymentInstructions ?? '').trim(),
        renewalPrice: optionalPrice(values.customRenewalPrice),
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(QUERY_KEY, updated);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
      toast.success(t.common.success, t.pricing.success);
    },
    onError: (e) => toast.error(e, t.pricing.error),
  });

  const record = pricing.data
    ? {
        ...pricing.data,
        regularPrice: parsePrice(pricing.data.regularPrice),
        discountPrice: parsePrice(pricing.data.discountPrice),
      }
    : undefined;

  return (
    <Box sx={{ pb: 4 }}>
      <Title title={translate('mh.menu.pricing')} />
      <PageHeader title={translate('mh.pricing.title')} subtitle={translate('mh.pricing.subtitle')} />
      {pricing.isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <Card>
          <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>
            <SimpleForm
              record={record}
              onSubmit={submitTo<AccountPricing>(save.mutateAsync)}
              toolbar={
                <Toolbar>
                  <SaveButton alwaysEnable={false} />
                </Toolbar>
              }
            >
              <Box
                sx={{
                  display: 'grid',
                  gap: 3,
                  width: '100%',
                  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                  alignItems: 'start',
                }}
              >
                <Box>
                  <NumberInput
                    source="regularPrice"
                    label="mh.pricing.regularPrice"
                    validate={positiveNumber(t.pricing.regularPositive)}
                    fullWidth
                    helperText="mh.pricing.regularExample"
                  />
                  <NumberInput
                    source="discountPrice"
                    label="mh.pricing.discountPrice"
                    validate={[positiveNumber(t.pricing.discountPositive), notAboveRegular]}
                    fullWidth
                    helperText="mh.pricing.discountExample"
                  />
                  <NumberInput
                    source="customRenewalPrice"
                    label="mh.pricing.renewalPrice"
                    validate={minNumber(1, t.pricing.renewalPositive)}
                    fullWidth
                    helperText="mh.pricing.renewalHelp"
                  />
                  <TextInput
                    source="discountCodes"
                    label="mh.pricing.discountCodes"
                    validate={requiredWith(t.pricing.codesRequired)}
                    fullWidth
                    helperText="mh.pricing.discountCodesHelp"
                  />
                  <TextInput
                    source="paymentInstructions"
                    label="mh.pricing.paymentInstructions"
                    multiline
                    minRows={3}
                    fullWidth
                    slotProps={{ htmlInput: { maxLength: 2000 } }}
                    helperText="mh.pricing.paymentInstructionsHelp"
                  />
                  {!pricing.data?.paymentInstructions && (
                    <Typography
                      variant="body2"
                      color={pricing.data?.defaultPaymentInstructions ? 'text.secondary' : 'warning.main'}
                      sx={{ mb: 2, whiteSpace: 'pre-line' }}
                    >
                      {pricing.data?.defaultPaymentInstructions
                        ? translate('mh.pricing.serverInstructions', { text: pricing.data.defaultPaymentInstructions })
                        : translate('mh.pricing.noInstructions')}
                    </Typography>
                  )}
                  {pricing.data?.updatedAt && (
                    <Typography variant="body2" color="text.secondary">
                      {translate('mh.pricing.lastUpdate', { date: formatDate(pricing.data.updatedAt) })}
                    </Typography>
                  )}
                </Box>
                <PricingPreview />
              </Box>
            </SimpleForm>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
