import { Chip } from '@mui/material';
import { Datagrid, FunctionField, List, NumberField, SimpleList, TextField, useTranslate } from 'react-admin';
import { ListLoadError } from '../components/LoadError';
import { useScreen } from '../components/useScreen';
import { Thumbnail } from '../components/ImageUploadInput';
import { Clamp, CreateActions, RowActions, searchFilters } from '../components/ListParts';
import { ActiveChip } from '../components/StatusChip';
import { keyboardRows } from '../components/keyboardRows';

export default function FeatureList() {
  const translate = useTranslate();
  const { phone, roomy } = useScreen();
  return (
    <List filters={searchFilters} actions={<CreateActions />} sort={{ field: 'order', order: 'ASC' }} exporter={false} error={<ListLoadError />}>
      {phone ? (
        <SimpleList
          primaryText={(r) => r.title}
          secondaryText={(r) => translate(`mh.features.productTypes.${r.productType === 'multytest' ? 'multytest' : 'multydrink'}`)}
          tertiaryText={(r) => <ActiveChip feminine active={!!r.active} />}
          leftAvatar={(r) => <Thumbnail src={r.imageUrl} alt="" />}
          linkType="edit"
        />
      ) : (
      <Datagrid body={keyboardRows} rowClick="edit" bulkActionButtons={false}>
        <FunctionField source="imageUrl" sortable={false} render={(r) => <Thumbnail src={r.imageUrl} alt={r.title} />} />
        <FunctionField
          source="productType"
          render={(r) => <Chip size="small" color={r.productType === 'multytest' ? 'info' : 'primary'} label={translate(`mh.features.productTypes.${r.productType === 'multytest' ? 'multytest' : 'multydrink'}`)} />}
        />
        <TextField source="title" />
        {roomy && <FunctionField source="description" sortable={false} render={(r) => <Clamp text={r.description} />} />}
        {roomy && <FunctionField source="benefits" sortable={false} render={(r) => (Array.isArray(r.benefits) ? r.benefits.length : 0)} />}
        <NumberField source="order" />
        <FunctionField source="active" render={(r) => <ActiveChip feminine active={!!r.active} />} />
        <RowActions label="mh.common.actions" confirmDelete deleteContent="mh.features.deleteContent" />
      </Datagrid>
      )}
    </List>
  );
}
