import { describe, expect, it } from 'vitest';
import { BRAND, DEFAULT_TITLE } from '../site-settings.ts';
import { fr } from './fr.ts';

// Each text below is copied verbatim from the product's wording (docs/product-rules.md). This table is
// the one place that proves the interface's wording; a failing row means the product changed.
const PRODUCT_TEXTS: [path: string, text: string][] = [
  // Public landing page, header, hero, 404
  ['site.brand', 'FilmFolio'],
  ['site.nav.portfolio', 'Portfolio'],
  ['site.nav.about', 'À propos'],
  ['site.nav.contact', 'Contact'],
  ['site.viewSite', 'Voir le site'],
  ['site.adminLink', 'Admin'],
  ['site.contactMe', 'Me contacter'],
  ['site.notFound', 'Oops! Page not found'],
  // The router's default error screen (admin app's top-level error boundary)
  ['app.unexpectedError', 'Unexpected Application Error!'],
  // Portfolio section and video card
  ['portfolio.loadError', 'Une erreur est survenue lors du chargement des vidéos.'],
  ['portfolio.empty', 'Aucune vidéo disponible pour le moment.'],
  ['portfolio.unmute', 'Activer le son'],
  ['portfolio.mute', 'Désactiver le son'],
  ['dashboard.keepSmallFormat', 'Ne pas agrandir en plein écran'],
  // Category filter row above the grid
  ['categories.all', 'Tous'],
  ['dashboard.edit', 'Modifier'],
  ['dashboard.delete', 'Supprimer'],
  // CV section
  ['cv.title', 'Curriculum Vitae'],
  ['cv.download', 'Télécharger'],
  ['cv.openFullscreen', 'Ouvrir en plein écran'],
  // Contact section and footer
  ['contact.heading', 'Contact'],
  ['contact.intro', "N'hésitez pas à me contacter."],
  ['contact.name', 'Nom'],
  ['contact.email', 'Email'],
  ['contact.message', 'Message'],
  ['contact.send', 'Envoyer'],
  ['footer.legal', 'Mentions légales'],
  // Admin login screen
  ['login.title', 'Connexion'],
  ['login.description', "Connectez-vous pour accéder à l'espace administrateur"],
  ['login.submit', 'Se connecter'],
  ['login.submitting', 'Connexion en cours...'],
  // Admin dashboard
  ['dashboard.title', 'Tableau de Bord'],
  ['dashboard.logout', 'Déconnexion'],
  ['dashboard.manageVideos', 'Gestion des Vidéos'],
  ['dashboard.addVideo', 'Ajouter une vidéo'],
  ['dashboard.savingOrder', "Enregistrement de l'ordre des vidéos en cours..."],
  ['dashboard.loading', 'Chargement des vidéos...'],
  ['dashboard.loadError', 'Une erreur est survenue lors du chargement des vidéos.'],
  ['dashboard.empty', 'Aucune vidéo disponible. Commencez par en ajouter une.'],
  ['dashboard.dragHandle', 'Glisser pour réordonner'],
  // Dialogs
  ['dialogs.addTitle', 'Ajouter une nouvelle vidéo'],
  ['dialogs.editTitle', 'Modifier la vidéo'],
  ['dialogs.confirmDeleteTitle', 'Confirmer la suppression'],
  [
    'dialogs.confirmDeleteText',
    'Êtes-vous sûr de vouloir supprimer cette vidéo ? Cette action est irréversible.',
  ],
  ['dialogs.cancel', 'Annuler'],
  ['dialogs.confirmDelete', 'Supprimer'],
  // Video form
  ['form.recommended', 'recommandé'],
  ['form.freeUnlimited', 'Gratuit et illimité'],
  ['form.limited50', 'Limité à 50MB'],
  ['form.acceptedFormats', 'Formats acceptés: mp4, webm, mov (max 50MB)'],
  ['form.debugDetails', "Détails techniques de l'erreur"],
  ['form.add', 'Ajouter'],
  ['form.update', 'Mettre à jour'],
  ['form.saving', 'Enregistrement...'],
  // Validation rules
  ['form.titleRequired', 'Le titre est requis'],
  ['form.youtubeUrlRequired', "L'URL YouTube est requise"],
  ['form.vimeoUrlRequired', "L'URL Vimeo est requise"],
  ['form.youtubeUrlInvalid', "L'URL YouTube n'est pas valide"],
  ['form.vimeoUrlInvalid', "L'URL Vimeo n'est pas valide"],
  ['form.fileRequired', 'Veuillez sélectionner un fichier vidéo'],
  // Error catalogue
  ['login.wrongTitle', 'Erreur de connexion'],
  ['login.wrongMessage', 'Email ou mot de passe incorrect'],
  ['login.errorTitle', 'Erreur'],
  ['login.errorMessage', 'Une erreur est survenue lors de la connexion'],
  ['login.successTitle', 'Connexion réussie'],
  ['login.successMessage', "Bienvenue dans l'espace administrateur"],
  ['toasts.errorTitle', 'Erreur'],
  ['toasts.saveDefault', "Une erreur est survenue lors de l'enregistrement"],
  ['form.youtubeIdInvalid', 'URL YouTube invalide'],
  ['form.vimeoIdInvalid', 'URL Vimeo invalide'],
  [
    'form.uploadTooLarge',
    'Le fichier est trop volumineux. Utilisez YouTube ou Vimeo pour les grandes vidéos.',
  ],
  ['toasts.deleteError', 'Une erreur est survenue lors de la suppression'],
  ['toasts.layoutError', 'Une erreur est survenue lors de la modification de la mise en page'],
  ['toasts.orderError', "Une erreur est survenue lors de la mise à jour de l'ordre"],
  ['toasts.settingsError', 'Une erreur est survenue lors de la mise à jour des paramètres'],
  // Success toasts
  ['toasts.added', 'Vidéo ajoutée'],
  ['toasts.addedText', 'La nouvelle vidéo a été ajoutée avec succès'],
  ['toasts.updated', 'Vidéo mise à jour'],
  ['toasts.updatedText', 'Les modifications ont été enregistrées avec succès'],
  ['toasts.deleted', 'Vidéo supprimée'],
  ['toasts.deletedText', 'La vidéo a été supprimée avec succès'],
  ['toasts.layoutChanged', 'Mise en page modifiée'],
  ['toasts.layoutChangedText', 'La mise en page de la vidéo a été modifiée'],
  ['toasts.orderUpdated', 'Ordre mis à jour'],
  ['toasts.orderUpdatedText', "L'ordre des vidéos a été mis à jour avec succès"],
  ['toasts.optionUpdated', 'Option mise à jour'],
  ['toasts.keepSmallOn', 'La vidéo restera en format réduit lors de la lecture'],
  ['toasts.keepSmallOff', "La vidéo s'agrandira lors de la lecture"],
  ['dashboard.logoutSuccess', 'Déconnexion réussie'],
  // Private screening links: the admin page and the visitor's page
  ['adminNav.links', 'Liens privés'],
  ['privateLinks.heading', 'Liens privés'],
  ['privateLinks.create', 'Créer un lien'],
  ['privateLinks.name', 'Nom du lien'],
  ['privateLinks.films', 'Films'],
  ['privateLinks.message', 'Message'],
  ['privateLinks.password', 'Mot de passe'],
  ['privateLinks.expires', 'Expire le'],
  ['privateLinks.submitCreate', 'Créer le lien'],
  ['privateLinks.created', 'Lien créé'],
  ['privateLinks.copy', 'Copier le lien'],
  ['privateLinks.views', 'Vues'],
  ['privateLinks.lastVisit', 'Dernière visite'],
  ['privateLinks.edit', 'Modifier'],
  ['privateLinks.disable', 'Désactiver'],
  ['privateLinks.enable', 'Réactiver'],
  ['privateLinks.remove', 'Supprimer'],
  ['privateLinks.protected', 'Accès protégé'],
  ['privateLinks.access', 'Accéder'],
  ['privateLinks.wrongPassword', 'Mot de passe incorrect'],
  ['privateLinks.unavailable', "Ce lien n'est plus disponible"],
  // Audience statistics (issue 23)
  ['adminNav.statistics', 'Statistiques'],
  ['statistics.heading', 'Statistiques'],
  ['statistics.periods.7d', '7 jours'],
  ['statistics.periods.30d', '30 jours'],
  ['statistics.periods.12m', '12 mois'],
  ['statistics.visits', 'Visites'],
  ['statistics.plays', 'Lectures'],
  ['statistics.completes', 'Regardé en entier'],
  ['statistics.film', 'Film'],
  ['statistics.link', 'Lien'],
  ['statistics.lastVisit', 'Dernière visite'],
  ['statistics.export', 'Exporter en CSV'],
  ['statistics.legalTitle', "Mesure d'audience"],
  // Issue 30: every film in its own frame, the accent colour.
  ['look.aspectLabel', "Format d'image"],
  ['look.aspectAuto', 'Automatique'],
  ['look.fillFrame', 'Remplir le cadre'],
  ['look.accentLabel', "Couleur d'accent"],
];

