import DeleteIcon from '@mui/icons-material/Delete';
import {
  useDataProvider,
  useRecordContext,
  useRedirect,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { feedbackFor } from '../i18n/feedback-messages';
import { ConfirmActionButton } from './ConfirmActionButton';
import { useToast } from './useToast';

/**
 * Delete after a confirmation, for records whose deletion cannot be undone: the confirming button disables on the
 * first click (one DELETE however fast the clicks), and the toast names what was deleted.
 */
export function DeleteConfirmButton({ content, redirect = false }: { content?: string; redirect?: boolean }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const redirectTo = useRedirect();
  const toast = useToast();
  if (!record) return null;
  const feedback = feedbackFor(resource);
  return (
    <ConfirmActionButton
      label="ra.action.delete"
      color="error"
      icon={<DeleteIcon />}
      title={translate('mh.feedback.deleteTitle', {
        name: translate(`resources.${resource}.name`, { smart_count: 1 }).toLowerCase(),
      })}
      content={content ?? 'ra.message.delete_content'}
      confirm="ra.action.delete"
      confirmColor="warning"
      action={() => dataProvider.delete(resource, { id: record.id, previousData: record })}
      onSuccess={() => {
        toast.success(feedback.deleted);
        if (redirect) redirectTo('list', resource);
        else refresh();
      }}
      onError={(e) => toast.error(e, feedback.deleteError)}
    />
  );
}
