import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { DrawnForPhone } from './drawn-for-phone.ts';
import { WindowList } from './window-list.tsx';

const ITEMS = Array.from({ length: 200 }, (_, index) => ({ id: index + 1, name: `Lunch ${index + 1}` }));

/** A history of 200 cards 100 px tall, drawn for a phone or a computer. */
function History({ phone }: { phone: boolean }) {
  return (
    <DrawnForPhone value={phone}>
      <WindowList
        items={ITEMS}
        itemKey={(item) => item.id}
        renderItem={(item, itemProps) => <li {...itemProps}>{item.name}</li>}
        estimateHeight={100}
        gap={0}
        overscan={1}
        aria-label="Upcoming Orders"
      />
    </DrawnForPhone>
  );
}

let root: Root | undefined;
let renderToString: (element: ReactNode) => string;
beforeAll(async () => {
  // jsdom lays nothing out and cannot scroll; the list asks the window to stay where it is when it starts.
  window.scrollTo = () => undefined;
  // The server's renderer, as the gateway runs it (Node's build: jsdom lacks the MessageChannel the browser's schedules with).
  ({ renderToString } = await import('react-dom/server.node'));
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('a long list drawn by the server', () => {
  test("when a page with a long list is drawn for a phone, then it holds the cards of a phone's screen, not none and not all", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<History phone />);
    const names = [...container.querySelectorAll('li')].map((item) => item.textContent);
    // A phone's screen of 100 px cards (823 px), and the one beyond its edge.
    expect(names).toEqual(Array.from({ length: 10 }, (_, index) => `Lunch ${index + 1}`));
    expect(container.querySelector('li')?.getAttribute('aria-setsize')).toBe('200');
  });

  test("when a computer's page is drawn, then it holds a computer's screen of cards", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<History phone={false} />);
    expect(container.querySelectorAll('li')).toHaveLength(9);
  });

  test('when the browser adopts the drawn list, then it keeps the very cards the server drew, with no mismatch', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<History phone />);
    const first = container.querySelector('li');
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <History phone />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(first!.isConnected).toBe(true);
    expect(container.querySelector('li')).toBe(first);
  });

  test('when the browser adopts the drawn list and finds it starts lower on the page than the server guessed, then every drawn card stays', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<History phone />);
    const drawn = [...container.querySelectorAll('li')];
    // A heading and a day's navigation above the list: it starts 400 px down, so fewer of the drawn cards fit the screen.
    const list = container.querySelector('ul')!;
    list.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 400, width: 412, height: 100 * ITEMS.length });
    await act(async () => {
      root = hydrateRoot(container, <History phone />);
    });
    expect(drawn.every((card) => card.isConnected)).toBe(true);
    expect(container.querySelectorAll('li')).toHaveLength(drawn.length);
  });
});
