import { useLayoutEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { LinkedText } from '../../../components/linked-text';
import { Button } from '../../../ui';
import css from './clamped-text.module.css';

/**
 * A use case's text as written (line breaks kept, web addresses as links). The feed shows the first lines with Show more
 * when there is more; My Use Cases shows everything (docs/routes.md#screens-and-web-routes 'no line clamp').
 */
export function ClampedText({ text, clamp, id }: { text: string; clamp: boolean; id: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const clamped = clamp && !expanded;

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || !clamped) return;
    // the observer also reports the first size, right after observe()
    const observer = new ResizeObserver(() => setOverflows(node.scrollHeight > node.clientHeight + 1));
    observer.observe(node);
    return () => observer.disconnect();
  }, [clamped, text]);

  return (
    <div>
      <p ref={ref} id={id} className={clsx(css.text, clamped && css.clamped)}>
        <LinkedText text={text} />
      </p>
      {clamp && (overflows || expanded) && (
        <Button size="small" onClick={() => setExpanded((e) => !e)} aria-expanded={expanded} aria-controls={id} className={css.toggle}>
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </div>
  );
}
