import { fr } from '../../../lib/i18n/fr.ts';
import { type LegalField, missingLegalFields } from '../../../lib/legal-notice.ts';

const LABELS: Record<LegalField, string> = {
  legal_publisher: fr.settings.legalPublisher,
  legal_address: fr.settings.legalAddress,
  legal_siret: fr.settings.legalSiret,
  legal_director: fr.settings.legalDirector,
  legal_host: fr.settings.legalHost,
  legal_host_address: fr.settings.legalHostAddress,
};

/** In the legal notice's group: the owner sees which required field is still empty. */
export function LegalNoticeGaps({ values }: { values: Readonly<Record<LegalField, string>> }) {
  const missing = missingLegalFields(values);
  if (missing.length === 0) return null;
  return (
    <div data-legal-gaps className="rounded-lg border border-accent/50 bg-panel p-3 text-sm">
      <p className="font-semibold">{fr.legalGaps.title}</p>
      <p className="text-muted">
        {fr.legalGaps.text} {missing.map((field) => LABELS[field]).join(', ')}.
      </p>
    </div>
  );
}
