// The stills' lightbox (docs/stills.md): a native <dialog> over the gallery. The link of each
// still already opens its largest copy; here it opens the dialog instead, with ← → and swipe,
// Esc (the dialog's own) closing it and focus going back to the still it came from.

/** The copy that fits the screen: the srcsets of the gallery, sized to the dialog's box. */
function show(picture: HTMLPictureElement, link: HTMLAnchorElement): void {
  const from = link.querySelector('picture');
  if (!from) return;
  const width = Number(link.dataset.width);
  const height = Number(link.dataset.height);
  // As wide as the still may be on this screen, keeping room for the caption and the buttons.
  const fit = `min(calc(100vw - 2rem), calc((100dvh - 7rem) * ${(width / height).toFixed(4)}))`;
  const sources = [...from.querySelectorAll('source')];
  const into = [...picture.querySelectorAll('source')];
  into.forEach((source, i) => {
    source.srcset = sources[i]?.srcset ?? '';
    source.sizes = fit;
  });
  const img = picture.querySelector('img') as HTMLImageElement;
  const original = from.querySelector('img') as HTMLImageElement;
  img.width = width;
  img.height = height;
  img.srcset = original.srcset;
  img.sizes = fit;
  img.src = original.src;
  img.alt = original.alt;
}

function lightbox(section: HTMLElement): void {
  const dialog = section.querySelector<HTMLDialogElement>('[data-stills-dialog]');
  const shown = section.querySelector<HTMLPictureElement>('[data-stills-shown]');
  const nextCopy = section.querySelector<HTMLPictureElement>('[data-stills-next-copy]');
  const caption = section.querySelector<HTMLElement>('[data-stills-caption]');
  const counter = section.querySelector<HTMLElement>('[data-stills-counter]');
  if (!dialog || !shown || !nextCopy || !caption || !counter) return;
  const links = [...section.querySelectorAll<HTMLAnchorElement>('a[data-still]')].sort(
    (a, b) => Number(a.dataset.still) - Number(b.dataset.still),
  );
  let current = 0;

  const open = (index: number) => {
    current = (index + links.length) % links.length;
    const link = links[current] as HTMLAnchorElement;
    show(shown, link);
    caption.textContent = link.dataset.caption ?? '';
    counter.textContent = `${current + 1} / ${links.length}`;
    // The next copy is fetched now, so → shows it from the cache.
    const following = links[(current + 1) % links.length];
    if (following && links.length > 1) show(nextCopy, following);
    if (!dialog.open) dialog.showModal();
  };

  links.forEach((link, index) => {
    link.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      open(index);
    });
  });
  section
    .querySelector('[data-stills-previous]')
    ?.addEventListener('click', () => open(current - 1));
  section.querySelector('[data-stills-next]')?.addEventListener('click', () => open(current + 1));
  section.querySelector('[data-stills-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') open(current + 1);
    else if (event.key === 'ArrowLeft') open(current - 1);
    else return;
    event.preventDefault();
  });
  // Esc closes the dialog by itself; focus goes back to the still shown last.
  dialog.addEventListener('close', () => links[current]?.focus());
  // A click on the backdrop (the dialog itself, outside its content) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog.firstElementChild) dialog.close();
  });
  let startX: number | null = null;
  dialog.addEventListener('pointerdown', (event) => {
    startX = event.clientX;
  });
  dialog.addEventListener('pointerup', (event) => {
    if (startX === null) return;
    const moved = event.clientX - startX;
    startX = null;
    if (Math.abs(moved) > 48) open(moved < 0 ? current + 1 : current - 1);
  });
}

for (const section of document.querySelectorAll<HTMLElement>('[data-stills]')) lightbox(section);
