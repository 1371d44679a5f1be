import { useEffect, useState } from 'react';

/**
 * A floating button shows only while none of the given sections is on screen: the hero and the closing call to
 * action already offer the same action, and near the footer the button would sit on top of the last content.
 */
export function useFloatingVisibility(selectors: readonly string[]): boolean {
  const [visible, setVisible] = useState(false);
  const key = selectors.join(',');
  useEffect(() => {
    const targets = [...document.querySelectorAll(key)];
    if (targets.length === 0 || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const onScreen = new Map<Element, boolean>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) onScreen.set(entry.target, entry.isIntersecting);
      setVisible(![...onScreen.values()].some(Boolean));
    });
    targets.forEach((target) => observer.observe(target));
    return () => observer.disconnect();
  }, [key]);
  return visible;
}
