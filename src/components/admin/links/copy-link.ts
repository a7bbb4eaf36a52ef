import { fr } from '../../../lib/i18n/fr.ts';
import { pushError, pushToast } from '../../../stores/toasts.ts';

/** Copies the address; where the clipboard is refused, the toast says to copy it by hand. */
export async function copyAddress(address: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(address);
    pushToast({ title: fr.privateLinks.copied, description: address });
  } catch (error) {
    console.error('clipboard refused', error);
    pushError(fr.privateLinks.copyRefused, address);
  }
}
