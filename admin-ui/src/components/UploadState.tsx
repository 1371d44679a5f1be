import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { DeleteButton, SaveButton, Toolbar } from 'react-admin';
import { DeleteConfirmButton } from './DeleteConfirmButton';
import { StaleWriteNotice } from './StaleWrite';
import { SessionDraft } from './SessionDraft';

interface UploadState {
  uploading: boolean;
  setUploading: (value: boolean) => void;
}

const UploadStateContext = createContext<UploadState>({ uploading: false, setUploading: () => {} });

/** Lets an upload in progress disable the form's save button. */
export function UploadStateProvider({ children }: { children: ReactNode }) {
  const [uploading, setUploading] = useState(false);
  const value = useMemo(() => ({ uploading, setUploading }), [uploading]);
  return <UploadStateContext.Provider value={value}>{children}</UploadStateContext.Provider>;
}

export const useUploadState = () => useContext(UploadStateContext);

/** Save (disabled while uploading) and delete, with or without a confirmation. */
export function FormToolbar({
  confirmDelete,
  deleteContent,
  showDelete = true,
}: {
  confirmDelete?: boolean;
  deleteContent?: string;
  showDelete?: boolean;
}) {
  const { uploading } = useUploadState();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
      <StaleWriteNotice />
      <SessionDraft />
      <SaveButton disabled={uploading} />
      {showDelete &&
        (confirmDelete ? (
          <DeleteConfirmButton content={deleteContent} redirect />
        ) : (
          <DeleteButton mutationMode="undoable" />
        ))}
    </Toolbar>
  );
}
