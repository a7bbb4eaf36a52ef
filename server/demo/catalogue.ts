import type { CreditsInput } from '../../src/lib/credits.ts';
import { youTubeThumbnail } from '../../src/lib/youtube-thumbnail.ts';

/** A demo video; direct ones name files of demo/media/ that seeding copies into the media folder. */
export interface DemoVideo {
  title: string;
  description: string;
  video_type: 'youtube' | 'vimeo' | 'direct';
  url: string;
  thumbnail_url: string | null;
  /** For direct videos: the clip and its poster in demo/media/. */
  file?: { video: string; poster: string };
  layout: 'full' | 'half' | 'normal';
  keep_small_format: boolean;
  /** The Fiche technique: a category and a year at least, so film and category pages show. */
  credits: CreditsInput;
  /**
   * When the film was added: its created and updated date, so each page of the demo sitemap
   * has its own last change rather than the moment the folder was seeded.
   */
  added: string;
}

const youtube = (id: string) => ({
  video_type: 'youtube' as const,
  url: `https://www.youtube.com/watch?v=${id}`,
  thumbnail_url: youTubeThumbnail(id),
});

const vimeo = (id: string) => ({
  video_type: 'vimeo' as const,
  url: `https://vimeo.com/${id}`,
  thumbnail_url: null,
});

const direct = (video: string, poster: string) => ({
  video_type: 'direct' as const,
  url: '',
  thumbnail_url: null,
  file: { video, poster },
});

// Open films of the Blender Foundation (CC BY) and public Vimeo videos stand in for the owner's
// work until the administrator replaces them. Exactly one 'half' shows the single-half rule.
// Credits of the open films are theirs; the rest, marked fictive, show what the fields hold.
export const DEMO_VIDEOS: readonly DemoVideo[] = [
  {
    title: 'Tears of Steel — court-métrage',
    description:
      'Science-fiction tournée à Amsterdam : contre-jours, fumée et lumière froide. Film libre de la Blender Foundation (CC BY).',
    ...youtube('R6MlUcmOul8'),
    layout: 'full',
    keep_small_format: false,
    credits: {
      category: 'Court-métrage',
      year: 2012,
      director: 'Ian Hubert',
      production: 'Blender Foundation',
    },
    added: '2026-01-12T09:00:00.000Z',
  },
  {
    title: 'Lumière dorée — publicité',
    description:
      'Film de marque pour un parfum : dégradés chauds, mouvements lents, étalonnage doux.',
    ...direct('lumiere-doree.mp4', 'lumiere-doree.jpg'),
    layout: 'half',
    keep_small_format: false,
    credits: {
      category: 'Publicité',
      year: 2025,
      role: 'Chef opérateur',
      client: 'Maison Aurore (fictive)',
      camera: 'ARRI Alexa Mini LF',
      lenses: 'Cooke Panchro/i Classic',
      format: '16:9',
    },
    added: '2026-02-03T10:30:00.000Z',
  },
  {
    title: 'Sintel — court-métrage d’animation',
    description:
      'Une quête à travers la neige et la nuit ; travail de la lumière en images de synthèse. Blender Foundation (CC BY).',
    ...youtube('eRsGyueVLvQ'),
    layout: 'normal',
    keep_small_format: false,
    credits: {
      category: 'Court-métrage',
      year: 2010,
      director: 'Colin Levy',
      production: 'Blender Foundation',
    },
    added: '2026-01-20T14:00:00.000Z',
  },
  {
    title: 'Fractale nocturne — clip',
    description:
      'Clip musical électronique : plongée dans une fractale, couleurs saturées et rythme hypnotique.',
    ...direct('fractale-nocturne.webm', 'fractale-nocturne.jpg'),
    layout: 'normal',
    keep_small_format: true,
    credits: {
      category: 'Clip',
      year: 2024,
      role: 'Chef opérateur',
      director: 'Nora Vidal (fictive)',
      camera: 'Sony FX6',
      format: '9:16',
    },
    added: '2026-02-18T18:15:00.000Z',
  },
  {
    title: 'The Mountain — documentaire',
    description:
      'Time-lapse des nuits du Teide, aux Canaries : voie lactée, nuages et tempêtes de sable.',
    ...vimeo('22439234'),
    layout: 'normal',
    keep_small_format: false,
    credits: {
      category: 'Documentaire',
      year: 2011,
      director: 'Terje Sørgjerd',
    },
    added: '2026-03-02T08:45:00.000Z',
  },
  {
    title: 'Big Buck Bunny — court-métrage',
    description:
      'Comédie animée en forêt, lumière de fin d’après-midi. Blender Foundation (CC BY).',
    ...youtube('aqz-KE-bpKQ'),
    layout: 'normal',
    keep_small_format: false,
    credits: {
      category: 'Court-métrage',
      year: 2008,
      director: 'Sacha Goedegebure',
      production: 'Blender Foundation',
    },
    added: '2026-01-05T11:00:00.000Z',
  },
  {
    title: 'Spring — court-métrage',
    description:
      'Une bergère et son chien face aux esprits de la montagne ; brumes et rayons de lumière. Blender Foundation (CC BY).',
    ...youtube('WhWc3b3KhnY'),
    layout: 'normal',
    keep_small_format: false,
    credits: {
      category: 'Court-métrage',
      year: 2019,
      director: 'Andy Goralczyk',
      production: 'Blender Foundation',
    },
    added: '2026-03-10T16:20:00.000Z',
  },
  {
    title: 'Présentation du lecteur — publicité',
    description: 'Film de lancement produit : rythme rapide, cadres serrés, plateau lumineux.',
    ...vimeo('76979871'),
    layout: 'normal',
    keep_small_format: false,
    credits: {
      category: 'Publicité',
      role: 'Chef opérateur',
      awards: 'Sélection officielle, Festival du film publicitaire (fictif)',
    },
    added: '2026-03-21T12:00:00.000Z',
  },
];
