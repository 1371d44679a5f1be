import { Box, Card, CardActions, CardContent, CardMedia, Chip, Stack, Typography } from '@mui/material';
import { EditButton, Pagination, RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import { ContentList, EmptyList } from '../components/ListParts';
import { ActiveChip } from '../components/StatusChip';
import { DeleteConfirmButton } from '../components/DeleteConfirmButton';

/** The team images as a grid of cards, like the home page shows them. */
function TeamGrid() {
  const { data, isPending } = useListContext();
  const translate = useTranslate();
  if (isPending) return null;
  if (!data?.length) return <EmptyList message={translate('mh.team.empty')} />;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, p: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))' }}
    >
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Card variant="outlined" data-testid="team-card">
            <CardMedia
              component="img"
              image={record.imageUrl}
              alt={record.title || translate('mh.team.untitled')}
              sx={{ height: 180, objectFit: 'cover', bgcolor: 'action.hover' }}
            />
            <CardContent sx={{ pb: 1 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {record.title || translate('mh.team.untitled')}
              </Typography>
              {record.description && (
                <Typography variant="body2" color="text.secondary">
                  {record.description}
                </Typography>
              )}
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <ActiveChip feminine active={record.active ?? record.isActive ?? true} />
                <Chip
                  size="small"
                  variant="outlined"
                  label={`${translate('resources.team-images.fields.order')}: ${record.order ?? 0}`}
                />
              </Stack>
            </CardContent>
            <CardActions sx={{ justifyContent: 'space-between' }}>
              <EditButton />
              <DeleteConfirmButton content="mh.team.deleteContent" />
            </CardActions>
          </Card>
        </RecordContextProvider>
      ))}
    </Box>
  );
}

export default function TeamImageList() {
  return (
    <ContentList
      sort={{ field: 'order', order: 'ASC' }}
      perPage={24}
      pagination={<Pagination rowsPerPageOptions={[12, 24, 48]} />}
      empty={false}
    >
      <TeamGrid />
    </ContentList>
  );
}
