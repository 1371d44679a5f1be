import PdfIcon from '@mui/icons-material/PictureAsPdf';
import { Link } from '@mui/material';
import { useTranslate, type Validator } from 'react-admin';
import { FileUploadInput } from '../components/FileUploadInput';
import { t } from '../i18n/es';
import { megabytes } from '../lib/files';
import { PDF_MAX_BYTES } from '../lib/constants';
import { uploadPdf } from '../providers/httpClient';

function checkPdfFile(file: File): string | null {
  if (file.type && file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return t.material.pdfWrongType;
  if (file.size > PDF_MAX_BYTES) return t.material.pdfTooBig.replace('%{size}', megabytes(file.size));
  return null;
}

/** A PDF field: the file goes to POST /api/admin/upload-pdf first, then its path fills the field. */
export function PdfUploadInput({ source, validate }: { source: string; validate?: Validator }) {
  const translate = useTranslate();
  return (
    <FileUploadInput
      source={source}
      validate={validate}
      readOnly
      accept="application/pdf,.pdf"
      testId={`${source}-pdf`}
      check={checkPdfFile}
      upload={async (file, onProgress) => (await uploadPdf(file, { onProgress })).url}
      buttonLabel="mh.material.uploadPdf"
      progressLabel="mh.material.uploadingPdf"
      errorTitle={t.material.pdfError}
      uploadedTitle={t.material.pdfUploaded}
      uploadedDetail={(_path, file) => file.name}
      beside={(value) => (
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
    />
  );
}
