// What the public pages show for a given set of settings: which sections exist, the page title,
// the description, the contact details. Pure, so the empty and the filled site are tested alike.
import { fr } from './i18n/fr.ts';
import { langAttr } from './i18n/localize.ts';
import { type Lang, messagesFor } from './i18n/messages.ts';
import { displayTitle, paragraphs, type SiteSettings, siteName } from './site-settings.ts';

export type SectionId = 'portfolio' | 'cv' | 'about' | 'contact';

/** The landing page's sections, in order; a section with nothing to show is left out. */
export function visibleSections(site: SiteSettings): SectionId[] {
  const sections: SectionId[] = ['portfolio'];
  if (site.cv) sections.push('cv');
  if (paragraphs(site.about).length > 0 || site.photo) sections.push('about');
  sections.push('contact');
  return sections;
}

/**
 * `<title>`: "Page | Name", the landing page's "Title | Name": every title ends with the owner's
 * name as its brand, FilmFolio only while no name is set.
 */
export function pageTitle(site: SiteSettings, title?: string): string {
  return `${title ?? displayTitle(site)} | ${siteName(site)}`;
}

/** The meta and Open Graph description: the hero sentence, else a neutral line. */
export function pageDescription(site: SiteSettings, lang: Lang = 'fr'): string {
  return site.tagline || messagesFor(lang).site.defaultDescription(site.name, displayTitle(site));
}

export interface ContactItem {
  label: string;
  value: string;
  href?: string;
  /** 'fr': a French text on an English page (src/lib/i18n/localize.ts). */
  lang?: 'fr' | undefined;
}

/** The contact card: only the filled details. */
export function contactItems(site: SiteSettings, lang: Lang = 'fr'): ContactItem[] {
  const t = messagesFor(lang);
  const items: ContactItem[] = [];
  if (site.email)
    items.push({ label: t.contact.emailLabel, value: site.email, href: `mailto:${site.email}` });
  if (site.phone) {
    items.push({
      label: t.contact.phoneLabel,
      value: site.phone,
      href: `tel:${site.phone.replace(/[^+\d]/g, '')}`,
    });
  }
  if (site.location) {
    items.push({
      label: t.contact.locationLabel,
      value: site.location,
      lang: langAttr(site, 'location', lang),
    });
  }
  if (site.availability) {
    items.push({
      label: t.contact.availabilityLabel,
      value: site.availability,
      lang: langAttr(site, 'availability', lang),
    });
  }
  return items;
}

/** The owner's profile links, in a fixed order, only those set. */
export function profileLinks(site: SiteSettings): Array<{ label: string; href: string }> {
  const links = [
    { label: fr.settings.vimeo, href: site.vimeo_url },
    { label: fr.settings.instagram, href: site.instagram_url },
    { label: fr.settings.imdb, href: site.imdb_url },
    { label: fr.settings.linkedin, href: site.linkedin_url },
  ];
  return links.filter((link) => link.href !== '');
}
