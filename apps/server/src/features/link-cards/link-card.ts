import { createHash } from 'node:crypto';
import { wordExcerpt } from '@curio/core/usecases';
import { createCache } from '../../lib/cache';
import { createWorkerPool, type WorkerPoolOptions } from '../../lib/worker-pool';
import type { CardInput } from './link-card.worker';

/*
 * Link cards (og:image): drawing one takes tens of milliseconds of layout and rasterising, so it
 * runs on a worker thread, never the event loop, and each card is kept once made. A card is kept
 * under a hash of what it shows, so a changed name or title makes a new one and never a stale one.
 */

/**
 * One thread: cards are small and kept, so few are ever drawn at once; a burst waits its turn. A
 * card is drawn in well under a second; the limits are for a machine far busier than that.
 */
const LINK_CARD_WORKERS = {
  tasks: new URL('./link-card.worker.ts', import.meta.url),
  threads: 1,
  maxQueue: 32,
  queueWaitMs: 10_000,
  timeLimitMs: 10_000,
  heapMb: 256,
} satisfies WorkerPoolOptions;

/** Cards kept at once (about 50 KB each), the bytes they may weigh together, and for how long. */
const CARDS_KEPT = 500;
const CARDS_MAX_BYTES = 32 * 1024 * 1024;
const CARD_TTL_MS = 24 * 60 * 60 * 1000;

const TITLE_MAX = 90;
const TEXT_MAX = 120;
const BYLINE_MAX = 40;
/** Tags on a card: as many of the first three as fit beside the byline. */
const CARD_TAGS = 3;
const CARD_TAGS_CHARS = 36;

/** What a card is drawn from; texts may be of any length. */
export interface CardContent {
  kicker: string;
  title: string;
  text: string;
  byline: string;
  /** the name the initials are taken from */
  name: string;
  tags: string[];
}

const initials = (name: string) =>
  name
    .split(/[\s._@-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toUpperCase())
    .join('') || '?';

function fitTags(tags: string[]): string[] {
  const shown: string[] = [];
  let room = CARD_TAGS_CHARS;
  for (const tag of tags.slice(0, CARD_TAGS)) {
    if (tag.length + 1 > room) break;
    shown.push(tag);
    room -= tag.length + 1;
  }
  return shown;
}

export function createLinkCards(appName: string, options: Partial<WorkerPoolOptions> = {}) {
  const pool = createWorkerPool({ ...LINK_CARD_WORKERS, ...options });
  // a previewer asks for the same card again and again, and drawing one keeps the thread busy for tens of ms
  const cards = createCache<Buffer>({ max: CARDS_KEPT, ttlMs: CARD_TTL_MS, size: { of: (png) => png.byteLength, max: CARDS_MAX_BYTES } });

  return {
    /** The card's PNG: drawn on a worker the first time, then kept. */
    async png(content: CardContent): Promise<Buffer> {
      const input: CardInput = {
        appName,
        kicker: content.kicker,
        title: wordExcerpt(content.title, TITLE_MAX),
        text: wordExcerpt(content.text, TEXT_MAX),
        byline: wordExcerpt(content.byline, BYLINE_MAX),
        initials: initials(content.name),
        tags: fitTags(content.tags),
      };
      const key = createHash('sha256').update(JSON.stringify(input)).digest('base64url');
      return cards.load(key, async () => {
        const png = await pool.run<Uint8Array>('render', input);
        // bytes cross threads as a plain Uint8Array
        return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
      });
    },
    close: () => pool.close(),
  };
}

