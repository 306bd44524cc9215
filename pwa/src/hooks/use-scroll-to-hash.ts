import { useEffect } from 'react';

/** A deep link such as /about#team arrives before the lazy page exists; scroll once it renders. */
export function useScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}
