import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';

/** Each new page starts at the top, except home (spec section 2) and links to an in-page anchor. */
export function ScrollToTop() {
  const [location] = useLocation();
  useLayoutEffect(() => {
    if (location === '/' || window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location]);
  return null;
}
