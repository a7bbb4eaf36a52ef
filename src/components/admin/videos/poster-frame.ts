// A poster for a direct upload, captured in the browser (docs/product-rules.md: every card has a real image
// before its player loads). Any failure means "no poster": the caller logs it and goes on.

const POSTER_AT_SECONDS = 1;
const POSTER_MAX_WIDTH = 1280;
const POSTER_QUALITY = 0.85;
const TIMEOUT_MS = 15_000;

function once(target: HTMLVideoElement, event: 'loadeddata' | 'seeked'): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timeout waiting for ${event}`)), TIMEOUT_MS);
    const done = (fn: () => void) => () => {
      clearTimeout(timer);
      target.removeEventListener(event, ok);
      target.removeEventListener('error', ko);
      fn();
    };
    const ok = done(resolve);
    const ko = done(() => reject(new Error(`video could not be decoded (${event})`)));
    target.addEventListener(event, ok);
    target.addEventListener('error', ko);
  });
}

export async function capturePosterFrame(file: Blob): Promise<Blob> {
  const objectUrl = URL.createObjectURL(file);
  const video = document.createElement('video');
  try {
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    const loaded = once(video, 'loadeddata');
    video.src = objectUrl;
    await loaded;
    const seeked = once(video, 'seeked');
    // Short clips: the middle frame rather than a seek past the end.
    video.currentTime = Math.min(POSTER_AT_SECONDS, (video.duration || 0) / 2);
    await seeked;
    const scale = Math.min(1, POSTER_MAX_WIDTH / (video.videoWidth || POSTER_MAX_WIDTH));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0 || canvas.height === 0) throw new Error('no video frame');
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('canvas export failed'))),
        'image/jpeg',
        POSTER_QUALITY,
      ),
    );
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(objectUrl);
  }
}
