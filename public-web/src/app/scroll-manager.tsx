import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { prefersReducedMotion } from '../lib/reduced-motion';

/**
 * New pages start at the top; a #hash is scrolled to once its section exists and the page's data has arrived
 * (sections above it grow when their data loads, which would push the target away again).
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    let fontsReady = false;
    void document.fonts?.ready.then(() => (fontsReady = true));
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      const ready = target && queryClient.isFetching() === 0 && (fontsReady || !document.fonts);
      if (ready || ++tries > 50) {
        window.clearInterval(timer);
        if (target) scrollToSection(target);
      }
    }, 100);
    return () => window.clearInterval(timer);
  }, [pathname, hash, queryClient]);
  return null;
}

/** Smooth scroll, then one instant correction if late content (images, fonts) moved the section meanwhile. */
function scrollToSection(target: HTMLElement): void {
  const smooth = !prefersReducedMotion();
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  const correct = () => {
    const offset =
      target.getBoundingClientRect().top -
      parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop || '0');
    if (Math.abs(offset) > 8) target.scrollIntoView({ behavior: 'auto', block: 'start' });
  };
  if (smooth && 'onscrollend' in window) window.addEventListener('scrollend', correct, { once: true });
  else window.setTimeout(correct, 50);
}
