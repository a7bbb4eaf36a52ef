/**
 * From now on this process creates files 0600 and folders 0700 at most (an owner's umask that is
 * stricter still is kept): uploads, thumbnails, image variants, the CV, backups and rebuilds all
 * write through it, and the data folder holds contact messages and unpublished films.
 */
export function keepNewFilesPrivate(): void {
  const owner = process.umask(0o077);
  process.umask(owner | 0o077);
}
