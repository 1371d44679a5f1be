import { Link as MuiLink } from '@mui/material';
import { Datagrid, FunctionField, List, TextField, useTranslate } from 'react-admin';
import { Clamp, CreateActions, RowActions, searchFilters } from '../components/ListParts';
import { RatingField } from '../components/Rating';
import { youtubeId } from '../lib/youtube';

export default function TestimonialList() {
  const translate = useTranslate();
  return (
    <List filters={searchFilters} actions={<CreateActions />} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
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
        <FunctionField source="message" sortable={false} render={(r) => <Clamp text={r.message} maxWidth={420} />} />
        <RowActions label="mh.common.actions" confirmDelete deleteContent="mh.testimonials.deleteContent" />
      </Datagrid>
    </List>
  );
}
