import PdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, Button, CircularProgress, Skeleton, Typography } from '@mui/material';
import { formatCop } from '@multyhealth/brand';
import { registrationFee } from '@multyhealth/rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import { fetchPaymentProof, type PaymentProof } from './paymentProof';

/** What the applicant should have paid at today's prices, and why: the discount code they registered with, or none. */
function ExpectedFee({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const pricing = useQuery({ queryKey: ['admin', 'account-pricing'], queryFn: () => dataProvider.getAccountPricing() });
  if (pricing.isError) return null;
  if (!pricing.data) return <Skeleton width={240} />;
  const code = typeof record.discountCode === 'string' ? record.discountCode.trim() : '';
  const fee = registrationFee(pricing.data, code);
  const why = fee.discounted
    ? translate('mh.paymentProof.withCode', { code })
    : code
      ? translate('mh.paymentProof.invalidCode', { code })
      : translate('mh.paymentProof.regular');
  return (
    <Typography variant="body2" data-testid="expected-fee" sx={{ mb: 1 }}>
      <strong>{`${translate('mh.paymentProof.expectedFee')}: ${formatCop(fee.amount)}`}</strong> ({why})
    </Typography>
  );
}

/** The applicant's proof in the approval dialog: the image itself, or a button that opens the PDF. */
export function PaymentProofPreview({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const [proof, setProof] = useState<PaymentProof | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hasProof = !!record.hasPaymentProof;

  useEffect(() => {
    if (!hasProof) return;
    const abort = new AbortController();
    let url: string | null = null;
    fetchPaymentProof(record.id, abort.signal)
      .then((loaded) => {
        url = loaded.url;
        setProof(loaded);
      })
      .catch((e: Error) => {
        if (e.name !== 'AbortError') setError(e.message);
      });
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [record.id, hasProof, record.paymentProofAt]);

  return (
    <Box
      component="section"
      aria-label={translate('mh.paymentProof.title')}
      sx={{ mt: 2 }}
      onClick={(e) => e.stopPropagation()}
    >
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {translate('mh.paymentProof.title')}
      </Typography>
      <ExpectedFee record={record} />
      {!hasProof ? (
        <Typography variant="body2" color="text.secondary">
          {translate('mh.paymentProof.missing')}
        </Typography>
      ) : error ? (
        <Typography variant="body2" color="error" role="alert">
          {error}
        </Typography>
      ) : !proof ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'text.secondary' }}>
          <CircularProgress size={18} aria-label={translate('mh.paymentProof.loading')} />{' '}
          {translate('mh.paymentProof.loading')}
        </Box>
      ) : proof.contentType === 'application/pdf' ? (
        <Button variant="outlined" startIcon={<PdfIcon />} href={proof.url} target="_blank" rel="noopener">
          {translate('mh.paymentProof.openPdf')}
        </Button>
      ) : (
        <Box
          component="a"
          href={proof.url}
          target="_blank"
          rel="noopener"
          sx={{
            display: 'block',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'grey.50',
          }}
        >
          <Box
            component="img"
            src={proof.url}
            alt={translate('mh.paymentProof.image', { name: record.name })}
            sx={{ display: 'block', width: '100%', maxHeight: 320, objectFit: 'contain' }}
          />
        </Box>
      )}
    </Box>
  );
}
