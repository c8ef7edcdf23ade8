/**
 * The requests a server drawing sends, and when none has been under way for a while: the page's
 * loaders ask each query in a task of their own, so the drawing waits for the quiet after them
 * rather than for a list it cannot know ahead.
 */
export interface RequestsUnderWay {
  /** Sends a request as `fetch` does; it counts as under way until its answer's body has been read. */
  fetch: typeof globalThis.fetch;
  /** Resolves once no request has been under way for `quietMs`, three times in a row. */
  quiet(quietMs?: number): Promise<void>;
}

export function requestsUnderWay(fetch: typeof globalThis.fetch): RequestsUnderWay {
  let underWay = 0;
  return {
    async fetch(input, init) {
      underWay += 1;
      try {
        const answer = await fetch(input, init);
        // fetch settles with the headers; the answer reaches the cache only once its body is read, which on
        // a loaded machine came after the quiet, and the page was drawn with a section still loading.
        await answer.clone().arrayBuffer();
        return answer;
      } finally {
        underWay -= 1;
      }
    },
    async quiet(quietMs = 5) {
      for (let quiet = 0; quiet < 3;) {
        await new Promise((resolve) => setTimeout(resolve, quietMs));
        quiet = underWay === 0 ? quiet + 1 : 0;
      }
    },
  };
}
