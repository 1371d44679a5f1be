import { useEffect } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { AUTH_EXPIRED_EVENT } from '../providers/authProvider';

const DRAFT_KEY = 'mh-admin-draft';

/**
 * Inside a form: when the session ends under it (a password change elsewhere), what was typed is kept in this tab's
 * session storage; back on the same screen after signing in again, the form gets it back, still to be saved.
 */
export function SessionDraft() {
  const { getValues, reset } = useFormContext();
  const { pathname } = useLocation();
  const record = useRecordContext();
  const notify = useNotify();
  const translate = useTranslate();

  useEffect(() => {
    const keep = () => sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ path: pathname, values: getValues() }));
    window.addEventListener(AUTH_EXPIRED_EVENT, keep);
    return () => window.removeEventListener(AUTH_EXPIRED_EVENT, keep);
  }, [pathname, getValues]);

  useEffect(() => {
    if (!record) return;
    // After react-admin's own effect has filled the form with the record (a parent's effect runs after this one).
    const timer = setTimeout(() => {
      const raw = sessionStorage.getItem(DRAFT_KEY);
      if (!raw) return;
      const draft = JSON.parse(raw) as { path?: string; values?: Record<string, unknown> };
      if (draft.path !== pathname || !draft.values) return;
      sessionStorage.removeItem(DRAFT_KEY);
      // Against the record as loaded now: the restored values count as changes, so 'Guardar' is enabled.
      reset(draft.values, { keepDefaultValues: true });
      notify(translate('mh.session.draftRestored'), { type: 'info' });
    }, 0);
    return () => clearTimeout(timer);
  }, [record, pathname, reset, notify, translate]);

  return null;
}
