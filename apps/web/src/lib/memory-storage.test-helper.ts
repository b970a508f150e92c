import { afterEach, beforeEach } from 'vitest';

/** The part of the Web Storage API the app uses, kept in memory. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}

/**
 * Gives each test of the calling file a fresh in-memory `window.localStorage` (and
 * sessionStorage), and takes `window` away after it. Read `.local` inside a test.
 */
export function memoryStorageEachTest() {
  const storage = { local: new MemoryStorage() };
  beforeEach(() => {
    storage.local = new MemoryStorage();
    Object.assign(globalThis, { window: { localStorage: storage.local, sessionStorage: new MemoryStorage() } });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });
  return storage;
}
