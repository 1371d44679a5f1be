import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import { useState } from 'react';
import { Confirm, SaveButton, Toolbar, useSaveContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { SessionDraft } from '../components/SessionDraft';

/**
 * 'Guardar' sends the answer by e-mail, once and for good: it asks first (the answer is valid by then), and only the
 * confirmation submits the form.
 */
export function AnswerToolbar({ email }: { email: string }) {
  const translate = useTranslate();
  const { trigger, handleSubmit } = useFormContext();
  const { save } = useSaveContext();
  const [open, setOpen] = useState(false);
  return (
    <Toolbar sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <SessionDraft />
      <SaveButton
        type="button"
        // Checks the answer, then asks; the real submit is the dialog's 'Enviar respuesta'.
        onClick={(event) => {
          event.preventDefault();
          void trigger('answer').then((valid) => valid && setOpen(true));
        }}
      />
      <Confirm
        CancelIcon={CloseIcon}
        ConfirmIcon={SendIcon}
        isOpen={open}
        title={translate('mh.dataRequests.confirmTitle')}
        content={translate('mh.dataRequests.confirmContent', { email })}
        confirm="mh.dataRequests.confirmSend"
        onConfirm={() => {
          setOpen(false);
          void handleSubmit((values) => save?.(values))();
        }}
        onClose={() => setOpen(false)}
      />
    </Toolbar>
  );
}
