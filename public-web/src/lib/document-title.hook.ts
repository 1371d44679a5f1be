import { useEffect } from 'react';

/** Keeps the tab title in step with client-side navigation (the server sets the first one, with link previews). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
