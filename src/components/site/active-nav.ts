// Highlights the header link of the section the visitor is reading (aria-current), as a small
// bundled module: the page's CSP allows scripts from our own origin only.

export function watchActiveSection(): void {
  const links = new Map<string, HTMLAnchorElement>();
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-nav-link]')) {
    if (link.dataset.navLink) links.set(link.dataset.navLink, link);
  }
  const sections = [...links.keys()]
    .map((id) => document.getElementById(id))
    .filter((section): section is HTMLElement => section !== null);
  if (sections.length === 0 || typeof IntersectionObserver === 'undefined') return;

  const visible = new Map<string, number>();
  const highlight = () => {
    let best: string | null = null;
    let bestHeight = 0;
    for (const [id, height] of visible) {
      if (height > bestHeight) {
        best = id;
        bestHeight = height;
      }
    }
    for (const [id, link] of links) {
      if (id === best) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
  };
  // The band in the middle of the viewport decides, so short sections still become active.
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.set(entry.target.id, entry.intersectionRect.height);
        else visible.delete(entry.target.id);
      }
      highlight();
    },
    { rootMargin: '-35% 0px -55% 0px', threshold: [0, 0.25, 0.5, 0.75, 1] },
  );
  for (const section of sections) observer.observe(section);
}
