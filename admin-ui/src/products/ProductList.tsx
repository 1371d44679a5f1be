import { Box, Chip } from '@mui/material';
import { formatCop } from '@multyhealth/brand';
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import { useScreen } from '../components/useScreen';
import { Thumbnail } from '../components/ImageUploadInput';
import { ClampCol, ContentList, PhoneOrTable, RowActions } from '../components/ListParts';

const cop = (value: unknown) => (value != null ? formatCop(Number(value)) : '—');

function Amount({ value }: { value: unknown }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {cop(value)}
    </Box>
  );
}

export default function ProductList() {
  const translate = useTranslate();
  const { roomy } = useScreen();
  return (
    <ContentList sort={{ field: 'createdAt', order: 'DESC' }}>
      <PhoneOrTable
        phone={
          <SimpleList
            primaryText={(r) => r.name}
            secondaryText={(r) => cop(r.price)}
            leftAvatar={(r) => <Thumbnail src={r.image} alt="" />}
            linkType="edit"
          />
        }
      >
        <DataTable.Col source="image" disableSort render={(r) => <Thumbnail src={r.image} alt={r.name} />} />
        <DataTable.Col source="name" />
        {roomy && <ClampCol source="description" />}
        <DataTable.Col source="price" align="right" render={(r) => <Amount value={r.price} />} />
        <DataTable.Col source="minPrice" align="right" render={(r) => <Amount value={r.minPrice} />} />
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
      </PhoneOrTable>
    </ContentList>
  );
}
