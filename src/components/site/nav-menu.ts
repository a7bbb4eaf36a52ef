// The header's menu on phones is a <details>: it opens without a script, but a link to a section
// of the same page would leave it open over the section it leads to.

/** Closes the header's menu when one of its links is chosen, or on Escape. */
export function closeMenuOnChoice(): void {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-nav-menu]')) {
    menu.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a')) menu.open = false;
    });
    menu.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !menu.open) return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    });
  }
}
