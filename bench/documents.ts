/**
 * Documents nobody can block (decision 049). A signed-in learner asks for a one-line PDF every
 * LEARNER_INTERVAL_MS, alone, then beside four anonymous loops, each from an address of its own
 * on the loopback network and each sending its next request as soon as the last is answered: an
 * unbroken 100 000-letter word to PDF, a preview whose fields are 20 000 spaces each, a preview of
 * a public template whose nested loops run until Liquid stops them, and the longest markdown that
 * may be exported, in short lines, to PDF. Alone and attacked take turns in ROUNDS rounds of
 * BENCH_DOCUMENTS_SECONDS each, so that a shared machine's drift moves both. Printed: the
 * learner's share of PDFs answered (target 100 %), p99 alone and attacked (medians of the rounds)
 * and their ratio taken within each round (target within 3×), health's p99 in both (timed from a
 * process of its own), and how each loop was answered.
 */
import http from 'node:http';
import { FORM_VALUE_MAX, PROJECT_DOCUMENTS_PER_MINUTE } from '@curio/core/limits';
import { EXPORT_MARKDOWN_MAX } from '@curio/core/projects-api';
import { insertUsers, onEachEngine, type BenchUser, type Engine } from './lib/engines';
import { HEALTH_PROBE_INTERVAL_MS, healthP99, median, ROUNDS } from './lib/measure';
import type { RunningServer } from './lib/server';
import { insertNestedLoopsTemplate } from './lib/templates';

const SECONDS = Number(process.env.BENCH_DOCUMENTS_SECONDS ?? 20);
const LEARNER_INTERVAL_MS = 2000;
const SUCCESS_TARGET = 1;
const RATIO_TARGET = 3;
const TEMPLATE_KEY = 'bench-nested-loops';

/** A word with no place to break it. */
const word = (length: number) => Array.from({ length }, (_, i) => String.fromCharCode(97 + ((i * 7) % 26))).join('');
/** A form value of spaces between two letters: the most a field may hold. */
const SPACES = `a${' '.repeat(FORM_VALUE_MAX - 2)}b`;
/** Lean canvas fields written as they are: nine of them stay under the longest document that may be written. */
const SPACED_FIELDS = ['name', 'problem', 'existing_alternatives', 'customer_segments', 'early_adopters', 'unique_value_proposition', 'high_level_concept', 'channels', 'revenue_streams'];

interface Request {
  path: string;
  body: unknown;
}

/** The attack: what each anonymous loop asks, again and again. */
const LOOPS: { name: string; request: Request }[] = [
  { name: 'long word: a 100 000-letter word to PDF', request: { path: '/api/projects/export', body: { markdown: word(100_000), target: 'pdf' } } },
  {
    name: `spaces: a preview of ${SPACED_FIELDS.length} fields of ${FORM_VALUE_MAX} spaces`,
    request: { path: '/api/projects/templates/lean-canvas/preview', body: { form_values: Object.fromEntries(SPACED_FIELDS.map((field) => [field, SPACES])) } },
  },
  { name: 'nested Liquid loops: a preview stopped at 1 s', request: { path: `/api/projects/templates/${TEMPLATE_KEY}/preview`, body: { form_values: {} } } },
  {
    name: `big output: ${EXPORT_MARKDOWN_MAX / 1000} KB of short lines to PDF`,
    request: { path: '/api/projects/export', body: { markdown: 'a\n'.repeat(EXPORT_MARKDOWN_MAX / 2), target: 'pdf' } },
  },
];

/** What the learner asks for. */
const ONE_LINE_PDF: Request = { path: '/api/projects/export', body: { markdown: 'One line.', target: 'pdf' } };

interface Answer {
  status: number;
  ms: number;
}

