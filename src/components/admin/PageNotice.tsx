import { fr } from '../../lib/i18n/fr.ts';

export interface PageNoticeProps {
  /** null while the page waits (the session check, a token check); otherwise why it cannot show. */
  failure: string | null;
  /** What the wait says. */
  waiting?: string;
  /** Spacing: a whole page's notice sits lower than one inside a card. */
  className?: string;
}

/** What an admin page shows in place of its content until the session and its data are there. */
export function PageNotice({
  failure,
  waiting = fr.dashboard.checkingSession,
  className = 'py-16 text-center',
}: PageNoticeProps) {
  return failure ? (
    <p role="alert" className={className}>
      {failure}
    </p>
  ) : (
    <p role="status" className={`${className} text-muted`}>
      {waiting}
    </p>
  );
}
