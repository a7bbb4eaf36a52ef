// The players embed YouTube and Vimeo in iframes. happy-dom loads no iframe page by default and
// reports each one it refused as an error with a stack trace, so component tests that mount a
// player printed traces on every passing run. Here the frames load, and the embed hosts answer
// with a blank page from this stand-in: no test reaches the network, and a trace printed now
// means something really failed.
const EMBED_HOSTS = new Set([
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'youtube.com',
  'player.vimeo.com',
]);

const happyDOM = (globalThis as { happyDOM?: { settings: HappyDomSettings } }).happyDOM;

interface HappyDomSettings {
  enableIframePageLoading: boolean;
  disableIframePageLoading: boolean;
  fetch: {
    interceptor: {
      beforeAsyncRequest?: (context: { request: Request }) => Promise<Response | undefined>;
    } | null;
  };
}

if (happyDOM) {
  const { settings } = happyDOM;
  settings.enableIframePageLoading = true;
  settings.disableIframePageLoading = false;
  settings.fetch.interceptor = {
    async beforeAsyncRequest({ request }) {
      if (!EMBED_HOSTS.has(new URL(request.url).hostname)) return undefined;
      return new Response('<!doctype html><title>embed stand-in</title>', {
        headers: { 'Content-Type': 'text/html' },
      });
    },
  };
}
