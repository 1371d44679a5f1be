import { Box, Chip } from '@mui/material';
import { formatCop } from '@multyhealth/brand';
import { DataTable, List, SimpleList, useTranslate } from 'react-admin';
import { ListLoadError } from '../components/LoadError';
import { useScreen } from '../components/useScreen';
import { Thumbnail } from '../components/ImageUploadInput';
import { AdminDataTable } from '../components/AdminDataTable';
import { Clamp, CreateActions, RowActions, searchFilters } from '../components/ListParts';

export default function ProductList() {
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
          secondaryText={(r) => (r.price != null ? formatCop(Number(r.price)) : '—')}
          leftAvatar={(r) => <Thumbnail src={r.image} alt="" />}
          linkType="edit"
        />
      ) : (
        <AdminDataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="image" disableSort render={(r) => <Thumbnail src={r.image} alt={r.name} />} />
          <DataTable.Col source="name" />
          {roomy && <DataTable.Col source="description" disableSort render={(r) => <Clamp text={r.description} />} />}
          <DataTable.Col
            source="price"
            align="right"
            render={(r) => (
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {r.price != null ? formatCop(Number(r.price)) : '—'}
              </Box>
            )}
          />
          <DataTable.Col
            source="minPrice"
            align="right"
            render={(r) => (
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {r.minPrice != null ? formatCop(Number(r.minPrice)) : '—'}
              </Box>
            )}
          />
          <DataTable.Col
            source="type"
            render={(r) => (
              <Chip
                size="small"
                label={translate(`mh.products.types.${r.type === 'multydrink' ? 'multydrink' : 'other'}`)}
              />
            )}
          />
          <RowActions />
        </AdminDataTable>
      )}
    </List>
  );
}
