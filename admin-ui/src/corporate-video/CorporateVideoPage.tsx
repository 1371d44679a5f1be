import { Alert, Box, Card, CardContent, Skeleton } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BooleanInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Title,
  Toolbar,
  useDataProvider,
  useTranslate,
  type Validator,
} from 'react-admin';
import { ImageUploadInput } from '../components/ImageUploadInput';
import { PageHeader } from '../components/PageHeader';
import { UploadStateProvider, useUploadState } from '../components/UploadState';
import { VideoUploadInput } from '../components/VideoUploadInput';
import { requiredWith, submitTo } from '../components/validators';
import { errorMessage, useToast } from '../components/useToast';
import { t } from '../i18n/es';

/** A text field's value, trimmed ('' when empty). */
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
import { isPlayableVideo } from '../lib/video-links';
import type { ApiSchema } from '../lib/api-types';
import { resolveImage, type AdminDataProvider } from '../providers/dataProvider';

const QUERY_KEY = ['admin', 'corporate-video'];
const required = requiredWith(t.common.titleAndDescriptionRequired);
const videoRequired: Validator = (value) => (String(value ?? '').trim() ? undefined : t.video.videoUrlRequired);
/** The home page plays only an uploaded file or a YouTube video with an 11-character id. */
const videoPlayable: Validator = (value) => (isPlayableVideo(value) ? undefined : t.video.videoUrlInvalid);

function VideoToolbar() {
  const { uploading } = useUploadState();
  return (
    <Toolbar>
      <SaveButton disabled={uploading} />
    </Toolbar>
  );
}

/** GET/PUT /api/admin/corporate-video: title, description, video (upload or YouTube), thumbnail, active. */
export default function CorporateVideoPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const video = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.getCorporateVideo() });
  const save = useMutation({
    mutationFn: async (values: Record<string, unknown>) => {
      const thumbnailUrl = await resolveImage(values.thumbnailUrl as never, (file) => dataProvider.uploadImage(file));
      const body: ApiSchema<'CorporateVideoInputDto'> = {
        title: text(values.title),
        description: text(values.description),
        videoUrl: text(values.videoUrl),
        thumbnailUrl,
        active: values.active !== false,
      };
      return dataProvider.updateCorporateVideo(body);
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(QUERY_KEY, updated);
      toast.success(t.video.success);
    },
    onError: (e) => toast.error(e, t.video.error),
  });

  return (
    <Box sx={{ pb: 4 }}>
      <Title title={translate('mh.menu.video')} />
      <PageHeader title={translate('mh.video.title')} subtitle={translate('mh.video.subtitle')} />
      {video.isPending ? (
        <Skeleton variant="rounded" height={420} />
      ) : video.isError ? (
        <Alert severity="error">{errorMessage(video.error, t.video.loadError)}</Alert>
      ) : (
        <Card>
          <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>
            <UploadStateProvider>
              <SimpleForm
                record={video.data ?? { active: true }}
                toolbar={<VideoToolbar />}
                onSubmit={submitTo(save.mutateAsync)}
                sx={{ maxWidth: 900 }}
              >
                <TextInput source="title" label="mh.video.fields.title" validate={required} fullWidth />
                <TextInput
                  source="description"
                  label="mh.video.fields.description"
                  validate={required}
                  multiline
                  minRows={3}
                  fullWidth
                />
                <VideoUploadInput
                  source="videoUrl"
                  label={translate('mh.video.fields.videoUrl')}
                  validate={[videoRequired, videoPlayable]}
                />
                <ImageUploadInput source="thumbnailUrl" label={translate('mh.video.fields.thumbnailUrl')} />
                <BooleanInput source="active" label="mh.video.fields.active" />
              </SimpleForm>
            </UploadStateProvider>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