function lookup(path: string): unknown {
  let node: unknown = fr;
  for (const key of path.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[key]
        : undefined;
  }
  return node;
}

describe('French texts of the product', () => {
  it.each(PRODUCT_TEXTS)('fr.%s is the product text', (path, text) => {
    expect(lookup(path)).toBe(text);
  });

  it('live URL messages name the host and the example format', () => {
    expect(fr.form.youtubeUrlInvalidLive('https://www.youtube.com')).toBe(
      "L'URL YouTube n'est pas valide. Utilisez un format comme: https://www.youtube.com/watch?v=XXXXXXXXXXX",
    );
    expect(fr.form.vimeoUrlInvalidLive('https://vimeo.com')).toBe(
      "L'URL Vimeo n'est pas valide. Utilisez un format comme: https://vimeo.com/XXXXXXXXX",
    );
  });

  it('the database error on save carries the message', () => {
    expect(fr.toasts.saveDb('disk full')).toBe("Erreur lors de l'enregistrement: disk full");
  });

  it('the file-too-large message states the size with one decimal, the limit and the alternatives', () => {
    const text = fr.form.fileTooLarge('70.0');
    expect(text).toMatch(/trop volumineux/);
    expect(text).toContain('70.0 MB');
    expect(text).toContain('50 MB');
    expect(text).toMatch(/YouTube/);
    expect(text).toMatch(/Vimeo/);
  });

  it('the footer copyright shows the year and the brand', () => {
    expect(fr.footer.rights(2031, 'FilmFolio')).toContain('2031');
    expect(fr.footer.rights(2031, 'FilmFolio')).toContain('FilmFolio');
  });
});

describe('site identity of the product', () => {
  it('shows the brand FilmFolio and, by default, the title Chef Opérateur', () => {
    expect(DEFAULT_TITLE).toBe('Chef Opérateur');
    expect(BRAND).toBe('FilmFolio');
  });
});
