import { Box } from '@mui/material';
import {
  FormDataConsumer,
  RadioButtonGroupInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  useTranslate,
  type Validator,
  required as requiredChoice,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { ImageUploadInput } from '../components/ImageUploadInput';
import { FormToolbar } from '../components/UploadState';
import { VideoUploadInput } from '../components/VideoUploadInput';
import { requiredWith } from '../components/validators';
import { t } from '../i18n/es';
import { ANNOUNCEMENT_CITIES, ANNOUNCEMENT_COUNTRIES, DEFAULT_ORDER } from '../lib/constants';
import { OrderAndActive } from '../components/OrderAndActive';

const required = requiredWith(t.common.titleAndDescriptionRequired);
const videoRequired: Validator = (value, values) =>
  values.mediaType === 'video' && !String(value ?? '').trim() ? t.announcements.videoRequired : undefined;
const cityRequired: Validator = (value, values) =>
  values.targetType === 'city' && !value ? t.announcements.targetCityRequired : undefined;
const countryRequired: Validator = (value, values) =>
  values.targetType === 'country' && !value ? t.announcements.targetCountryRequired : undefined;

/** The place an announcement is aimed at, by its target type. */
const placeInputs: Record<string, { source: string; choices: { id: string; name: string }[]; validate: Validator }> = {
  city: { source: 'targetCity', choices: ANNOUNCEMENT_CITIES.map((c) => ({ id: c, name: c })), validate: cityRequired },
  country: {
    source: 'targetCountry',
    choices: ANNOUNCEMENT_COUNTRIES.map((c) => ({ id: c, name: c })),
    validate: countryRequired,
  },
};

/** Image or video: choosing one clears the other. The record has no mediaType; it is derived. */
function MediaTypeInput() {
  const record = useRecordContext();
  const { setValue } = useFormContext();
  return (
    <RadioButtonGroupInput
      source="mediaType"
      defaultValue={record?.mediaType ?? (record?.videoUrl && !record?.image ? 'video' : 'image')}
      choices={[
        { id: 'image', name: 'mh.announcements.media.image' },
        { id: 'video', name: 'mh.announcements.media.video' },
      ]}
      onChange={(event: { target?: { value?: string } } | string) => {
        const value = typeof event === 'string' ? event : event?.target?.value;
        if (value === 'image') setValue('videoUrl', null, { shouldDirty: true });
        if (value === 'video') setValue('image', null, { shouldDirty: true });
      }}
    />
  );
}

/** all / city / country; changing it clears the chosen city and country. */
function TargetTypeInput() {
  const { setValue } = useFormContext();
  return (
    <SelectInput
      fullWidth={false}
      source="targetType"
      validate={requiredChoice()}
      choices={[
        { id: 'all', name: 'mh.announcements.target.all' },
        { id: 'city', name: 'mh.announcements.target.city' },
        { id: 'country', name: 'mh.announcements.target.country' },
      ]}
      onChange={() => {
        setValue('targetCity', null, { shouldDirty: true });
        setValue('targetCountry', null, { shouldDirty: true });
      }}
      sx={{ minWidth: 240 }}
    />
  );
}

export function AnnouncementForm({ create = false }: { create?: boolean }) {
  const translate = useTranslate();
  return (
    <SimpleForm
      toolbar={<FormToolbar showDelete={!create} />}
      defaultValues={{ order: DEFAULT_ORDER.announcement, active: true, targetType: 'all' }}
      sx={{ maxWidth: 900 }}
    >
      <TextInput source="title" validate={required} fullWidth />
      <TextInput
        source="description"
        validate={required}
        multiline
        minRows={4}
        fullWidth
        helperText={translate('mh.announcements.descriptionHelp')}
      />
      <MediaTypeInput />
      <FormDataConsumer>
        {({ formData }) =>
          formData.mediaType === 'video' ? (
            <VideoUploadInput
              source="videoUrl"
              validate={videoRequired}
              helperText={translate('mh.announcements.videoUrlHelp')}
            />
          ) : (
            <ImageUploadInput
              source="image"
              requiredMessage={t.announcements.imageRequired}
              requiredWhen={(v) => v.mediaType !== 'video'}
            />
          )
        }
      </FormDataConsumer>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', width: '100%' }}>
        <TargetTypeInput />
        <FormDataConsumer>
          {({ formData }) => {
            const place = placeInputs[formData.targetType as string];
            return place ? (
              <SelectInput
                key={place.source}
                fullWidth={false}
                source={place.source}
                choices={place.choices}
                validate={place.validate}
                translateChoice={false}
                sx={{ minWidth: 240 }}
              />
            ) : null;
          }}
        </FormDataConsumer>
      </Box>
      <OrderAndActive />
    </SimpleForm>
  );
}
