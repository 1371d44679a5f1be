import MovieIcon from '@mui/icons-material/Movie';
import { Box, Chip, Stack } from '@mui/material';
import { DataTable, List, SimpleList, useTranslate } from 'react-admin';
import { ListLoadError } from '../components/LoadError';
import { useScreen } from '../components/useScreen';
import { Thumbnail } from '../components/ImageUploadInput';
import { AdminDataTable } from '../components/AdminDataTable';
import { Clamp, CreateActions, RowActions, searchFilters } from '../components/ListParts';
import { ActiveChip } from '../components/StatusChip';
import { CleanupButton } from './CleanupButton';

const URL_PATTERN = /https?:\/\/\S+/i;

function TargetChip({ record }: { record: { targetType?: string; targetCity?: string; targetCountry?: string } }) {
  const translate = useTranslate();
  if (record.targetType === 'city')
    return (
      <Chip
        size="small"
        color="info"
        label={translate('mh.announcements.targetBadge.city', { value: record.targetCity ?? '—' })}
      />
    );
  if (record.targetType === 'country')
    return (
      <Chip
        size="small"
        color="info"
        label={translate('mh.announcements.targetBadge.country', { value: record.targetCountry ?? '—' })}
      />
    );
  return <Chip size="small" variant="outlined" label={translate('mh.announcements.targetBadge.all')} />;
}

export default function AnnouncementList() {
  const translate = useTranslate();
  const { phone, roomy } = useScreen();
  return (
    <List
      error={<ListLoadError />}
      filters={searchFilters}
      actions={
        <CreateActions>
          <CleanupButton />
        </CreateActions>
      }
      sort={{ field: 'order', order: 'ASC' }}
      exporter={false}
    >
      {phone ? (
        <SimpleList
          primaryText={(r) => r.title}
          secondaryText={(r) => r.description}
          tertiaryText={(r) => <ActiveChip active={!!r.active} />}
          leftAvatar={(r) => <Thumbnail src={r.image} alt="" />}
          linkType="edit"
        />
      ) : (
        <AdminDataTable rowClick="edit" bulkActionButtons={false}>
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
          {roomy && <DataTable.Col source="description" disableSort render={(r) => <Clamp text={r.description} />} />}
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
        </AdminDataTable>
      )}
    </List>
  );
}
