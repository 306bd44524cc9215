import { useEffect } from 'react';
import { decodeOrKeep } from '#pwa/lib/decode-uri.ts';

/** A deep link such as /about#team arrives before the lazy page exists; scroll once it renders. */
export function useScrollToHash() {
  useEffect(() => {
    const id = decodeOrKeep(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}
