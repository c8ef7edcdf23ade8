import { useEffect, useState } from 'react';

/** What counts as the person reaching for the page: a tap, a click or a key. */
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/** Whether the person has tapped or pressed a key on this page already (the browser's sticky user activation). */
function interactedAlready(): boolean {
  return typeof navigator !== 'undefined' && 'userActivation' in navigator && navigator.userActivation.hasBeenActive;
}

/**
 * False until the person has tapped or pressed a key on the page (at once true when they already
 * have, as when a tab or a link brought them to the screen). A screen asks for the code of its later
 * steps only then: fetched and compiled while a phone was still adopting the page, that code made
 * the page's longest tasks after its first paint, for a person who may only be looking (issue 34).
 */
export function useAfterFirstInteraction(): boolean {
  // Read as the screen is first drawn: a form opened by a tap then renders once, not again at once for this.
  const [interacted, setInteracted] = useState(interactedAlready);
  useEffect(() => {
    if (interacted) return undefined;
    const seen = () => setInteracted(true);
    for (const type of INTERACTIONS) document.addEventListener(type, seen, { capture: true, passive: true, once: true });
    return () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, seen, { capture: true });
    };
  }, [interacted]);
  return interacted;
}
