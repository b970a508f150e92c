import { useEffect, useEffectEvent, useState } from 'react';
import { LIVE_EVENT_TYPES, parseLiveEvent, reconnectDelayMs, type LiveUseCaseEvent } from '../live-events';

export type { LiveUseCaseEvent } from '../live-events';

const LIVE_USECASES_URL = '/api/usecases/events';

/** connecting: not open yet; live: events arrive; reconnecting: the stream dropped and is coming back. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

export interface LiveUseCasesOptions {
  /** false: no connection (a guest, say) */
  enabled?: boolean;
  onEvent: (event: LiveUseCaseEvent) => void;
  /**
   * Called each time the stream opens. Nothing sent while it was closed arrives later, so a list
   * loaded before should be read again; `reconnected` is true after a drop.
   */
  onOpen?: (reconnected: boolean) => void;
}

/**
 * Live inserts, updates and deletes of published use cases over Server-Sent Events, with the
 * session cookie. The browser reconnects by itself after a drop; when it gives up (an error
 * answer rather than a broken connection), a new connection is tried with a growing delay.
 */
export function useLiveUseCases({ enabled = true, onEvent, onOpen }: LiveUseCasesOptions): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const handleEvent = useEffectEvent(onEvent);
  const handleOpen = useEffectEvent((reconnected: boolean) => onOpen?.(reconnected));

  useEffect(() => {
    if (!enabled) return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let opened = false;

    const connect = () => {
      const current = new EventSource(LIVE_USECASES_URL);
      source = current;
      current.onopen = () => {
        failures = 0;
        setStatus('live');
        handleOpen(opened);
        opened = true;
      };
      current.onerror = () => {
        setStatus(opened ? 'reconnecting' : 'connecting');
        if (current.readyState !== EventSource.CLOSED) return;
        current.close();
        retry = setTimeout(connect, reconnectDelayMs(failures++));
      };
      for (const type of LIVE_EVENT_TYPES) {
        current.addEventListener(type, (message) => {
          const event = parseLiveEvent(type, message.data as string);
          if (event) handleEvent(event);
        });
      }
    };

    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [enabled]);

  return enabled ? status : 'connecting';
}