/** POSTs the request, from `localAddress` when given (another client to the server), and reads the whole answer. */
function post(server: RunningServer, request: Request, options: { cookie?: string; localAddress?: string } = {}): Promise<Answer> {
  const url = new URL(request.path, server.baseURL);
  const body = JSON.stringify(request.body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: options.localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: server.baseURL,
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The learner's one-line PDFs, one every LEARNER_INTERVAL_MS whether or not the last was answered, for `seconds`. */
async function learnerPdfs(server: RunningServer, user: BenchUser, seconds: number): Promise<Answer[]> {
  const answers: Promise<Answer>[] = [];
  const start = performance.now();
  for (let due = start; due < start + seconds * 1000; due += LEARNER_INTERVAL_MS) {
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    answers.push(post(server, ONE_LINE_PDF, { cookie: user.cookie }));
  }
  return Promise.all(answers);
}

/** One anonymous loop from its own address until `until` (performance.now()): the count of each status. */
async function attack(server: RunningServer, request: Request, localAddress: string, until: number): Promise<{ statuses: Record<string, number>; times: number[] }> {
  const statuses: Record<string, number> = {};
  const times: number[] = [];
  while (performance.now() < until) {
    const { status, ms } = await post(server, request, { localAddress });
    statuses[status] = (statuses[status] ?? 0) + 1;
    times.push(ms);
  }
  return { statuses, times };
}

const p99 = (answers: Answer[]) => {
  const sorted = answers.map((a) => a.ms).sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
};
const succeeded = (answers: Answer[]) => answers.filter((a) => a.status === 200).length;
const counted = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');

async function measure(server: RunningServer, user: BenchUser, engine: Engine) {
  // the workers start, and write a PDF each, before anything is timed
  await Promise.all([post(server, ONE_LINE_PDF, { cookie: user.cookie }), post(server, ONE_LINE_PDF, { localAddress: '127.0.0.2' })]);

  const rounds: { alone: Answer[]; attacked: Answer[]; healthAlone: number; healthAttacked: number }[] = [];
  const loopAnswers = LOOPS.map(() => ({ statuses: {} as Record<string, number>, times: [] as number[] }));
  for (let r = 0; r < ROUNDS; r++) {
    const [alone, healthAlone] = await Promise.all([learnerPdfs(server, user, SECONDS), healthP99(server.baseURL, SECONDS)]);
    const until = performance.now() + SECONDS * 1000;
    const loops = LOOPS.map(({ request }, i) => attack(server, request, `127.0.0.${i + 2}`, until));
    const [attacked, healthAttacked] = await Promise.all([learnerPdfs(server, user, SECONDS), healthP99(server.baseURL, SECONDS)]);
    // the loops' last requests are answered before the next round is timed
    (await Promise.all(loops)).forEach(({ statuses, times }, i) => {
      for (const [status, n] of Object.entries(statuses)) loopAnswers[i]!.statuses[status] = (loopAnswers[i]!.statuses[status] ?? 0) + n;
      loopAnswers[i]!.times.push(...times);
    });
    rounds.push({ alone, attacked, healthAlone, healthAttacked });
  }

  const all = (key: 'alone' | 'attacked') => rounds.flatMap((round) => round[key]);
  const share = (answers: Answer[]) => `${succeeded(answers)}/${answers.length} answered 200 (${((100 * succeeded(answers)) / answers.length).toFixed(0)} %)`;
  const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
  const p99Of = (key: 'alone' | 'attacked') => median(rounds.map((round) => p99(round[key])));
  const ratio = median(rounds.map((round) => p99(round.attacked) / p99(round.alone)));
  const health = (key: 'healthAlone' | 'healthAttacked') => median(rounds.map((round) => round[key])).toFixed(2);
  console.log(
    `\n== Documents nobody can block, on ${engine} (a learner's one-line PDF every ${LEARNER_INTERVAL_MS / 1000} s, alone and beside ${LOOPS.length} anonymous loops; ${ROUNDS} rounds of ${SECONDS} s each, medians) ==`,
  );
  console.log(`learner's PDFs alone               ${share(all('alone'))}, p99 ${ms(p99Of('alone'))}`);
  console.log(`  beside the loops                 ${share(all('attacked'))}, p99 ${ms(p99Of('attacked'))}  ratio ${ratio.toFixed(2)} (targets ${SUCCESS_TARGET * 100} %, ≤ ${RATIO_TARGET}×)`);
  console.log(`GET /api/health p99 (every ${HEALTH_PROBE_INTERVAL_MS} ms) alone ${health('healthAlone')} ms, beside the loops ${health('healthAttacked')} ms`);
  console.log(`anonymous loops, each from an address of its own (${PROJECT_DOCUMENTS_PER_MINUTE} documents a minute each before 429):`);
  LOOPS.forEach(({ name }, i) => {
    const { statuses, times } = loopAnswers[i]!;
    console.log(`  ${name.padEnd(52)} ${counted(statuses)}; median ${ms(median(times))}`);
  });
}

export async function documentsBench() {
  await onEachEngine({
    // the nested-loops template's owner; the learner is the bench's own, signed up through the API
    generate: async (sql) => {
      await insertUsers(sql, 1);
      await insertNestedLoopsTemplate(sql, TEMPLATE_KEY);
    },
    measure,
  });
}
