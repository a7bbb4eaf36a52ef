import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { ContactForm } from './ContactForm.tsx';

export default function ContactFormIsland({ ownerEmail }: { ownerEmail: string }) {
  return (
    <ErrorBoundary>
      <ContactForm ownerEmail={ownerEmail} />
    </ErrorBoundary>
  );
}
