// What the landing page's showreel hero names (src/components/site/ShowreelHero.astro): the poster
// frame in three formats with its two widths, and the two sizes of the looping copy, or, for a
// film without a ready copy, the film's own poster. Pure: the build calls it.
import {
  HERO_POSTER_FORMATS,
  HERO_SIZES,
  type HeroPosterFormat,
  heroPosterName,
  heroVideoName,
} from './hero-copy.ts';
import { responsiveImage } from './image-variants.ts';
import { mediaNameOf, mediaUrl } from './media.ts';
import type { Showreel } from './showreel.ts';
import type { SiteSettings } from './site-settings.ts';

/** The small copy plays where the screen is at most this wide (CSS pixels). */
export const HERO_SMALL_MEDIA = '(max-width: 960px)';

export interface HeroPoster {
  /** One `<source>` per format, best first, each with both widths (empty for a plain poster). */
  sources: Array<{ type: string; srcset: string }>;
  src: string;
  srcset?: string;
  sizes: string;
  width: number;
  height: number;
}

export interface HeroMedia {
  poster: HeroPoster | null;
  /** The looping copy's two sizes, small first (`<source media>` picks the first that matches). */
  videos: Array<{ src: string; media?: string }>;
}

const TYPES: Record<HeroPosterFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

export function heroMediaOf(showreel: Showreel, copy: SiteSettings['showreel_copy']): HeroMedia {
  const video = showreel.video;
  if (!video) return { poster: null, videos: [] };
  const name = video.video_type === 'direct' ? mediaNameOf(video.url) : null;
  if (showreel.state === 'ready' && name && copy) {
    const width = copy.width ?? 1920;
    const height = copy.height ?? 1080;
    const small = Math.min(960, width);
    const srcset = (format: HeroPosterFormat) =>
      HERO_SIZES.map(
        (size) =>
          `${mediaUrl(heroPosterName(name, size, format))} ${size.key === 'large' ? width : small}w`,
      ).join(', ');
    const [large, smallSize] = HERO_SIZES;
    return {
      poster: {
        sources: HERO_POSTER_FORMATS.filter((f) => f !== 'jpg').map((format) => ({
          type: TYPES[format],
          srcset: srcset(format),
        })),
        src: mediaUrl(heroPosterName(name, large, 'jpg')),
        srcset: srcset('jpg'),
        sizes: '100vw',
        width,
        height,
      },
      videos: [
        { src: mediaUrl(heroVideoName(name, smallSize)), media: HERO_SMALL_MEDIA },
        { src: mediaUrl(heroVideoName(name, large)) },
      ],
    };
  }
  if (!video.thumbnail_url) return { poster: null, videos: [] };
  const image = responsiveImage(video.thumbnail_url, video.thumbnail_variants, '100vw');
  return {
    poster: {
      sources: [],
      src: image.src,
      ...(image.srcset ? { srcset: image.srcset } : {}),
      sizes: '100vw',
      width: video.thumbnail_variants?.width ?? 1280,
      height: video.thumbnail_variants?.height ?? 720,
    },
    videos: [],
  };
}
