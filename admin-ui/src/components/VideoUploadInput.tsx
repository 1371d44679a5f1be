import UploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { TextInput, useDataProvider, useTranslate, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { t } from '../i18n/es';
import { checkVideoFile } from '../lib/files';
import type { AdminDataProvider } from '../providers/dataProvider';
import { useUploadState } from './UploadState';
import { useToast } from './useToast';

/**
 * A video URL field with an upload button: the file goes to POST /api/admin/upload-video first (progress bar,
 * 5-minute time-out), then its path fills the field and the record is saved with it.
 */
export function VideoUploadInput({
  source,
  label,
  helperText,
  validate,
}: {
  source: string;
  label?: string;
  helperText?: string;
  validate?: Validator | Validator[];
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { setValue } = useFormContext();
  const value = useWatch({ name: source }) as string | null | undefined;
  const { uploading, setUploading } = useUploadState();
  const [progress, setProgress] = useState(0);
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = checkVideoFile(file);
    if (problem) {
      toast.error({ body: { message: problem } }, t.announcements.videoError);
      return;
    }
    setUploading(true);
    setProgress(0);
    try {
      const { videoPath } = await dataProvider.uploadVideo(file, { onProgress: setProgress });
      setValue(source, videoPath, { shouldDirty: true, shouldValidate: true });
      toast.success(t.announcements.videoUploaded, videoPath);
    } catch (error) {
      toast.error(error, t.announcements.videoError);
    } finally {
      setUploading(false);
    }
  };

  const isUploaded = typeof value === 'string' && value.startsWith('/uploads/');
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 560, mb: 3 }}>
      <TextInput
        source={source}
        label={label}
        helperText={helperText}
        validate={validate}
        disabled={uploading}
        fullWidth
      />
      <Box>
        <input
          ref={input}
          type="file"
          accept="video/*"
          hidden
          data-testid={`${source}-file`}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={uploading}
          onClick={() => input.current?.click()}
        >
          {translate('mh.announcements.uploadVideo')}
        </Button>
      </Box>
      {uploading && (
        <Box role="status" aria-live="polite">
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={translate('mh.announcements.uploadingVideo', { percent: progress })}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {translate('mh.announcements.uploadingVideo', { percent: progress })}
          </Typography>
        </Box>
      )}
      {isUploaded && !uploading && (
        <Box
          component="video"
          src={value}
          controls
          muted
          sx={{ width: '100%', maxHeight: 240, borderRadius: 2, bgcolor: '#000' }}
        />
      )}
    </Stack>
  );
}
