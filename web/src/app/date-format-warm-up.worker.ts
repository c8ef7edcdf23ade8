/*
 * The browser's first date formatter builds its table of locales, some 40 ms of a phone's CPU, and
 * the first one in a time zone loads that zone's rules: both are the renderer process's, shared by
 * its threads, so building them here spares the page's own thread (see time-zone-data.ts). The page
 * posts the schools' zone once it knows it; the worker answers once it has formatted a date in it.
 */
new Intl.DateTimeFormat('en-US');
addEventListener('message', (event: MessageEvent<string>) => {
  try {
    new Intl.DateTimeFormat('en-US', {
      timeZone: event.data,
      hour12: false,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(new Date());
  } finally {
    postMessage('ready');
  }
});
