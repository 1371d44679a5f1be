import UploadIcon from '@mui/icons-material/CloudUpload';
import PdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, Button, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { TextInput, useTranslate, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useUploadState } from '../components/UploadState';
import { useToast } from '../components/useToast';
import { t } from '../i18n/es';
import { megabytes } from '../lib/files';
import { PDF_MAX_BYTES } from '../lib/constants';
import { uploadPdf } from '../providers/httpClient';

/** Checked before sending; the server judges the bytes again. */
function checkPdfFile(file: File): string | null {
  if (file.type && file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return t.material.pdfWrongType;
  if (file.size > PDF_MAX_BYTES) return t.material.pdfTooBig.replace('%{size}', megabytes(file.size));
  return null;
}

/** A PDF field: the file goes to POST /api/admin/upload-pdf first (progress bar), then its path fills the field. */
export function PdfUploadInput({ source, validate }: { source: string; validate?: Validator }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const value = useWatch({ name: source }) as string | null | undefined;
  const { uploading, setUploading } = useUploadState();
  const [progress, setProgress] = useState(0);
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = checkPdfFile(file);
    if (problem) {
      toast.error({ body: { message: problem } }, t.material.pdfError);
      return;
    }
    setUploading(true);
    setProgress(0);
    try {
      const { url } = await uploadPdf(file, { onProgress: setProgress });
      setValue(source, url, { shouldDirty: true, shouldValidate: true });
      toast.success(t.material.pdfUploaded, file.name);
    } catch (error) {
      toast.error(error, t.material.pdfError);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 560, mb: 3 }}>
      <TextInput source={source} validate={validate} disabled={uploading} readOnly fullWidth />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          hidden
          data-testid={`${source}-pdf`}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={uploading}
          onClick={() => input.current?.click()}
        >
          {translate('mh.material.uploadPdf')}
        </Button>
        {value && !uploading && (
          <Link
            href={value}
            target="_blank"
            rel="noopener"
            sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
          >
            <PdfIcon fontSize="small" />
            {translate('mh.material.openPdf')}
          </Link>
        )}
      </Box>
      {uploading && (
        <Box role="status" aria-live="polite">
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={translate('mh.material.uploadingPdf', { percent: progress })}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {translate('mh.material.uploadingPdf', { percent: progress })}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
