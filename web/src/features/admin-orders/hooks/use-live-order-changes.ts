import { useEffect, useRef, useState } from 'react';
import type { OrderChange } from '@lunchbox/contracts/order-changes';

/** 'stopped': the server refused the stream (signed out meanwhile), and EventSource does not retry that. */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'stopped';

/**
 * The kitchen board's stream (GET /api/admin/live, server-sent events). The browser's EventSource
 * reconnects by itself and sends the last event id it saw, from which the gateway catches up;
 * `resync` (the id is no longer kept), `diet` (an approved medical diet) and every change go to `onChange`, which reloads the board.
 */
export function useLiveOrderChanges(onChange: (change: OrderChange | null) => void): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    const source = new EventSource('/api/admin/live');
    source.onopen = () => setState('live');
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'stopped' : 'reconnecting');
    source.addEventListener('order', (event) => latest.current(JSON.parse(event.data as string) as OrderChange));
    source.addEventListener('resync', () => latest.current(null));
    // An approved medical diet changes the child's marks on the board (issue 32): reload it too.
    source.addEventListener('diet', () => latest.current(null));
    return () => source.close();
  }, []);

  return state;
}
