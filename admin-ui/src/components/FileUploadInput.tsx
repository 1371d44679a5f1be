import UploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import { TextInput, useTranslate, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useUploadState } from './UploadState';
import { useToast } from './useToast';

export interface FileUploadInputProps {
  source: string;
  label?: string;
  helperText?: string;
  validate?: Validator | Validator[];
  /** The path is only ever set by an upload. */
  readOnly?: boolean;
  accept: string;
  testId: string;
  /** Checked before sending (the server judges the bytes again): a message, or null when the file may go. */
  check: (file: File) => string | null;
  /** Sends the file and resolves to the path the field then holds. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  /** Translation keys: the button, and the progress line (with %{percent}). */
  buttonLabel: string;
  progressLabel: string;
  /** Toast titles; the detail of the success toast is told by `uploadedDetail`. */
  errorTitle: string;
  uploadedTitle: string;
  uploadedDetail: (path: string, file: File) => string;
  /** Shown beside the button, and below the field, once the field holds a value and nothing is uploading. */
  beside?: (value: string) => ReactNode;
  below?: (value: string) => ReactNode;
}

/**
 * A path field with an upload button: the file is sent first (progress bar), then its path fills the field and the
 * record is saved with it. The form's save button waits while a file is on its way.
 */
export function FileUploadInput(props: FileUploadInputProps) {
  const { source, accept, testId, check, upload, errorTitle, uploadedTitle, beside, below } = props;
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
    const problem = check(file);
    if (problem) {
      toast.error({ body: { message: problem } }, errorTitle);
      return;
    }
    setUploading(true);
    setProgress(0);
    try {
      const path = await upload(file, setProgress);
      setValue(source, path, { shouldDirty: true, shouldValidate: true });
      toast.success(uploadedTitle, props.uploadedDetail(path, file));
    } catch (error) {
      toast.error(error, errorTitle);
    } finally {
      setUploading(false);
    }
  };

  const shown = value && !uploading ? value : null;
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 560, mb: 3 }}>
      <TextInput
        source={source}
        label={props.label}
        helperText={props.helperText}
        validate={props.validate}
        disabled={uploading}
        readOnly={props.readOnly}
        fullWidth
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <input
          ref={input}
          type="file"
          accept={accept}
          hidden
          data-testid={testId}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={uploading}
          onClick={() => input.current?.click()}
        >
          {translate(props.buttonLabel)}
        </Button>
        {shown && beside?.(shown)}
      </Box>
      {uploading && (
        <Box role="status" aria-live="polite">
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={translate(props.progressLabel, { percent: progress })}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {translate(props.progressLabel, { percent: progress })}
          </Typography>
        </Box>
      )}
      {shown && below?.(shown)}
    </Stack>
  );
}
