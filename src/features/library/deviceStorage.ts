/** JSON values in the device's storage; a blocked or full storage reads as the fallback and writes nothing. */
export interface DeviceStorage {
  read<T>(key: string, fallback: T): T;
  /** `undefined` removes the key. */
  write(key: string, value: unknown): void;
}

export function createDeviceStorage(storage: () => Storage): DeviceStorage {
  return {
    read<T>(key: string, fallback: T): T {
      try {
        const raw = storage().getItem(key);
        return raw ? (JSON.parse(raw) as T) : fallback;
      } catch {
        return fallback;
      }
    },
    write(key, value) {
      try {
        if (value === undefined) storage().removeItem(key);
        else storage().setItem(key, JSON.stringify(value));
      } catch {
        // Storage full or blocked: the save still reaches memory, and the server for a member.
      }
    },
  };
}
