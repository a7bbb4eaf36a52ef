import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { ContactForm } from './ContactForm.tsx';

export default function ContactFormIsland() {
  return (
    <ErrorBoundary>
      <ContactForm />
    </ErrorBoundary>
  );
}
