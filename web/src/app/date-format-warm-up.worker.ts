/*
 * The browser's first date formatter builds its table of locales, some 40 ms of a phone's CPU;
 * the table is the renderer process's, shared by its threads, so building it here spares the page's
 * own thread (see warmUpDateFormats in time-zone-data.ts).
 */
new Intl.DateTimeFormat('en-US');
postMessage('ready');
