/**
 * The projects studio (issue "Projects studio"): every seeded format is rendered from one of its
 * presets and exported to markdown, HTML, PDF and DOCX 200 times each, in this process, giving
 * the median and p99 time per document; then requests per second of a preview through the
 * running server are measured against `GET /api/health` in the same run.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { insertSessions, insertUsers, onEachEngine, sessionToken, type BenchUser, type Engine } from './lib/engines';
import { asLearners, compare } from './lib/measure';
import { root, type RunningServer } from './lib/server';

const RENDERS = 200;
const WARM_UP = 5;
const TARGETS = ['markdown', 'html', 'pdf', 'docx'] as const;
type Target = (typeof TARGETS)[number];
const RATIO_TARGET = 0.5;
/** Previews speak for this many learners in turn: fewer would meet the per-learner allowance within a run. */
const LEARNERS = 500;

type Values = Record<string, unknown>;
interface SeedFormat {
  key: string;
  body: string;
  input_schema: { fields: unknown[] };
  export_targets: Target[];
}
interface SeedTemplate {
  key: string;
  label: string;
  formats: SeedFormat[];
  presets: { payload: Values }[];
}

// the bench's TypeScript project does not reference the server's: its modules are loaded at run time (tsx)
const serverModule = async <T>(file: string) => (await import(pathToFileURL(path.join(root, 'apps/server/src/features/projects', file)).href)) as T;
const { readSystemTemplates } = await serverModule<{ readSystemTemplates(): SeedTemplate[] }>('system-templates.ts');
const documents = await serverModule<{
  missingFields(format: SeedFormat, values: Values): Record<string, string>;
  valuesFor(format: SeedFormat, values: Values): Values;
}>('documents.service.ts');
// what the document workers run, called here directly: the time of the work, not of the thread hop
const writer = await serverModule<{
  documentFile(job: { source: { body: string; values: Values }; target: Target; fallbackTitle: string; appName: string }): Promise<{ body: Buffer }>;
}>('document-writer.ts');

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => value.toFixed(2).padStart(7);

/** One document: the format's markdown from the values, then the file of the target. */
const makeDocument = (template: SeedTemplate, format: SeedFormat, values: Values, target: Target) =>
  writer.documentFile({ source: { body: format.body, values: documents.valuesFor(format, values) }, target, fallbackTitle: template.label, appName: 'Curio' });

async function renderBench() {
  console.log(`\n== Render and export of each seeded format (${RENDERS} documents each, ms per document: median / p99) ==`);
  console.log(`${'format'.padEnd(44)}${TARGETS.map((t) => t.padStart(18)).join('')}`);
  const all: Record<Target, number[]> = { markdown: [], html: [], pdf: [], docx: [] };
  for (const template of readSystemTemplates()) {
    for (const format of template.formats) {
      const preset = template.presets.find((p) => Object.keys(documents.missingFields(format, p.payload)).length === 0);
      if (!preset) throw new Error(`${template.key}/${format.key}: no preset fills its required fields`);
      const cells: string[] = [];
      for (const target of TARGETS) {
        if (!format.export_targets.includes(target)) {
          cells.push('—'.padStart(18));
          continue;
        }
        for (let i = 0; i < WARM_UP; i++) await makeDocument(template, format, preset.payload, target);
        const times: number[] = [];
        let bytes = 0;
        for (let i = 0; i < RENDERS; i++) {
          const started = performance.now();
          const file = await makeDocument(template, format, preset.payload, target);
          times.push(performance.now() - started);
          bytes = file.body.length;
        }
        if (bytes === 0) throw new Error(`${template.key}/${format.key}: empty ${target}`);
        times.sort((a, b) => a - b);
        all[target].push(...times);
        cells.push(`${ms(percentile(times, 50))} /${ms(percentile(times, 99))}`);
      }
      console.log(`${`${template.key}/${format.key}`.padEnd(44)}${cells.join('')}`);
    }
  }
  const overall = TARGETS.map((target) => {
    const sorted = all[target].sort((a, b) => a - b);
    return `${ms(percentile(sorted, 50))} /${ms(percentile(sorted, 99))}`;
  });
  console.log(`${'all formats'.padEnd(44)}${overall.join('')}`);
}

const PREVIEW_VALUES = {
  name: 'MealMatch',
  tagline: 'Leftover campus food, matched with hungry students in minutes',
  problem: 'Canteens throw away good food every evening while students skip meals.',
  solution: 'Staff post leftovers from a tablet; students nearby reserve a portion.',
  milestones: 'Pilot in March\nSecond campus in May',
};

async function previewBench(server: RunningServer, _user: BenchUser, engine: Engine) {
  const url = `${server.baseURL}/api/projects/templates/startup-one-pager/preview`;
  const preview = (target: Target) => ({
    url,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', origin: server.baseURL },
    body: JSON.stringify({ format: 'one-pager', target, form_values: PREVIEW_VALUES }),
    requests: asLearners(LEARNERS, sessionToken),
  });
  const [, markdown, html] = await compare(`Projects preview on ${engine}`, [
    ['GET /api/health (baseline)', { url: `${server.baseURL}/api/health` }],
    ['preview, markdown', preview('markdown')],
    ['preview, HTML page', preview('html')],
  ]);
  console.log(`lowest ratio ${Math.min(markdown.ratio, html.ratio).toFixed(2)} (target ≥ ${RATIO_TARGET})`);
}

export async function projectsBench() {
  await renderBench();
  // the templates are seeded on start: only the learners to generate
  await onEachEngine({
    generate: async (sql) => {
      await insertUsers(sql, LEARNERS);
      await insertSessions(sql, LEARNERS);
    },
    measure: previewBench,
  });
}
