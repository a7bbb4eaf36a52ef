/**
 * An on/off environment variable that defaults to on: `0` or `false` (any case, spaces ignored)
 * turn it off, anything else (unset included) leaves it on.
 */
export function switchedOn(value: string | undefined): boolean {
  const normalised = value?.trim().toLowerCase();
  return normalised !== '0' && normalised !== 'false';
}
