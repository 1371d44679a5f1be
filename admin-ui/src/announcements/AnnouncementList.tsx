import MovieIcon from '@mui/icons-material/Movie';
import { Box, Chip, Stack } from '@mui/material';
import { Datagrid, FunctionField, List, NumberField, SimpleList, TextField, useTranslate } from 'react-admin';
import { ListLoadError } from '../components/LoadError';
import { useScreen } from '../components/useScreen';
import { Thumbnail } from '../components/ImageUploadInput';
import { Clamp, CreateActions, RowActions, searchFilters } from '../components/ListParts';
import { ActiveChip } from '../components/StatusChip';
import { CleanupButton } from './CleanupButton';
import { keyboardRows } from '../components/keyboardRows';

const URL_PATTERN = /https?:\/\/\S+/i;

function TargetChip({ record }: { record: { targetType?: string; targetCity?: string; targetCountry?: string } }) {
  const translate = useTranslate();
  if (record.targetType === 'city') return <Chip size="small" color="info" label={translate('mh.announcements.targetBadge.city', { value: record.targetCity ?? '—' })} />;
  if (record.targetType === 'country') return <Chip size="small" color="info" label={translate('mh.announcements.targetBadge.country', { value: record.targetCountry ?? '—' })} />;
  return <Chip size="small" variant="outlined" label={translate('mh.announcements.targetBadge.all')} />;
}

export default function AnnouncementList() {
  const translate = useTranslate();
  const { phone, roomy } = useScreen();
  return (
    <List
      error={<ListLoadError />}
      filters={searchFilters}
      actions={<CreateActions><CleanupButton /></CreateActions>}
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
      <Datagrid body={keyboardRows} rowClick="edit" bulkActionButtons={false}>
        <FunctionField
          source="media"
          sortable={false}
          render={(r) =>
            r.videoUrl && !r.image ? (
              <Box sx={{ width: 56, height: 56, borderRadius: 2, bgcolor: 'text.primary', color: '#fff', display: 'grid', placeItems: 'center' }} role="img" aria-label={translate('mh.announcements.media.video')}>
                <MovieIcon />
              </Box>
            ) : (
              <Thumbnail src={r.image} alt={r.title} />
            )
          }
        />
        <TextField source="title" />
        {roomy && <FunctionField source="description" sortable={false} render={(r) => <Clamp text={r.description} />} />}
        <NumberField source="order" />
        <FunctionField source="active" render={(r) => <ActiveChip active={!!r.active} />} />
        {roomy && <FunctionField
          source="links"
          sortable={false}
          render={(r) => (
            <Chip size="small" variant="outlined" label={translate(URL_PATTERN.test(r.description ?? '') ? 'mh.announcements.hasLinks' : 'mh.announcements.noLinks')} />
          )}
        />}
        <FunctionField source="targetType" render={(r) => <Stack direction="row"><TargetChip record={r} /></Stack>} />
        <RowActions label="mh.common.actions" />
      </Datagrid>
      )}
    </List>
  );
}
