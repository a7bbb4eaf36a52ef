// The demo person: what a fresh data folder shows until the owner fills the settings in the
// admin (DEMO_CONTENT=0 starts empty instead). The demo CV (demo/media/cv.pdf) is made from it.
// No site address and no placeholder in the legal notice: a real site that starts as the demo
// must not publish canonical links to a domain its owner never gave, nor a made-up SIRET; the
// public page leaves out what is empty and the admin names it (docs/deployment.md).
import type { SiteSettingsInput } from '../../src/lib/site-settings.ts';

export const DEMO_IDENTITY: SiteSettingsInput = {
  name: 'Camille Moreau',
  title: 'Chef Opérateur',
  tagline:
    'Portfolio de Camille Moreau, Chef Opérateur basé à Paris : publicités, clips, documentaires et fictions.',
  about:
    'Chef opérateur depuis plus de dix ans, je conçois l’image de publicités, de clips, de documentaires et de fictions. Du repérage à l’étalonnage, je cherche la lumière juste au service de l’histoire, avec des équipes légères comme sur des tournages plus importants.',
  email: 'contact@camille-moreau.fr',
  phone: '+33 6 12 34 56 78',
  location: 'Paris, France',
  availability: 'Disponible en France et à l’international',
  vimeo_url: '',
  instagram_url: '',
  imdb_url: '',
  linkedin_url: '',
  site_url: '',
  legal_publisher: 'Camille Moreau, entrepreneur individuel',
  legal_address: '12 rue de l’Exemple, 75011 Paris, France',
  legal_siret: '',
  legal_director: 'Camille Moreau',
  legal_host: '',
  legal_host_address: '',
  reference_names: '',
  accent_color: '',
};

/** The demo CV in demo/media, and the name the admin shows for it. */
export const DEMO_CV = { file: 'cv.pdf', name: 'cv.pdf' } as const;
