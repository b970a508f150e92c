import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { loadDemoContent } from '../seed/demo-content';
import { createUseCaseProvider } from '../ai/create-provider';
import { generateUseCases } from '../features/usecase-generation';
import { type EvalAnswer, formatAnswers, formatReport, readKeywordFile, scoreAnswers } from '../eval/usecase-eval';
import type { NotKnownAnswer } from '@curio/core/usecase-generation';
import { provenanceLabel } from '@curio/core/usecase-provenance';
import { connectModelText, notKnownText, USECASE_GENERATION_MSG } from '@curio/core/usecase-text';
import { runCli } from './run-cli';

const DEFAULT_KEYWORDS = fileURLToPath(new URL('../eval/usecase-keywords.txt', import.meta.url));

const USAGE = `Usage:
  npm run eval -- usecases [--keywords <file>] [--out <file>]

Runs the configured use-case writer (the offline writer, or the model of AI_BASE_URL and AI_MODEL)
over a keyword list, against the demo catalogue in a database in memory, and prints per keyword and
overall whether three use cases in three sectors came back, the keyword's presence, a filler score
and each answer's provenance, then every pair of keywords whose use cases are near-duplicates once
each keyword is masked. It exits with 1 when there is such a pair. The full answers go to --out
(default eval-results/usecases-<writer>.md).`;

/** The "not known yet" answer as the theatre shows it, in words. */
function notKnownReport(appName: string, keyword: string, { mentions, nearby }: NotKnownAnswer): string {
  const lines = [notKnownText(appName, keyword)];
  if (mentions.length > 0) lines.push(`${USECASE_GENERATION_MSG.notKnownMentions}: ${mentions.map((m) => `${m.course} › ${m.topic}`).join('; ')}`);
  if (nearby.length > 0) lines.push(`${USECASE_GENERATION_MSG.notKnownNearby}: ${nearby.map((n) => `${n.title} (${n.subject})`).join('; ')}`);
  if (mentions.length === 0 && nearby.length === 0) lines.push(USECASE_GENERATION_MSG.notKnownNothingNear);
  lines.push(connectModelText(appName));
  return lines.join('\n');
}

async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { keywords: { type: 'string' }, out: { type: 'string' } } });
  if (positionals[0] !== 'usecases') {
    console.error(USAGE);
    return 2;
  }
  const keywords = readKeywordFile(readFileSync(values.keywords ?? DEFAULT_KEYWORDS, 'utf8'));
  const config = loadConfig();
  const provider = createUseCaseProvider(config);
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await database.migrate();
    await loadDemoContent(database.db);
    const learner = { id: 'eval-learner', age: 30 };
    const answers: EvalAnswer[] = [];
    for (const keyword of keywords) {
      const started = performance.now();
      try {
        const generated = await generateUseCases(database.db, provider, learner, keyword);
        answers.push({
          keyword,
          result: generated.result,
          notKnown: generated.notKnown ? notKnownReport(config.APP_NAME, keyword, generated.notKnown) : undefined,
          provenance: generated.provenance.map((p) => provenanceLabel(p, config.APP_NAME)),
          ms: Math.round(performance.now() - started),
        });
      } catch (err) {
        answers.push({ keyword, result: '', provenance: [], error: err instanceof Error ? err.message : String(err), ms: Math.round(performance.now() - started) });
      }
      process.stderr.write('.');
    }
    process.stderr.write('\n');
    const scored = scoreAnswers(answers);
    console.log(formatReport(provider.name, scored));
    const out = path.resolve(values.out ?? `eval-results/usecases-${provider.name.replace(/[^\w.-]+/g, '_')}.md`);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, formatAnswers(provider.name, answers, scored.rows));
    console.log(`\nFull answers: ${out}`);
    // a writer that tells two keywords the same story fails the evaluation
    return scored.summary.nearDuplicates.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

runCli(() => run(process.argv.slice(2)));
