import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Texts, rules and limits live apart from schemas, so a page that shows a message or checks a limit
 * does not load the validator (zod, some 22 KB brotli and 60 ms of a phone's main thread). These
 * modules must not reach zod, however many imports away.
 */
const here = import.meta.dirname;
const schemaFree = readdirSync(here).filter((file) => /^(limits|[\w-]+-(messages|rules))\.ts$/.test(file));

/** The packages a module of `dir` imports, following its imports of the other modules there. */
function packagesReached(file: string, dir = here, seen = new Set<string>()): Set<string> {
  const reached = new Set<string>();
  if (seen.has(file)) return reached;
  seen.add(file);
  for (const [, typeOnly, specifier] of readFileSync(join(dir, file), 'utf8').matchAll(/^import (type )?[^;]*?from '([^']+)';/gm)) {
    // `import type` loads nothing
    if (typeOnly || !specifier) continue;
    if (specifier.startsWith('./')) for (const name of packagesReached(`${specifier.slice(2)}.ts`, dir, seen)) reached.add(name);
    else reached.add(specifier);
  }
  return reached;
}

describe('texts, rules and limits', () => {
  it('are found', () => {
    expect(schemaFree).toEqual(expect.arrayContaining(['limits.ts', 'learning-messages.ts', 'review-rules.ts', 'study-sets-rules.ts']));
  });

  it.each(schemaFree)('%s does not reach zod', (file) => {
    expect([...packagesReached(file)]).not.toContain('zod');
  });

  it('the check sees zod however many imports away, and not through a type-only import', () => {
    const dir = mkdtempSync(join(tmpdir(), 'schema-free-'));
    try {
      writeFileSync(join(dir, 'texts.ts'), "import { LIMIT } from './rules';\nexport const TEXT = `at most ${LIMIT}`;\n");
      writeFileSync(join(dir, 'rules.ts'), "import { z } from 'zod';\nexport const LIMIT = 3;\nexport const limit = z.number().max(LIMIT);\n");
      writeFileSync(join(dir, 'types.ts'), "import type { LIMIT } from './rules';\nexport type Limit = typeof LIMIT;\n");
      expect(packagesReached('texts.ts', dir)).toContain('zod');
      expect(packagesReached('types.ts', dir)).not.toContain('zod');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
