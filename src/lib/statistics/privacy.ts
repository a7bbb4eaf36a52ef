// Who is never counted, from the request alone: a browser asking not to be tracked, and robots.

type Headers = (name: string) => string | undefined;

/** `DNT: 1` or `Sec-GPC: 1`: the visitor asked not to be followed, so nothing is counted. */
export function optedOut(header: Headers): boolean {
  return header('DNT')?.trim() === '1' || header('Sec-GPC')?.trim() === '1';
}

// Crawlers, link previewers, monitoring, command-line clients and automated browsers name
// themselves in their user agent; a missing one is no browser either.
const ROBOT =
  /bot\b|bot\/|crawl|spider|slurp|scrape|fetch|preview|lighthouse|headless|phantomjs|puppeteer|playwright|selenium|webdriver|curl\/|wget\/|python|java\/|go-http|okhttp|node-fetch|undici|axios|httpclient|libwww|facebookexternalhit|embedly|whatsapp|monitor|pingdom|uptime/i;

export function isRobot(userAgent: string | undefined): boolean {
  const ua = userAgent?.trim() ?? '';
  if (ua.length < 10 || !/^Mozilla\//.test(ua)) return true;
  return ROBOT.test(ua);
}
