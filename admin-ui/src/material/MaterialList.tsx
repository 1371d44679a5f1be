import MovieIcon from '@mui/icons-material/Movie';
import PdfIcon from '@mui/icons-material/PictureAsPdf';
import TextIcon from '@mui/icons-material/Notes';
import { Box, Chip } from '@mui/material';
import {
  DataTable,
  FunctionField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Thumbnail } from '../components/ImageUploadInput';
import { ClampCol, ContentList, PhoneOrTable, RowActions } from '../components/ListParts';
import { ActiveChip } from '../components/StatusChip';
import { useScreen } from '../components/useScreen';
import { t } from '../i18n/es';
import { KIND_CHOICES } from './MaterialForm';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="productId" source="productId" reference="products" sort={{ field: 'name', order: 'ASC' }}>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <TextInput key="campaign" source="campaign" />,
  <SelectInput key="kind" source="kind" choices={KIND_CHOICES} />,
];

const ICONS = { video: MovieIcon, pdf: PdfIcon, texto: TextIcon } as const;

/** The image itself, or an icon tile for the other kinds. */
function Preview({ record }: { record: Partial<RaRecord> }) {
  const translate = useTranslate();
  if (record.kind === 'imagen') return <Thumbnail src={record.fileUrl} alt={record.title} />;
  const Icon = ICONS[record.kind as keyof typeof ICONS] ?? TextIcon;
  return (
    <Box
      role="img"
      aria-label={translate(`mh.material.kinds.${record.kind}`)}
      sx={{
        width: 56,
        height: 56,
        borderRadius: 2,
        bgcolor: record.kind === 'texto' ? 'action.hover' : 'text.primary',
        color: record.kind === 'texto' ? 'text.primary' : '#fff',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <Icon />
    </Box>
  );
}

function GroupChip({ record }: { record: Partial<RaRecord> }) {
  if (record.campaign) return <Chip size="small" color="info" label={record.campaign} />;
  if (record.productId)
    return (
      <ReferenceField source="productId" reference="products" link={false}>
        <FunctionField render={(p) => <Chip size="small" variant="outlined" label={p.name} />} />
      </ReferenceField>
    );
  return <Chip size="small" variant="outlined" label={t.material.general} />;
}

export default function MaterialList() {
  const translate = useTranslate();
  const { roomy } = useScreen();
  return (
    <ContentList filters={filters} sort={{ field: 'order', order: 'ASC' }}>
      <PhoneOrTable
        phone={
          <SimpleList
            primaryText={(r) => r.title}
            secondaryText={(r) => r.caption ?? translate(`mh.material.kinds.${r.kind}`)}
            tertiaryText={(r) => <ActiveChip active={!!r.active} />}
            leftAvatar={(r) => <Preview record={r} />}
            linkType="edit"
          />
        }
      >
        <DataTable.Col source="fileUrl" disableSort render={(r) => <Preview record={r} />} />
        <DataTable.Col source="title" />
        <DataTable.Col source="kind" render={(r) => translate(`mh.material.kinds.${r.kind}`)} />
        <DataTable.Col source="group" disableSort render={(r) => <GroupChip record={r} />} />
        {roomy && <ClampCol source="caption" />}
        <DataTable.NumberCol source="order" />
        <DataTable.Col source="active" render={(r) => <ActiveChip active={!!r.active} />} />
        <RowActions confirmDelete deleteContent={t.material.deleteContent} />
      </PhoneOrTable>
    </ContentList>
  );
}
