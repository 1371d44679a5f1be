import { Link as MuiLink } from '@mui/material';
import { DataTable, List, SimpleList, useTranslate } from 'react-admin';
import { ListLoadError } from '../components/LoadError';
import { useScreen } from '../components/useScreen';
import { AdminDataTable } from '../components/AdminDataTable';
import { Clamp, CreateActions, RowActions, searchFilters } from '../components/ListParts';
import { RatingField } from '../components/Rating';
import { youtubeId } from '@multyhealth/rules';

export default function TestimonialList() {
  const translate = useTranslate();
  const { phone, roomy } = useScreen();
  return (
    <List
      filters={searchFilters}
      actions={<CreateActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
      error={<ListLoadError />}
    >
      {phone ? (
        <SimpleList
          primaryText={(r) => r.name}
          secondaryText={(r) => r.city}
          tertiaryText={() => <RatingField source="rating" />}
          linkType="edit"
        />
      ) : (
        <AdminDataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="city" />
          <DataTable.Col source="rating" render={() => <RatingField source="rating" />} />
          <DataTable.Col
            source="videoUrl"
            label="mh.testimonials.video"
            disableSort
            render={(r) =>
              youtubeId(r.videoUrl) ? (
                <MuiLink
                  href={r.videoUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={(e) => e.stopPropagation()}
                >
                  {translate('mh.testimonials.watchVideo')}
                </MuiLink>
              ) : (
                '—'
              )
            }
          />
          <DataTable.Col
            source="message"
            disableSort
            render={(r) => <Clamp text={r.message} maxWidth={roomy ? 420 : 260} />}
          />
          <RowActions confirmDelete deleteContent="mh.testimonials.deleteContent" />
        </AdminDataTable>
      )}
    </List>
  );
}
