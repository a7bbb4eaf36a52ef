import { describe, expect, it } from 'vitest';
import { isRobot, optedOut } from './privacy.ts';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const headers = (values: Record<string, string>) => (name: string) => values[name];

describe('who is never counted', () => {
  it('a browser sending DNT: 1 or Sec-GPC: 1', () => {
    expect(optedOut(headers({ DNT: '1' }))).toBe(true);
    expect(optedOut(headers({ 'Sec-GPC': '1' }))).toBe(true);
    expect(optedOut(headers({ DNT: '0' }))).toBe(false);
    expect(optedOut(headers({}))).toBe(false);
  });

  it('robots, headless browsers and clients that are no browser', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      CHROME.replace('Chrome/', 'HeadlessChrome/'),
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'curl/8.5.0',
      'python-requests/2.32',
      'node',
      '',
      undefined,
    ]) {
      expect(isRobot(ua), String(ua)).toBe(true);
    }
  });

  it('counts ordinary browsers', () => {
    for (const ua of [CHROME, FIREFOX, SAFARI_IOS]) expect(isRobot(ua), ua).toBe(false);
  });
});
