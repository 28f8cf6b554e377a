import { useEffect } from 'react';
import { handleAnchorClick } from './smoothAnchorScroll';

/** Document-level behaviour the theme adds; renders nothing. */
export function ClientEffects() {
  useEffect(() => {
    document.addEventListener('click', handleAnchorClick);
    return () => document.removeEventListener('click', handleAnchorClick);
  }, []);
  return null;
}
