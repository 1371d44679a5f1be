import { Box } from '@mui/material';
import { useDataProvider, type Validator } from 'react-admin';
import { t } from '../i18n/es';
import { checkVideoFile } from '../lib/files';
import type { AdminDataProvider } from '../providers/dataProvider';
import { FileUploadInput } from './FileUploadInput';

/** A video URL field with an upload button: the file goes to POST /api/admin/upload-video (5-minute time-out). */
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
  const dataProvider = useDataProvider<AdminDataProvider>();
  return (
    <FileUploadInput
      source={source}
      label={label}
      helperText={helperText}
      validate={validate}
      accept="video/*"
      testId={`${source}-file`}
      check={checkVideoFile}
      upload={async (file, onProgress) => (await dataProvider.uploadVideo(file, { onProgress })).videoPath}
      buttonLabel="mh.announcements.uploadVideo"
      progressLabel="mh.announcements.uploadingVideo"
      errorTitle={t.announcements.videoError}
      uploadedTitle={t.announcements.videoUploaded}
      uploadedDetail={(path) => path}
      below={(value) =>
        value.startsWith('/uploads/') && (
          <Box
            component="video"
            src={value}
            controls
            muted
            sx={{ width: '100%', maxHeight: 240, borderRadius: 2, bgcolor: '#000' }}
          />
        )
      }
    />
  );
}
