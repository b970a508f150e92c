import { useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LinkedText } from '../../../components/linked-text';

const CLAMP_LINES = 6;

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
    <Box>
      <Typography
        ref={ref}
        id={id}
        variant="body1"
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          ...(clamped && { display: '-webkit-box', WebkitLineClamp: CLAMP_LINES, WebkitBoxOrient: 'vertical', overflow: 'hidden' }),
        }}
      >
        <LinkedText text={text} />
      </Typography>
      {clamp && (overflows || expanded) && (
        <Button size="small" onClick={() => setExpanded((e) => !e)} aria-expanded={expanded} aria-controls={id} sx={{ mt: 0.5, ml: -1 }}>
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </Box>
  );
}
