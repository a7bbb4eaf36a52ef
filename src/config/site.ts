// The site's identity: the one file the owner edits. Everything a visitor reads about the person
// (hero, contact card, legal notice, search-engine data) comes from here.

export const site = {
  name: 'Camille Moreau',
  title: 'Chef Opérateur',
  brand: 'FilmFolio',
  description:
    'Portfolio de Camille Moreau, Chef Opérateur basé à Paris : publicités, clips, documentaires et fictions.',
  email: 'contact@camille-moreau.fr',
  phone: '+33 6 12 34 56 78',
  location: 'Paris, France',
  availability: 'Disponible en France et à l’international',
  /** Short bio of the "À propos" section. */
  about:
    'Chef opérateur depuis plus de dix ans, je conçois l’image de publicités, de clips, de documentaires et de fictions. Du repérage à l’étalonnage, je cherche la lumière juste au service de l’histoire, avec des équipes légères comme sur des tournages plus importants.',
  /** Served from public/; replace the file to publish another CV. */
  cvFile: '/cv.pdf',
  /** Absolute address of the published site, for Open Graph and canonical links. */
  url: 'https://camille-moreau.fr',
  legal: {
    publisher: 'Camille Moreau, entrepreneur individuel',
    address: '12 rue de l’Exemple, 75011 Paris, France',
    siret: '000 000 000 00000',
    director: 'Camille Moreau',
    host: 'Hébergé par l’éditeur sur son propre serveur (voir README, déploiement).',
    hostAddress: 'À compléter selon l’hébergeur choisi',
  },
} as const;

export type Site = typeof site;
