import { Box } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * react-admin gives each row's selection checkbox its aria-label on MUI's wrapper <span>, where the attribute is not
 * allowed, leaving the <input> itself unlabelled (screen readers announce a bare checkbox). This moves the label to
 * the input whenever rows render.
 */
export function LabelledRowCheckboxes({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const relabel = () => {
      for (const wrapper of node.querySelectorAll<HTMLElement>('.select-item[aria-label]')) {
        wrapper.querySelector('input')?.setAttribute('aria-label', wrapper.getAttribute('aria-label')!);
        wrapper.removeAttribute('aria-label');
      }
    };
    relabel();
    const observer = new MutationObserver(relabel);
    observer.observe(node, { childList: true, subtree: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, []);
  return <Box ref={root}>{children}</Box>;
}
