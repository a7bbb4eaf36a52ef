// Names of backup archives: sortable by time, and a temporary name that never looks finished. Pure.

export const BACKUP_NAME = /^filmfolio-(\d{8}-\d{6})(?:-(\d+))?\.tar\.gz$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** filmfolio-YYYYMMDD-HHMMSS.tar.gz in UTC; `n` > 0 tells apart two backups of one second. */
export function backupFileName(date: Date, n = 0): string {
  const stamp =
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}-` +
    `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;
  return `filmfolio-${stamp}${n > 0 ? `-${n}` : ''}.tar.gz`;
}

/** Hidden and with another suffix: a listing or a glob for *.tar.gz never picks it up. */
export function partialName(finalName: string): string {
  return `.${finalName}.partial`;
}

/** Finished backups among a folder's names, newest first. */
export function finishedBackups(names: readonly string[]): string[] {
  const key = (name: string): [string, number] => {
    const match = BACKUP_NAME.exec(name);
    return [match?.[1] ?? '', Number(match?.[2] ?? 0)];
  };
  return names
    .filter((name) => BACKUP_NAME.test(name))
    .sort((a, b) => {
      const [stampA, nA] = key(a);
      const [stampB, nB] = key(b);
      return stampA === stampB ? nB - nA : stampB.localeCompare(stampA);
    });
}

/** The finished backups beyond the newest `keep`: the ones retention removes. */
export function beyondRetention(names: readonly string[], keep: number): string[] {
  return finishedBackups(names).slice(Math.max(1, keep));
}

/** When the backup was taken, from its name (UTC), or null for any other name. */
export function backupTime(name: string): Date | null {
  const stamp = BACKUP_NAME.exec(name)?.[1];
  if (!stamp) return null;
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})$/.exec(stamp) ?? [];
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
}
