import type { ReactNode } from 'react';
import { AdminBar, type AdminSection } from './AdminBar.tsx';

export interface AdminShellProps {
  current: AdminSection;
  onSignOut: () => void;
  /** How wide the page's own content runs; the bar above it always runs the page's full width. */
  measure: 'max-w-3xl' | 'max-w-4xl' | 'max-w-5xl' | 'max-w-6xl';
  /** Space between the page's parts. */
  gap?: 'gap-6' | 'gap-8' | 'gap-10';
  children: ReactNode;
}

/** A signed-in admin page: the admin bar of one width, then the page at its own measure. */
export function AdminShell({
  current,
  onSignOut,
  measure,
  gap = 'gap-8',
  children,
}: AdminShellProps) {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <AdminBar current={current} onSignOut={onSignOut} />
      <div className={`mx-auto flex w-full min-w-0 flex-col ${measure} ${gap}`}>{children}</div>
    </div>
  );
}
