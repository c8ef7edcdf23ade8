import { setTimeout as sleep } from 'node:timers/promises';

export interface WaitForOptions<T> {
  /** When the probed value is what the test waits for (default: any truthy value). */
  until?: (value: T) => boolean;
  /**
   * How long to keep trying. Generous on purpose: on a loaded CI machine the events, e-mails and
   * rows a test waits for arrive late, and a deadline only has to catch something that never comes.
   */
  timeoutMs?: number;
  /** Pause between probes. */
  intervalMs?: number;
}

/**
 * The one way tests wait: probes until the condition a person would notice holds (a row written, an
 * e-mail captured, an event handled by its consumer), and fails naming what never came and the last
 * value seen. Never wait a fixed time instead, and never for one step of a chain (an outbox
 * flushed, an event published) when the end of it is what the test asserts.
 */
export async function waitFor<T>(what: string, probe: () => T | Promise<T>, options: WaitForOptions<T> = {}): Promise<T> {
  const until = options.until ?? ((value: T) => Boolean(value));
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    const value = await probe();
    if (until(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last seen: ${describe(value)}`);
    await sleep(options.intervalMs ?? 25);
  }
}

function describe(value: unknown): string {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? String(value) : text.length > 2_000 ? `${text.slice(0, 2_000)}…` : text;
  } catch {
    return String(value);
  }
}
