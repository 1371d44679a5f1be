import { Link as MuiLink } from '@mui/material';
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import { useScreen } from '../components/useScreen';
import { ClampCol, ContentList, PhoneOrTable, RowActions } from '../components/ListParts';
import { RatingField } from '../components/Rating';
import { youtubeId } from '@multyhealth/rules';

export default function TestimonialList() {
  const translate = useTranslate();
  const { roomy } = useScreen();
  return (
    <ContentList sort={{ field: 'createdAt', order: 'DESC' }}>
      <PhoneOrTable
        phone={
          <SimpleList
            primaryText={(r) => r.name}
            secondaryText={(r) => r.city}
            tertiaryText={() => <RatingField source="rating" />}
            linkType="edit"
          />
        }
      >
        <DataTable.Col source="name" />
        <DataTable.Col source="city" />
        <DataTable.Col source="rating" render={() => <RatingField source="rating" />} />
        <DataTable.Col
          source="videoUrl"
          label="mh.testimonials.video"
          disableSort
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
        <ClampCol source="message" maxWidth={roomy ? 420 : 260} />
        <RowActions confirmDelete deleteContent="mh.testimonials.deleteContent" />
      </PhoneOrTable>
    </ContentList>
  );
}
