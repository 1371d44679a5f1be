import { Link as MuiLink } from '@mui/material';
import { Datagrid, FunctionField, List, SimpleList, TextField, useTranslate } from 'react-admin';
import { ListLoadError } from '../components/LoadError';
import { useScreen } from '../components/useScreen';
import { Clamp, CreateActions, RowActions, searchFilters } from '../components/ListParts';
import { RatingField } from '../components/Rating';
import { youtubeId } from '../lib/youtube';
import { keyboardRows } from '../components/keyboardRows';

export default function TestimonialList() {
  const translate = useTranslate();
  const { phone, roomy } = useScreen();
  return (
    <List filters={searchFilters} actions={<CreateActions />} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false} error={<ListLoadError />}>
      {phone ? (
        <SimpleList primaryText={(r) => r.name} secondaryText={(r) => r.city} tertiaryText={() => <RatingField source="rating" />} linkType="edit" />
      ) : (
      <Datagrid body={keyboardRows} rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="city" />
        <FunctionField source="rating" render={() => <RatingField source="rating" />} />
        <FunctionField
          source="videoUrl"
          label="mh.testimonials.video"
          sortable={false}
          render={(r) =>
            youtubeId(r.videoUrl) ? (
              <MuiLink href={r.videoUrl} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
                {translate('mh.testimonials.watchVideo')}
              </MuiLink>
            ) : (
              '—'
            )
          }
        />
        <FunctionField source="message" sortable={false} render={(r) => <Clamp text={r.message} maxWidth={roomy ? 420 : 260} />} />
        <RowActions label="mh.common.actions" confirmDelete deleteContent="mh.testimonials.deleteContent" />
      </Datagrid>
      )}
    </List>
  );
}
