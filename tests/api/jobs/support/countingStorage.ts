import type { MediaStorage } from '../../../../server/jobs/storage.ts';

/** `storage` with every object stored counted by name, and storeFile made to fail while `failWhen` says so. */
export function countingStorage(storage: MediaStorage, failWhen: (objectName: string) => boolean = () => false) {
  const stores = new Map<string, number>();
  const counted: MediaStorage = {
    ...storage,
    async storeFile(objectName, fromPath, contentType, cacheControl) {
      if (failWhen(objectName)) throw new Error(`storage refused ${objectName}`);
      await storage.storeFile(objectName, fromPath, contentType, cacheControl);
      stores.set(objectName, (stores.get(objectName) ?? 0) + 1);
    },
  };
  return { storage: counted, stores };
}
