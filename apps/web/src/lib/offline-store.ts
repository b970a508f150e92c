import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { ApiError, isApiError } from './api-client';

/*
 * What the app keeps in IndexedDB so a learner can study with no network: the topics and the
 * review they downloaded, and the outbox of what they did offline (lib/outbox.ts). Every record
 * names its learner: a shared browser never shows one learner's downloads to another, and
 * signing out clears the learner's downloads. The service worker caches no API answer; this is
 * the only copy of learning content on the device, made on purpose by "Download for offline".
 */

export type OutboxKind = 'result' | 'review' | 'bookmark';

/** One write made offline (or on a flaky connection), waiting to be sent. */
export interface OutboxEntry {
  /** the order of the writes: they are sent oldest first */
  seq?: number;
  /** client-made, unique: the server recognises a replay of the same write by it */
  id: string;
  /** whose write it is: it is only ever sent while this learner is signed in */
  user_id: string;
  kind: OutboxKind;
  method: 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  /** writes with the same key can be taken back before they are sent (a bookmark added then removed) */
  key?: string;
  created_at: string;
}

export interface Download<T = unknown> {
  user_id: string;
  key: string;
  saved_at: string;
  data: T;
}

interface OfflineSchema extends DBSchema {
  outbox: { key: number; value: OutboxEntry; indexes: { user_id: string } };
  downloads: { key: [string, string]; value: Download; indexes: { user_id: string } };
}

const DB_NAME = 'curio-offline';
let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true }).createIndex('user_id', 'user_id');
      db.createObjectStore('downloads', { keyPath: ['user_id', 'key'] }).createIndex('user_id', 'user_id');
    },
  });
  return opening;
}

/*
 * The signed-in learner, as the last /api/me said (lib/me.ts sets it). Pages
 * that read downloads and writes that enter the outbox use it, so they need not be told who is
 * signed in.
 */
let learner: string | null = null;
export const setOfflineLearner = (userId: string | null) => {
  learner = userId;
};
export const offlineLearner = () => learner;

/** The copy of /api/me kept with a learner's downloads: a reload with no network still knows them. */
export const LEARNER_KEY = 'learner';

export async function saveDownload<T>(userId: string, key: string, data: T): Promise<void> {
  await (await offlineDb()).put('downloads', { user_id: userId, key, saved_at: new Date().toISOString(), data });
  notifyDownloads();
}

export async function readDownload<T>(userId: string, key: string): Promise<Download<T> | undefined> {
  return (await (await offlineDb()).get('downloads', [userId, key])) as Download<T> | undefined;
}

export async function deleteDownload(userId: string, key: string): Promise<void> {
  await (await offlineDb()).delete('downloads', [userId, key]);
  notifyDownloads();
}

/** Signing out: everything the learner downloaded goes, their copy of /api/me with it. */
export async function clearDownloads(userId: string): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction('downloads', 'readwrite');
  for (const key of await tx.store.index('user_id').getAllKeys(userId)) await tx.store.delete(key);
  await tx.done;
  notifyDownloads();
}

/** The only learner whose copy of /api/me is kept: the one who last downloaded something. */
export async function lastLearnerCopy<T>(): Promise<T | undefined> {
  const db = await offlineDb();
  const copies = (await db.getAll('downloads')).filter((d) => d.key === LEARNER_KEY);
  copies.sort((a, b) => b.saved_at.localeCompare(a.saved_at));
  return copies[0]?.data as T | undefined;
}

const downloadListeners = new Set<() => void>();
function notifyDownloads() {
  downloadListeners.forEach((listener) => listener());
}
export function subscribeDownloads(listener: () => void): () => void {
  downloadListeners.add(listener);
  return () => downloadListeners.delete(listener);
}

/** The request could not reach the server (offline, DNS, a dropped connection). */
export const isNetworkError = (err: unknown) => isApiError(err) && err.status === 0;

const NOT_DOWNLOADED = 'not_downloaded';

/** Offline, and the learner has not downloaded this: the spec's /offline page takes over. */
export const isNotDownloaded = (err: unknown) => isApiError(err) && err.code === NOT_DOWNLOADED;

/**
 * The network's answer when there is one; with no network, the signed-in learner's downloaded
 * copy, picked out of the download. No copy either: a NOT_DOWNLOADED error.
 */
export async function withOfflineCopy<T, D>(fetch: () => Promise<T>, key: string, pick: (data: D) => T | undefined): Promise<T> {
  try {
    return await fetch();
  } catch (err) {
    if (!isNetworkError(err)) throw err;
    const copy = learner ? await readDownload<D>(learner, key) : undefined;
    const picked = copy && pick(copy.data);
    if (picked === undefined) throw new ApiError(0, NOT_DOWNLOADED, 'You are offline and this was not downloaded.');
    return picked;
  }
}
