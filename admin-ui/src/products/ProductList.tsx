import { Box, Chip } from '@mui/material';
import { formatCop } from '@multyhealth/brand';
import { Datagrid, FunctionField, List, SimpleList, TextField, useTranslate } from 'react-admin';
import { ListLoadError } from '../components/LoadError';
import { useScreen } from '../components/useScreen';
import { Thumbnail } from '../components/ImageUploadInput';
import { Clamp, CreateActions, RowActions, searchFilters } from '../components/ListParts';
import { keyboardRows } from '../components/keyboardRows';

export default function ProductList() {
  const translate = useTranslate();
  const { phone, roomy } = useScreen();
  return (
    <List filters={searchFilters} actions={<CreateActions />} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false} error={<ListLoadError />}>
      {phone ? (
        <SimpleList
          primaryText={(r) => r.name}
          secondaryText={(r) => (r.price != null ? formatCop(Number(r.price)) : '—')}
          leftAvatar={(r) => <Thumbnail src={r.image} alt="" />}
          linkType="edit"
        />
      ) : (
      <Datagrid body={keyboardRows} rowClick="edit" bulkActionButtons={false}>
        <FunctionField source="image" sortable={false} render={(r) => <Thumbnail src={r.image} alt={r.name} />} />
        <TextField source="name" />
        {roomy && <FunctionField source="description" sortable={false} render={(r) => <Clamp text={r.description} />} />}
        <FunctionField source="price" textAlign="right" render={(r) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{r.price != null ? formatCop(Number(r.price)) : '—'}</Box>} />
        <FunctionField source="minPrice" textAlign="right" render={(r) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{r.minPrice != null ? formatCop(Number(r.minPrice)) : '—'}</Box>} />
        <FunctionField source="type" render={(r) => <Chip size="small" label={translate(`mh.products.types.${r.type === 'multydrink' ? 'multydrink' : 'other'}`)} />} />
        <RowActions label="mh.common.actions" />
      </Datagrid>
      )}
    </List>
  );
}
