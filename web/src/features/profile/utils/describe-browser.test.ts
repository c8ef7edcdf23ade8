import { describe, expect, test } from '@jest/globals';
import { describeBrowser } from './describe-browser.ts';

describe('describeBrowser', () => {
  test('when the User-Agent is a common browser, then its browser and system are named as people name them', () => {
    expect(describeBrowser('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0')).toEqual({
      browser: 'Edge',
      system: 'Windows',
    });
    expect(
      describeBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({
      browser: 'Safari',
      system: 'iOS',
    });
    expect(describeBrowser('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36')).toEqual({
      browser: 'Chrome',
      system: 'Android',
    });
    expect(describeBrowser('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toEqual({ browser: 'Firefox', system: 'Linux' });
  });

  test('when there is no User-Agent or an unknown one, then nothing is guessed', () => {
    expect(describeBrowser(null)).toEqual({ browser: null, system: null });
    expect(describeBrowser('curl/8.5.0')).toEqual({ browser: null, system: null });
  });
});
