import type { ReactNode } from 'react';
import type { CardPreview } from '@curio/core/project-cards';
import { ProgressBar } from '../../../ui';
import css from './document-view.module.css';

/**
 * A rendered document. The HTML page comes from the server with every value escaped; the frame is
 * sandboxed as well, so nothing in it runs or reaches this page.
 */
export function DocumentView({ document, title, height = 520 }: { document: CardPreview; title: string; height?: number | string }) {
  if (document.target === 'html') {
    return <iframe title={title} sandbox="" srcDoc={document.content} className={css.frame} style={{ height }} />;
  }
  return (
    <pre aria-label={title} className={css.text} style={{ maxHeight: height }}>
      {document.content}
    </pre>
  );
}

/** A document with a thin bar over its top edge while a newer version of it is on its way. */
export function UpdatingDocument({ busy, label, children }: { busy: boolean; label: string; children: ReactNode }) {
  return (
    <div className={css.updating}>
      {busy && <ProgressBar label={label} className={css.progress} />}
      {children}
    </div>
  );
}
