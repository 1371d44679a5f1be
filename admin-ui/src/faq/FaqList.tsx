import { DataTable, SimpleList } from 'react-admin';
import { useScreen } from '../components/useScreen';
import { ClampCol, ContentList, PhoneOrTable, RowActions } from '../components/ListParts';

export default function FaqList() {
  const { roomy } = useScreen();
  return (
    <ContentList sort={{ field: 'order', order: 'ASC' }}>
      <PhoneOrTable
        phone={<SimpleList primaryText={(r) => r.question} secondaryText={(r) => `#${r.order}`} linkType="edit" />}
      >
        <DataTable.NumberCol source="order" />
        <DataTable.Col source="question" />
        <ClampCol source="answer" maxWidth={roomy ? 560 : 320} />
        <RowActions confirmDelete deleteContent="mh.faq.deleteContent" />
      </PhoneOrTable>
    </ContentList>
  );
}
