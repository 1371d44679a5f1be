import { useEffect, useState } from 'react';

/** How long after the last scroll event a phone counts as no longer scrolling. */
const SCROLL_SETTLE_MS = 350;
const PHONE = '(max-width: 767.98px)';

/**
 * A floating button shows only while none of the given sections is on screen: the hero and the closing call to
 * action already offer the same action, and near the footer the button would sit on top of the last content.
 * On phones it also steps aside while the page scrolls, so it never sits over the text being read.
 */
export function useFloatingVisibility(selectors: readonly string[]): boolean {
  const [awayFromSections, setAwayFromSections] = useState(false);
  const scrolling = useScrollingOnPhone();
  const key = selectors.join(',');
  useEffect(() => {
    const targets = [...document.querySelectorAll(key)];
    if (targets.length === 0 || typeof IntersectionObserver === 'undefined') {
      // Which sections exist is only known once the page is in the DOM.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setAwayFromSections(true);
      return;
    }
    const onScreen = new Map<Element, boolean>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) onScreen.set(entry.target, entry.isIntersecting);
      setAwayFromSections(![...onScreen.values()].some(Boolean));
    });
    targets.forEach((target) => observer.observe(target));
    return () => observer.disconnect();
  }, [key]);
  return awayFromSections && !scrolling;
}

function useScrollingOnPhone(): boolean {
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    const phone = window.matchMedia?.(PHONE);
    if (!phone) return;
    let timer: number | undefined;
    const onScroll = () => {
      if (!phone.matches) return;
      setScrolling(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setScrolling(false), SCROLL_SETTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer);
    };
  }, []);
  return scrolling;
}
