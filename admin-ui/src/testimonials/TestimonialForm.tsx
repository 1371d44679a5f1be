import { required, SimpleForm, TextInput, type Validator } from 'react-admin';
import { ImageUploadInput } from '../components/ImageUploadInput';
import { RatingInput } from '../components/Rating';
import { FormToolbar } from '../components/UploadState';
import { t } from '../i18n/es';
import { isOptionalYoutubeLink } from '../lib/video-links';

const validVideo: Validator = (value) => (isOptionalYoutubeLink(value) ? undefined : t.testimonials.invalidVideo);

export function TestimonialForm({ create = false }: { create?: boolean }) {
  return (
    <SimpleForm
      toolbar={<FormToolbar showDelete={!create} confirmDelete deleteContent="mh.testimonials.deleteContent" />}
      defaultValues={{ rating: 5 }}
      sx={{ maxWidth: 760 }}
    >
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="city" fullWidth />
      <TextInput source="videoUrl" validate={validVideo} fullWidth helperText="https://www.youtube.com/watch?v=…" />
      <TextInput source="message" validate={required()} multiline minRows={3} fullWidth />
      <RatingInput source="rating" />
      <ImageUploadInput source="photo" />
    </SimpleForm>
  );
}
