import MovieIcon from '@mui/icons-material/Movie';
import { Box, Chip, Stack } from '@mui/material';
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import { useScreen } from '../components/useScreen';
import { Thumbnail } from '../components/ImageUploadInput';
import { ClampCol, ContentList, CreateActions, PhoneOrTable, RowActions } from '../components/ListParts';
import { ActiveChip } from '../components/StatusChip';
import { CleanupButton } from './CleanupButton';

const URL_PATTERN = /https?:\/\/\S+/i;

function TargetChip({ record }: { record: { targetType?: string; targetCity?: string; targetCountry?: string } }) {
  const translate = useTranslate();
  const { targetType } = record;
  if (targetType !== 'city' && targetType !== 'country')
    return <Chip size="small" variant="outlined" label={translate('mh.announcements.targetBadge.all')} />;
  const place = targetType === 'city' ? record.targetCity : record.targetCountry;
  return (
    <Chip
      size="small"
      color="info"
      label={translate(`mh.announcements.targetBadge.${targetType}`, { value: place ?? '—' })}
    />
  );
}

export default function AnnouncementList() {
  const translate = useTranslate();
  const { roomy } = useScreen();
  return (
    <ContentList
      actions={
        <CreateActions>
          <CleanupButton />
        </CreateActions>
      }
      sort={{ field: 'order', order: 'ASC' }}
    >
      <PhoneOrTable
        phone={
          <SimpleList
            primaryText={(r) => r.title}
            secondaryText={(r) => r.description}
            tertiaryText={(r) => <ActiveChip active={!!r.active} />}
            leftAvatar={(r) => <Thumbnail src={r.image} alt="" />}
            linkType="edit"
          />
        }
      >
        <DataTable.Col
          source="media"
          disableSort
          render={(r) =>
            r.videoUrl && !r.image ? (
              <Box
                sx={{
                  width: 56,
                  height: 56,
                  borderRadius: 2,
                  bgcolor: 'text.primary',
                  color: '#fff',
                  display: 'grid',
                  placeItems: 'center',
                }}
                role="img"
                aria-label={translate('mh.announcements.media.video')}
              >
                <MovieIcon />
              </Box>
            ) : (
              <Thumbnail src={r.image} alt={r.title} />
            )
          }
        />
        <DataTable.Col source="title" />
        {roomy && <ClampCol source="description" />}
        <DataTable.NumberCol source="order" />
        <DataTable.Col source="active" render={(r) => <ActiveChip active={!!r.active} />} />
        {roomy && (
          <DataTable.Col
            source="links"
            disableSort
            render={(r) => (
              <Chip
                size="small"
                variant="outlined"
                label={translate(
                  URL_PATTERN.test(r.description ?? '') ? 'mh.announcements.hasLinks' : 'mh.announcements.noLinks',
                )}
              />
            )}
          />
        )}
        <DataTable.Col
          source="targetType"
          render={(r) => (
            <Stack direction="row">
              <TargetChip record={r} />
            </Stack>
          )}
        />
        <RowActions />
      </PhoneOrTable>
    </ContentList>
  );
}
