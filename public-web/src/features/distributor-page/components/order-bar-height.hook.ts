import { useCallback, useRef } from 'react';

/**
 * A ref for the fixed order bar that keeps `--order-bar-height` on <body> at its height: one row, the sent panel
 * above the cart, or the open details; the floating button and the page's end make room for exactly that much.
 */
export function useOrderBarHeight() {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((bar: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!bar) {
      document.body.style.removeProperty('--order-bar-height');
      return;
    }
    const update = () => document.body.style.setProperty('--order-bar-height', `${bar.offsetHeight}px`);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(update);
    observer.current.observe(bar);
  }, []);
}
