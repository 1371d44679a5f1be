import { Box } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

// The cell that names a row, by react-admin's column class; otherwise the row's first data cell.
const NAME_COLUMNS = ['name', 'title', 'question', 'reference', 'email', 'summary'].map((c) => `td.column-${c}`);

function rowName(row: Element | null): string {
  if (!row) return '';
  const cell =
    NAME_COLUMNS.map((selector) => row.querySelector(selector)).find(Boolean) ??
    [...row.querySelectorAll('td')].find((td) => !td.querySelector('.select-item'));
  return (cell?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
}

/**
 * react-admin gives each row's selection checkbox its aria-label ('Seleccionar esta fila', the same on every row) on
 * MUI's wrapper <span>, where the attribute is not allowed, leaving the <input> itself unlabelled. This names each
 * input after its row ('Seleccionar Ana Gómez') whenever rows render.
 */
export function LabelledRowCheckboxes({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const translate = useTranslate();
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const relabel = () => {
      for (const wrapper of node.querySelectorAll<HTMLElement>('tbody .select-item')) {
        wrapper.removeAttribute('aria-label');
        const input = wrapper.querySelector('input');
        const name = rowName(wrapper.closest('tr'));
        const label = name ? translate('mh.common.selectRow', { name }) : translate('ra.action.select_row');
        // Only a real change: setting the same value would wake the observer again.
        if (input && input.getAttribute('aria-label') !== label) input.setAttribute('aria-label', label);
      }
    };
    relabel();
    const observer = new MutationObserver(relabel);
    observer.observe(node, { childList: true, subtree: true, characterData: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [translate]);
  return <Box ref={root}>{children}</Box>;
}
