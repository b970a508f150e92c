// as the build's zod (lib/zod.ts) does, before any module builds a schema
import '../lib/zod-config';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { network } from './network';

// jsdom lays nothing out and has no matchMedia; the toasts and MUI ask it about reduced motion and
// breakpoints, and here no query matches
window.matchMedia ??= (media: string): MediaQueryList => ({
  matches: false,
  media,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});

// jsdom's Blob cannot be read as bytes, as a browser's can (a file's first bytes are read to guess its columns)
Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
  return new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('could not read the blob'));
    reader.readAsArrayBuffer(this);
  });
};

// a request no test answers fails the test, so a component cannot quietly reach an endpoint unseen
beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  network.resetHandlers();
  localStorage.clear();
});
afterAll(() => network.close());
