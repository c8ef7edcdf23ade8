/** A browser and its system as a person names them, read from a User-Agent ('Chrome', 'Windows'); null for what cannot be told. */
export interface BrowserName {
  browser: string | null;
  system: string | null;
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, Android also says Linux.
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function describeBrowser(userAgent: string | null): BrowserName {
  const text = userAgent ?? '';
  const find = (list: Array<[RegExp, string]>) => list.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  return { browser: find(BROWSERS), system: find(SYSTEMS) };
}
