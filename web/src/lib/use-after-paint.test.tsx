import { describe, expect, test } from '@jest/globals';
import { renderHook, waitFor } from '@testing-library/react';
import { useAfterPaint } from './use-after-paint.ts';

describe('useAfterPaint', () => {
  test('when the screen is drawn by the browser, then it is false at first and true once a frame has been drawn', async () => {
    const seen: boolean[] = [];
    renderHook(() => {
      const painted = useAfterPaint();
      seen.push(painted);
      return painted;
    });
    expect(seen[0]).toBe(false);
    await waitFor(() => expect(seen.at(-1)).toBe(true), { timeout: 2_000 });
  });

  test('when the page was drawn ahead, then it is true from the first render and never asks for another', async () => {
    const seen: boolean[] = [];
    renderHook(() => {
      const painted = useAfterPaint(true);
      seen.push(painted);
      return painted;
    });
    // Two frames' time for an update that must not come.
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(seen).toEqual([true]);
  });
});
