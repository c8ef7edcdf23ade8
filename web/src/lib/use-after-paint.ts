import { useEffect, useState } from 'react';

/**
 * False until a frame has been drawn after the component's first render (at once in a tab drawing no
 * frames); true from the start with `paintedAlready`, on a page drawn ahead. A screen draws its largest text first and asks for the code of what lies below it only
 * then: on a slow network those files would otherwise hold up that text (issue 34 §1).
 */
export function useAfterPaint(paintedAlready = false): boolean {
  const [painted, setPainted] = useState(paintedAlready);
  useEffect(() => {
    // A page drawn ahead (by the server) was painted whole: no update, which would have React adopt the rest of it at once, in one long task.
    if (paintedAlready) return;
    if (document.visibilityState === 'hidden' || typeof window.requestAnimationFrame !== 'function') return void setPainted(true);
    let timer = 0;
    // An animation frame's callback runs just before that frame is drawn; a task queued from it runs after.
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [paintedAlready]);
  return painted;
}
