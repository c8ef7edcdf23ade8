import { useEffect, useRef, type RefObject } from 'react';

/**
 * Focuses the element when `key` changes (not when it first appears): after a step change or a
 * week change, keyboard and screen-reader users continue from the new content's heading instead
 * of from the top of the page. The element needs tabIndex={-1}.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  const previous = useRef(key);
  useEffect(() => {
    if (Object.is(previous.current, key)) return;
    previous.current = key;
    ref.current?.focus();
  }, [key]);
  return ref;
}
