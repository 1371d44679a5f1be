import ReloadIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Button } from '@mui/material';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { EditContext, useTranslate } from 'react-admin';

/** 409 from an admin PUT sent with If-Match: someone saved this record after it was loaded. */
export function isStaleWrite(error: unknown): boolean {
  return (error as { status?: number } | null)?.status === 409;
}

interface StaleWriteState {
  stale: boolean;
  setStale: (value: boolean) => void;
}

const StaleWriteContext = createContext<StaleWriteState>({ stale: false, setStale: () => {} });

export function StaleWriteProvider({ children }: { children: ReactNode }) {
  const [stale, setStale] = useState(false);
  const value = useMemo(() => ({ stale, setStale }), [stale]);
  return <StaleWriteContext.Provider value={value}>{children}</StaleWriteContext.Provider>;
}

export const useStaleWrite = () => useContext(StaleWriteContext);

/**
 * Inside an edit form, after a 409: says another administrator changed the record and reloads it, putting back on
 * top of the fresh record what was typed in the fields this administrator changed (the next save sends the new
 * version and goes through).
 */
export function StaleWriteNotice() {
  const translate = useTranslate();
  const { stale, setStale } = useStaleWrite();
  // Create forms share the toolbar: no edit context there, and nothing to reload.
  const edit = useContext(EditContext);
  const form = useFormContext();
  const typed = useRef<[string, unknown][] | null>(null);
  const [reloading, setReloading] = useState(false);
  const version = edit?.record?.updatedAt;

  const formRef = useRef(form);
  useEffect(() => {
    formRef.current = form;
  });

  // react-admin resets the form when the record changes (after this effect): the typed values go back after that.
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => {
      for (const [name, value] of typed.current ?? []) formRef.current.setValue(name, value, { shouldDirty: true });
      typed.current = null;
      setReloading(false);
      setStale(false);
    }, 0);
    return () => clearTimeout(timer);
  }, [version, setStale]);

  if (!stale || !edit) return null;
  const reload = async () => {
    setReloading(true);
    // What differs from the record as loaded is what was typed (formState is only tracked while rendered).
    const loaded = (edit.record ?? {}) as Record<string, unknown>;
    typed.current = Object.entries(form.getValues()).filter(
      ([name, value]) => JSON.stringify(value) !== JSON.stringify(loaded[name]),
    );
    const result = await edit.refetch();
    // Same version (nothing new came back): nothing will reset the form, so finish here.
    if (result.data?.updatedAt === version) {
      typed.current = null;
      setReloading(false);
      setStale(false);
    }
  };
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="stale-write"
      sx={{ mb: 2, width: '100%' }}
      action={
        <Button color="inherit" size="small" startIcon={<ReloadIcon />} disabled={reloading} onClick={reload}>
          {translate('mh.conflict.reload')}
        </Button>
      }
    >
      <AlertTitle>{translate('mh.conflict.message')}</AlertTitle>
      {translate('mh.conflict.detail')}
    </Alert>
  );
}
