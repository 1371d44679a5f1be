import { Chip } from '@mui/material';
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import { useScreen } from '../components/useScreen';
import { Thumbnail } from '../components/ImageUploadInput';
import { ClampCol, ContentList, PhoneOrTable, RowActions } from '../components/ListParts';
import { ActiveChip } from '../components/StatusChip';

export default function FeatureList() {
  const translate = useTranslate();
  const { roomy } = useScreen();
  return (
    <ContentList sort={{ field: 'order', order: 'ASC' }}>
      <PhoneOrTable
        phone={
          <SimpleList
            primaryText={(r) => r.title}
            secondaryText={(r) =>
              translate(`mh.features.productTypes.${r.productType === 'multytest' ? 'multytest' : 'multydrink'}`)
            }
            tertiaryText={(r) => <ActiveChip feminine active={!!r.active} />}
            leftAvatar={(r) => <Thumbnail src={r.imageUrl} alt="" />}
            linkType="edit"
          />
        }
      >
        <DataTable.Col source="imageUrl" disableSort render={(r) => <Thumbnail src={r.imageUrl} alt={r.title} />} />
        <DataTable.Col
          source="productType"
          render={(r) => (
            <Chip
              size="small"
              color={r.productType === 'multytest' ? 'info' : 'primary'}
              label={translate(
                `mh.features.productTypes.${r.productType === 'multytest' ? 'multytest' : 'multydrink'}`,
              )}
            />
          )}
        />
        <DataTable.Col source="title" />
        {roomy && <ClampCol source="description" />}
        {roomy && (
          <DataTable.Col
            source="benefits"
            disableSort
            render={(r) => (Array.isArray(r.benefits) ? r.benefits.length : 0)}
          />
        )}
        <DataTable.NumberCol source="order" />
        <DataTable.Col source="active" render={(r) => <ActiveChip feminine active={!!r.active} />} />
        <RowActions confirmDelete deleteContent="mh.features.deleteContent" />
      </PhoneOrTable>
    </ContentList>
  );
}
