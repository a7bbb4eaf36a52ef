// The header's menu on phones is a <details>: it opens without a script, but a link to a section
// of the same page would leave it open over the section it leads to. Kept tiny: the landing
// page's scripts have a budget (tests/budgets/).

/** Closes the header's menu when one of its links is chosen. */
export function closeMenuOnChoice(): void {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>('[data-nav-menu]')) {
    menu.onclick = (event) => {
      if ((event.target as Element).closest('a')) menu.open = false;
    };
  }
}
