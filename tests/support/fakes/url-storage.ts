import type { PreviousUpload, UrlStorage } from 'tus-js-client';

/**
 * What localStorage is to the admin app: where tus-js-client keeps an upload's URL under the file's
 * fingerprint. It lives in the test process, so it survives the server being killed.
 */
export class MemoryUrlStorage implements UrlStorage {
  private readonly items = new Map<string, PreviousUpload>();
  private next = 0;

  async findAllUploads(): Promise<PreviousUpload[]> {
    return [...this.items.values()];
  }

  async findUploadsByFingerprint(fingerprint: string): Promise<PreviousUpload[]> {
    return [...this.items]
      .filter(([key]) => key.startsWith(`tus::${fingerprint}::`))
      .map(([, u]) => u);
  }

  async removeUpload(urlStorageKey: string): Promise<void> {
    this.items.delete(urlStorageKey);
  }

  async addUpload(fingerprint: string, upload: PreviousUpload): Promise<string> {
    const key = `tus::${fingerprint}::${this.next++}`;
    this.items.set(key, { ...upload, urlStorageKey: key });
    return key;
  }
}
