import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { JSON_BODY_LIMIT_BYTES, FORM_VALUE_MAX, PROJECT_DOCUMENTS_PER_MINUTE } from '@curio/core/limits';
import { EXPORT_MARKDOWN_MAX, type ExportTarget, type NewTemplate } from '@curio/core/projects-api';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import { USECASE_GENERATION_MSG } from '@curio/core/usecase-text';
import type { App } from '../../app';
import { describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { answers, type ChatServer, sendJson, startChatServer } from '../../../test/chat-server';
import { savedUsecases, templates, usecases } from '../../db/tables';
import { docxParts, pdfInfo, pdfText } from '../../../test/document-readers';
import { JobMemoryError, JobTimeoutError, type PoolClient, WORKER_NICE_INCREMENT } from '../../lib/worker-pool';
import type { DocumentJob } from './document-writer';
import { createDocumentWorkers, DOCUMENT_WORKERS, DocumentLimitError } from './documents.service';
import { loadSystemTemplates, readSystemTemplates } from './system-templates';
import { guest, send, type RequestOptions } from '../../../test/client';

const MEALMATCH = {
  name: 'MealMatch',
  tagline: 'Leftover campus food for hungry students',
  problem: 'Canteens throw away good food every evening.',
  solution: 'Staff post leftovers; students reserve them.',
  milestones: 'Pilot in March\nSecond campus in May',
  'founder.name': 'Priya',
  founder: { email: 'priya@example.com' },
};

const preview = (app: App, template: string, payload: unknown, opts: RequestOptions = {}) =>
  send(app, 'POST', `/api/projects/templates/${template}/preview`, { ...opts, payload });
const generate = (app: App, template: string, payload: unknown, opts: RequestOptions = {}) =>
  send(app, 'POST', `/api/projects/templates/${template}/generate`, { ...opts, payload });
const render = (app: App, template: string, payload: unknown, opts: RequestOptions = {}) => send(app, 'POST', `/api/templates/${template}/render`, { ...opts, payload });

/** Liquid stops this render at its time limit (1 s): nine million steps, a second of work on the event loop before decision 020. */
const NESTED_LOOPS = '{% for i in (1..3000) %}{% for j in (1..3000) %}{% assign k = j | plus: i %}{% endfor %}{% endfor %}';

/**
 * Slower than this, a health check was held up by renders: with them on the event loop one check
 * waited for several (6 s seen). Not tighter: test files run side by side on few cores, and a busy
 * machine alone can delay an answer by a second; the figures belong to the stall bench.
 */
const QUICK_MS = 2000;

/**
 * Asks GET /api/health over a real connection, again and again until `work` settles; answers the
 * slowest answer's time in ms. Not through inject: an injected request needs no I/O, so it could
 * be answered between the steps of a render that holds up every connection of a real server.
 */
async function slowestHealthWhile(app: App, work: Promise<unknown>): Promise<number> {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  let settled = false;
  void work.finally(() => (settled = true));
  let slowest = 0;
  while (!settled) {
    const started = performance.now();
    const res = await fetch(`${address}/api/health`);
    expect(res.status).toBe(200);
    slowest = Math.max(slowest, performance.now() - started);
  }
  return slowest;
}

/** Letters with no space between them: a word as long as asked. */
const longWord = (length: number) => Array.from({ length }, (_, i) => String.fromCharCode(97 + ((i * 7) % 26))).join('');

/** A private template with one markdown-only format: the shape a learner saves. */
const ownTemplate = (overrides: Partial<NewTemplate> = {}): NewTemplate => ({
  label: 'My pitch',
  formats: [{ key: 'short', label: 'Short', input_schema: { fields: [{ key: 'idea', required: true }] }, body: '# {{ idea }}\n\nPrivate words.', export_targets: ['markdown'] }],
  ...overrides,
});

describeEachEngine('project documents', (engine) => {
  const testApp = useTestApp({ engine });
  const seeded = async () => {
    const { app, db } = testApp();
    await loadSystemTemplates(db);
    return app;
  };

  test('a guest previews a seeded format: the form values written into its markdown', async () => {
    const app = await seeded();

    const res = await preview(app, 'startup-one-pager', { format: 'one-pager', form_values: MEALMATCH });

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ format: 'one-pager', preview: { target: 'markdown', content: expect.any(String) } });
    const content: string = body.preview.content;
    expect(content).toMatch(/^# MealMatch\n/);
    expect(content).toContain('## The problem\n\nCanteens throw away good food every evening.');
    // multi-line values become bullets; flat and nested dotted keys both reach the template
    expect(content).toContain('- Pilot in March\n- Second campus in May');
    expect(content).toContain('Priya · priya@example.com');
    // optional sections left blank are left out
    expect(content).not.toContain('## Traction');
  });

  test('the template may be named by id or key; the format defaults to the first in order, the target to its default', async () => {
    const app = await seeded();
    const { id } = (await send(app, 'GET', '/api/projects/templates/startup-one-pager')).json();

    const byId = await preview(app, id, { form_values: MEALMATCH });
    const byKey = await preview(app, 'startup-one-pager', { form_values: MEALMATCH });

    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(byKey.json());
    expect(byId.json().format).toBe('one-pager');
    expect(byId.json().preview.target).toBe('markdown');
  });

  test('target html previews a standalone page where a value’s markup is only text', async () => {
    const app = await seeded();
    const values = { ...MEALMATCH, name: 'Evil <script>alert(1)</script>', problem: '<img src=x onerror=alert(2)> & [link](javascript:alert(3))' };

    const res = await preview(app, 'startup-one-pager', { form_values: values, target: 'html' });

    const page: string = res.json().preview.content;
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<style>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('&lt;img src=x onerror=alert(2)&gt; &amp;');
    expect(page).not.toMatch(/<script|<img|href="javascript/i);
    expect(page).toContain('<title>Evil &lt;script&gt;alert(1)&lt;/script&gt;</title>');
  });

  test("a blank required field is a 400 with '{label or key} is required' for each", async () => {
    const app = await seeded();

    const res = await preview(app, 'startup-one-pager', { format: 'one-pager', form_values: { name: '  ', problem: 'x', solution: [] } });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'required_fields',
      message: 'Startup name is required',
      fields: { name: 'Startup name is required', solution: 'Solution is required' },
    });
    expect((await render(app, 'startup-one-pager', { form_values: {} })).json().fields).toEqual({
      name: 'Startup name is required',
      problem: 'Problem is required',
      solution: 'Solution is required',
    });
  });

  test('field defaults fill blank values', async () => {
    const app = await seeded();

    const res = await preview(app, 'project-proposal', { format: 'status-report', form_values: { title: 'Garden', period: 'Week 1', done: 'Dug beds' } });

    expect(res.json().preview.content).toContain('**Status:** On track');
  });

  test('an unknown template is a 404, an unknown format or a target it does not offer a 400', async () => {
    const app = await seeded();
    const { cookie } = await signUp(app);
    const own = (await send(app, 'POST', '/api/projects/templates', { cookie, payload: ownTemplate() })).json();

    expect((await preview(app, 'no-such-template', { form_values: {} })).json()).toEqual({ error: 'not_found', message: PROJECT_MSG.templateNotFound });
    expect((await preview(app, 'startup-one-pager', { format: 'sonnet', form_values: MEALMATCH })).json()).toEqual({
      error: 'unknown_format',
      message: PROJECT_MSG.unknownFormat('sonnet'),
    });
    const pdf = await render(app, own.key, { form_values: { idea: 'x' }, target: 'pdf' }, { cookie });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toEqual({ error: 'unsupported_target', message: PROJECT_MSG.unsupportedTarget('Short', 'pdf') });
  });

  test.each([
    ['form values as text', { form_values: 'name=MealMatch' }],
    ['form values as a list', { form_values: ['MealMatch'] }],
    ['a number as format', { form_values: MEALMATCH, format: 5 }],
    ['an unknown target', { form_values: MEALMATCH, target: 'exe' }],
    ['a key that is not a field key', { form_values: { 'name; drop': 'x' } }],
    ['groups nested too deep', { form_values: { ...MEALMATCH, a: { b: { c: { d: { e: 'x' } } } } } }],
    ['a value longer than a form value may be', { form_values: { ...MEALMATCH, problem: 'x'.repeat(FORM_VALUE_MAX + 1) } }],
  ])('%s is a 400', async (_what, payload) => {
    const app = await seeded();
    const res = await preview(app, 'startup-one-pager', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_error');
  });

  test('1 MB of form values is refused with 413 before anything is rendered', async () => {
    const app = await seeded();
    const res = await render(app, 'startup-one-pager', { form_values: { ...MEALMATCH, problem: 'x'.repeat(JSON_BODY_LIMIT_BYTES) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('payload_too_large');
  });

  test('render gives markdown as a .md download', async () => {
    const app = await seeded();

    const res = await render(app, 'startup-one-pager', { form_values: MEALMATCH, target: 'markdown' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="mealmatch.md"; filename*=UTF-8''mealmatch.md`);
    expect(res.body).toMatch(/^# MealMatch\n/);
  });

  test('render gives a standalone HTML page with the values escaped', async () => {
    const app = await seeded();

    const res = await render(app, 'startup-one-pager', { form_values: { ...MEALMATCH, solution: 'We <script>steal()</script> nothing' }, target: 'html' });

    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="mealmatch.html"');
    expect(res.body).toContain('<h1>MealMatch</h1>');
    expect(res.body).toContain('We &lt;script&gt;steal()&lt;/script&gt; nothing');
    expect(res.body).not.toContain('<script');
  });

  test('render gives a PDF a PDF reader opens, with the text and the title', async () => {
    const app = await seeded();

    const res = await render(app, 'startup-one-pager', { form_values: MEALMATCH, target: 'pdf' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="mealmatch.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('MealMatch');
    expect(text).toContain('The problem Canteens throw away good food every evening.');
    expect(text).toContain('Pilot in March');
    expect(pdfInfo(res.rawPayload)).toMatchObject({ Title: 'MealMatch', Author: 'Curio' });
  });

  test('a PDF prints letters beyond Western European ones as typed', async () => {
    const app = await seeded();
    const name = 'Kraków Łódź Čeština Ελλάδα Москва';

    const res = await render(app, 'startup-one-pager', { form_values: { ...MEALMATCH, name }, target: 'pdf' });

    expect(pdfText(res.rawPayload)).toContain(name);
  });

  test('render gives a DOCX: an Office Open XML package whose body has the text', async () => {
    const app = await seeded();

    const res = await render(app, 'startup-one-pager', { form_values: { ...MEALMATCH, tagline: 'Fast & <fair>' }, target: 'docx' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toContain('filename="mealmatch.docx"');
    const docx = await docxParts(res.rawPayload);
    expect(docx.files).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml', 'docProps/core.xml']));
    expect(docx.text).toContain('MealMatch');
    expect(docx.text).toContain('Canteens throw away good food every evening.');
    expect(docx.text).toContain('Fast & <fair>');
    expect(docx.documentXml).toContain('<w:pStyle w:val="Heading1"/>');
    expect(docx.documentXml).toContain('<w:numPr>');
  });

  test('every seeded format renders to each of its targets with one of its template’s presets', async () => {
    const app = await seeded();
    const { cookie } = await signUp(app);
    for (const template of readSystemTemplates()) {
      expect(template.formats.length, template.key).toBeGreaterThanOrEqual(2);
      expect(template.presets.length, template.key).toBeGreaterThanOrEqual(2);
      for (const format of template.formats) {
        // the first preset of the template that fills the format's required fields
        let filled: Record<string, unknown> | undefined;
        for (const candidate of template.presets) {
          const res = await preview(app, template.key, { format: format.key, form_values: candidate.payload });
          if (res.statusCode === 200) {
            filled = candidate.payload;
            expect(res.json().preview.content, `${template.key}/${format.key}`).not.toMatch(/\{\{|\{%/);
            break;
          }
          expect(res.json().error, `${template.key}/${format.key}`).toBe('required_fields');
        }
        expect(filled, `no preset of ${template.key} fills ${format.key}`).toBeDefined();
        for (const target of format.export_targets as ExportTarget[]) {
          const res = await render(app, template.key, { format: format.key, form_values: filled, target }, { cookie });
          expect(res.statusCode, `${template.key}/${format.key} as ${target}`).toBe(200);
          expect(res.rawPayload.length).toBeGreaterThan(100);
        }
      }
    }
  });

  test('generate answers the document and says nothing was polished when polish was not asked', async () => {
    const app = await seeded();

    const res = await generate(app, 'lean-canvas', { format: 'canvas', form_values: { name: 'TutorLoop', problem: 'a\nb', customer_segments: 'students', unique_value_proposition: 'help tonight' } });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      format: 'canvas',
      target: 'markdown',
      content: expect.stringContaining('# Lean Canvas: TutorLoop'),
      title: 'Lean Canvas: TutorLoop',
      polished: false,
      notice: null,
    });
    expect(res.json().content).toContain('- a\n- b');
  });

  test('without a model, Polish with AI is not offered: GET /api/projects/polish', async () => {
    const { app } = testApp();
    const res = await app.inject({ method: 'GET', url: '/api/projects/polish' });
    expect(res.json()).toEqual({ available: false });
  });

  test('polish needs a session; the offline provider leaves the text as it was and says so', async () => {
    const app = await seeded();
    const { cookie } = await signUp(app);
    const payload = { form_values: MEALMATCH, polish: true };

    expect((await generate(app, 'startup-one-pager', payload)).json()).toEqual({ error: 'unauthorized', message: PROJECT_MSG.signInToPolish });
    const plain = await generate(app, 'startup-one-pager', { form_values: MEALMATCH }, { cookie });
    const polished = await generate(app, 'startup-one-pager', payload, { cookie });

    expect(polished.statusCode).toBe(200);
    expect(polished.json()).toMatchObject({ polished: false, notice: PROJECT_MSG.polishOffline, content: plain.json().content });
    const file = await render(app, 'startup-one-pager', { ...payload, target: 'markdown' }, { cookie });
    expect(file.headers['x-polished']).toBe('false');
  });

  test('a learner’s own template renders for them and is a 404 for everyone else', async () => {
    const app = await seeded();
    const owner = await signUp(app);
    const other = await signUp(app);
    const { key, id } = (await send(app, 'POST', '/api/projects/templates', { cookie: owner.cookie, payload: ownTemplate() })).json();

    const mine = await preview(app, key, { form_values: { idea: 'Secret idea' } }, { token: owner.token });
    expect(mine.json().preview.content).toBe('# Secret idea\n\nPrivate words.\n');

    for (const [who, opts] of [
      ['another learner', { cookie: other.cookie }],
      ['a guest', {}],
    ] as const) {
      for (const res of [
        await preview(app, key, { form_values: { idea: 'x' } }, opts),
        await preview(app, id, { form_values: { idea: 'x' } }, opts),
        await generate(app, key, { form_values: { idea: 'x' } }, opts),
        await render(app, key, { form_values: { idea: 'x' } }, opts),
      ]) {
        expect(res.statusCode, who).toBe(404);
        expect(res.body).not.toContain('Private words');
      }
    }
  });

  test('a template body that fails while rendering is a 400 saying why', async () => {
    const app = await seeded();
    const { cookie } = await signUp(app);
    const loop = ownTemplate({
      formats: [{ key: 'loop', label: 'Loop', input_schema: { fields: [] }, body: '{% for i in (1..100000000) %}{{ i }}{% endfor %}', export_targets: ['markdown'] }],
    });
    const { key } = (await send(app, 'POST', '/api/projects/templates', { cookie, payload: loop })).json();

    const res = await preview(app, key, { form_values: {} }, { cookie });

    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('template_error');
  });

  test('export turns an edited markdown document into each file', async () => {
    const app = await seeded();
    const markdown = '# My edited pitch\n\nWe changed **this** line.\n\n- one\n- two\n';

    const pdf = await send(app, 'POST', '/api/projects/export', { payload: { markdown, target: 'pdf' } });
    const docx = await send(app, 'POST', '/api/projects/export', { payload: { markdown, target: 'docx', title: 'Final version' } });
    const md = await send(app, 'POST', '/api/projects/export', { payload: { markdown, target: 'markdown' } });

    expect(pdf.headers['content-disposition']).toContain('filename="my-edited-pitch.pdf"');
    expect(pdfText(pdf.rawPayload).replace(/\s+/g, ' ')).toContain('My edited pitch We changed this line.');
    expect(docx.headers['content-disposition']).toContain('filename="final-version.docx"');
    expect((await docxParts(docx.rawPayload)).text).toContain('We changed this line.');
    expect(md.body).toBe(markdown);
    expect((await send(app, 'POST', '/api/projects/export', { payload: { markdown: '', target: 'pdf' } })).statusCode).toBe(400);
    expect((await send(app, 'POST', '/api/projects/export', { payload: { markdown, target: 'exe' } })).statusCode).toBe(400);
  });

  test('an unbroken word of 100 000 letters exports to PDF and DOCX, and reads back whole', async () => {
    const app = await seeded();
    const word = longWord(100_000);

    const pdf = await send(app, 'POST', '/api/projects/export', { payload: { markdown: `# Long\n\n${word}`, target: 'pdf' } });
    const docx = await send(app, 'POST', '/api/projects/export', { payload: { markdown: `# Long\n\n${word}`, target: 'docx' } });

    expect(pdf.statusCode).toBe(200);
    // pdftotext reads each line of the broken word as a line
    expect(pdfText(pdf.rawPayload).replace(/\s+/g, '')).toBe(`Long${word}`);
    expect(docx.statusCode).toBe(200);
    expect((await docxParts(docx.rawPayload)).text).toContain(word);
  });

  test(`a guest's PDF of a template with a ${FORM_VALUE_MAX}-letter word in its heading and its fields is written whole`, async () => {
    const app = await seeded();
    const word = longWord(FORM_VALUE_MAX);
    const form_values = { name: word, problem: word, customer_segments: word, unique_value_proposition: word };

    const res = await render(app, 'lean-canvas', { format: 'canvas', target: 'pdf', form_values });

    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload).replace(/\s+/g, '');
    expect(text.split(word)).toHaveLength(5);
  });

  test('a preview of a template that writes 2^17 spaces comes back with them', async () => {
    const app = await seeded();
    const { cookie } = await signUp(app);
    const body = '{% assign s = " " %}{% for i in (1..17) %}{% assign s = s | append: s %}{% endfor %}a{{ s }}b';
    const template = ownTemplate({ formats: [{ key: 'spaces', label: 'Spaces', input_schema: { fields: [] }, body, export_targets: ['markdown'] }] });
    const { key } = (await send(app, 'POST', '/api/projects/templates', { cookie, payload: template })).json();

    const res = await preview(app, key, { form_values: {} }, { cookie });

    expect(res.statusCode).toBe(200);
    expect(res.json().preview.content).toBe(`a${' '.repeat(2 ** 17)}b\n`);
  });

  test('templates that render too long are stopped with a clear 422, one at a time for their learner, who is refused beyond their own queue; health answers at once meanwhile', async () => {
    const app = await seeded();
    const { cookie } = await signUp(app);
    const slow = ownTemplate({ formats: [{ key: 'loops', label: 'Loops', input_schema: { fields: [] }, body: NESTED_LOOPS, export_targets: ['markdown'] }] });
    const { key } = (await send(app, 'POST', '/api/projects/templates', { cookie, payload: slow })).json();

    // the one a worker runs, those the learner's queue holds, and two more
    const count = 1 + DOCUMENT_WORKERS.clientQueue + 2;
    const started = performance.now();
    const previews = Promise.all(
      Array.from({ length: count }, () => preview(app, key, { form_values: {} }, { cookie }).then((res) => ({ res, ms: performance.now() - started }))),
    );
    const slowestHealth = await slowestHealthWhile(app, previews);
    const answers = await previews;

    expect(slowestHealth).toBeLessThan(QUICK_MS);
    const stopped = answers.filter(({ res }) => res.statusCode === 422);
    const refused = answers.filter(({ res }) => res.statusCode === 429);
    expect(stopped).toHaveLength(1 + DOCUMENT_WORKERS.clientQueue);
    expect(refused).toHaveLength(2);
    for (const { res } of stopped) expect(res.json()).toEqual({ error: 'document_too_slow', message: PROJECT_MSG.templateTooSlow });
    for (const { res } of refused) {
      expect(res.json()).toEqual({ error: 'rate_limited', message: PROJECT_MSG.documentsQueued });
      expect(res.headers['retry-after']).toBe('1');
    }
    // refused at once, before the first render is stopped; the rest within their wait and run limits
    const firstStopped = Math.min(...stopped.map(({ ms }) => ms));
    expect(Math.max(...refused.map(({ ms }) => ms))).toBeLessThan(firstStopped);
    for (const { ms } of answers) expect(ms).toBeLessThan(DOCUMENT_WORKERS.queueWaitMs + DOCUMENT_WORKERS.timeLimitMs);
    // the workers are free again
    expect((await preview(app, 'startup-one-pager', { form_values: MEALMATCH })).statusCode).toBe(200);
  });

  test('guests flooding the workers with slow previews leave a signed-in learner a worker at once; each guest waits its turn', async () => {
    const { app, db } = testApp();
    await loadSystemTemplates(db);
    const { cookie } = await signUp(app);
    const slow = ownTemplate({ formats: [{ key: 'loops', label: 'Loops', input_schema: { fields: [] }, body: NESTED_LOOPS, export_targets: ['markdown'] }] });
    const { key } = (await send(app, 'POST', '/api/projects/templates', { cookie, payload: slow })).json();
    // a template every guest may preview: learners cannot publish one, so the test does
    await db.update(templates).set({ visibility: 'public' }).where(eq(templates.key, key));
    const answered: string[] = [];
    const fromAddress = (remoteAddress: string) =>
      guest(app, { ip: remoteAddress })
        .post(`/api/projects/templates/${key}/preview`, { form_values: {} })
        .finally(() => answered.push(remoteAddress));

    const guests = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'].map(fromAddress);
    // the guests' previews reach the workers, one of them running until Liquid stops it (1 s)
    await new Promise((resolve) => setTimeout(resolve, 300));
    const learner = await preview(app, 'startup-one-pager', { form_values: MEALMATCH }, { cookie });
    answered.push('learner');

    expect(learner.statusCode).toBe(200);
    expect(answered[0]).toBe('learner');
    // guests take turns on their share of the workers: each is stopped by Liquid, none refused
    for (const res of await Promise.all(guests)) expect(res.json()).toEqual({ error: 'document_too_slow', message: PROJECT_MSG.templateTooSlow });
  });

  test('a template that writes a longer document than may be exported is a 422', async () => {
    const app = await seeded();
    const { cookie } = await signUp(app);
    // "# a" doubled 16 times: 0.7 MB of markdown from a few bytes of template, within Liquid's limits
    const body = '{% assign s = "# a\n\n" %}{% for i in (1..16) %}{% assign s = s | append: s %}{% endfor %}{{ s }}';
    const { key } = (await send(app, 'POST', '/api/projects/templates', { cookie, payload: ownTemplate({ formats: [{ key: 'big', label: 'Big', input_schema: { fields: [] }, body, export_targets: ['markdown', 'pdf'] }] }) })).json();
    expect(5 * 2 ** 16).toBeGreaterThan(EXPORT_MARKDOWN_MAX);

    for (const res of [await preview(app, key, { form_values: {} }, { cookie }), await render(app, key, { form_values: {}, target: 'pdf' }, { cookie })]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error: 'document_too_large', message: PROJECT_MSG.documentTooLarge });
    }
  });

  test(`documents are limited to ${PROJECT_DOCUMENTS_PER_MINUTE} a minute per learner, then 429 with Retry-After`, async () => {
    const app = await seeded();
    const busy = await signUp(app);
    const other = await signUp(app);
    const payload = { markdown: '# x', target: 'markdown' };
    // refused input is not counted
    expect((await send(app, 'POST', '/api/projects/export', { cookie: busy.cookie, payload: { ...payload, target: 'exe' } })).statusCode).toBe(400);
    for (let i = 0; i < PROJECT_DOCUMENTS_PER_MINUTE; i++) expect((await send(app, 'POST', '/api/projects/export', { cookie: busy.cookie, payload })).statusCode).toBe(200);

    const refused = await send(app, 'POST', '/api/projects/export', { cookie: busy.cookie, payload });

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'rate_limited', message: PROJECT_MSG.documentsRateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // one allowance for every kind of document
    expect((await preview(app, 'startup-one-pager', { form_values: MEALMATCH }, { cookie: busy.cookie })).statusCode).toBe(429);
    expect((await generate(app, 'startup-one-pager', { form_values: MEALMATCH }, { cookie: busy.cookie })).statusCode).toBe(429);
    expect((await render(app, 'startup-one-pager', { form_values: MEALMATCH }, { cookie: busy.cookie })).statusCode).toBe(429);
    // another learner behind the same address is not held back
    expect((await preview(app, 'startup-one-pager', { form_values: MEALMATCH }, { cookie: other.cookie })).statusCode).toBe(200);
  });

  test(`guests are limited to ${PROJECT_DOCUMENTS_PER_MINUTE} documents a minute per address`, async () => {
    const app = await seeded();
    const fromAddress = (remoteAddress: string) =>
      guest(app, { ip: remoteAddress }).post('/api/projects/templates/startup-one-pager/preview', { form_values: MEALMATCH });
    for (let i = 0; i < PROJECT_DOCUMENTS_PER_MINUTE; i++) expect((await fromAddress('203.0.113.7')).statusCode).toBe(200);

    const refused = await fromAddress('203.0.113.7');

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'rate_limited', message: PROJECT_MSG.documentsRateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await fromAddress('203.0.113.8')).statusCode).toBe(200);
  });

  test('the use-case brief starts from a saved use case of the learner’s or a published one', async () => {
    const { app, db } = testApp();
    await loadSystemTemplates(db);
    const me = await signUp(app);
    const other = await signUp(app);
    const [saved] = await db
      .insert(savedUsecases)
      .values({ user_id: me.user.id, keyword: 'solar', content: 'Farming: Solar cold rooms\nFarmers store crops for weeks.' })
      .returning();
    const [othersSaved] = await db.insert(savedUsecases).values({ user_id: other.user.id, keyword: 'x', content: 'Not yours' }).returning();
    const [published] = await db
      .insert(usecases)
      .values({ title: 'Solar kiosks', content: 'Kiosks charge phones.', tags: ['solar', 'energy'], created_by: other.user.id })
      .returning();
    const [hidden] = await db.insert(usecases).values({ title: 'Draft', content: 'Hidden', is_public: false, created_by: other.user.id }).returning();

    const fromSaved = await send(app, 'GET', `/api/projects/from-usecase?saved_id=${saved!.id}`, { cookie: me.cookie });
    expect(fromSaved.json()).toEqual({
      template_key: 'use-case-brief',
      form_values: { title: 'Farming: Solar cold rooms', keyword: 'solar', use_case: 'Farmers store crops for weeks.' },
    });
    const fromPublished = await send(app, 'GET', `/api/projects/from-usecase?usecase_id=${published!.id}`, { cookie: me.cookie });
    expect(fromPublished.json().form_values).toEqual({ title: 'Solar kiosks', keyword: 'solar', use_case: 'Kiosks charge phones.', tags: 'solar, energy' });
    // the values fill the brief's required fields
    expect((await preview(app, 'use-case-brief', { form_values: fromPublished.json().form_values })).statusCode).toBe(200);

    expect((await send(app, 'GET', `/api/projects/from-usecase?saved_id=${othersSaved!.id}`, { cookie: me.cookie })).statusCode).toBe(404);
    expect((await send(app, 'GET', `/api/projects/from-usecase?usecase_id=${hidden!.id}`, { cookie: me.cookie })).statusCode).toBe(404);
    expect((await send(app, 'GET', `/api/projects/from-usecase?usecase_id=${hidden!.id}`, { cookie: other.cookie })).statusCode).toBe(200);
    expect((await send(app, 'GET', `/api/projects/from-usecase?saved_id=${saved!.id}`)).statusCode).toBe(401);
    expect((await send(app, 'GET', '/api/projects/from-usecase?saved_id=nope', { cookie: me.cookie })).statusCode).toBe(400);
    expect((await send(app, 'GET', '/api/projects/from-usecase', { cookie: me.cookie })).statusCode).toBe(400);
  });
});

describeEachEngine('project documents polished by an OpenAI-compatible server', (engine) => {
  const env: Record<string, string> = { AI_API_KEY: 'sk-test', AI_MODEL: 'test-model' };
  let server: ChatServer;
  beforeAll(async () => {
    server = await startChatServer();
    env.AI_BASE_URL = server.url;
  });
  afterAll(async () => {
    await server?.close();
  });
  const testApp = useTestApp({ engine, env });

  test('with a model, Polish with AI is offered', async () => {
    const { app } = testApp();
    expect((await app.inject({ method: 'GET', url: '/api/projects/polish' })).json()).toEqual({ available: true });
  });

  test('polish sends the rendered markdown to the model and answers its wording', async () => {
    const { app, db } = testApp();
    await loadSystemTemplates(db);
    const { cookie } = await signUp(app);
    server.reply = answers('# MealMatch\n\n## The problem\n\nEvery evening, canteens discard good food.');

    const res = await generate(app, 'startup-one-pager', { form_values: MEALMATCH, polish: true }, { cookie });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ polished: true, notice: PROJECT_MSG.polishedBy('test-model'), content: '# MealMatch\n\n## The problem\n\nEvery evening, canteens discard good food.\n' });
    expect(server.requests.at(-1)!.body.messages!.at(-1)!.content).toContain('Canteens throw away good food every evening.');

    const pdf = await render(app, 'startup-one-pager', { form_values: MEALMATCH, polish: true, target: 'pdf' }, { cookie });
    expect(pdf.headers['x-polished']).toBe('true');
    expect(pdfText(pdf.rawPayload)).toContain('Every evening, canteens discard good food.');
  });

  test('a failing model is a 502 with a clear message', async () => {
    const { app, db, expectErrors } = testApp();
    expectErrors();
    await loadSystemTemplates(db);
    const { cookie } = await signUp(app);
    server.reply = (_req, res) => sendJson(res, 503, { error: { message: 'overloaded' } });

    const res = await generate(app, 'startup-one-pager', { form_values: MEALMATCH, polish: true }, { cookie });

    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: 'ai_unavailable', message: USECASE_GENERATION_MSG.aiUnavailable });
  });
});

describe('document workers', () => {
  const LEARNER: PoolClient = { key: 'user:learner', guest: false };
  const job = (source: DocumentJob['source'], target: DocumentJob['target'] = 'markdown'): DocumentJob => ({ source, target, fallbackTitle: 'Untitled', appName: 'Curio' });
  const slow = job({ body: NESTED_LOOPS, values: {} });
  const named = (name: string) => job({ body: '# {{ name }}', values: { name } });
  const failure = (work: Promise<unknown>) => work.then(() => expect.unreachable('the job should fail'), (err: unknown) => err as DocumentLimitError);

  test('a job past its time limit ends its worker; a new worker writes the next document', async () => {
    // well before Liquid's own limit (1 s) stops the render, and room for the new worker's first
    // document on a busy machine (200 ms was seen to run out there)
    const workers = createDocumentWorkers({ threads: 1, timeLimitMs: 500 });
    try {
      const err = await failure(workers.text(slow, LEARNER));
      expect(err).toBeInstanceOf(DocumentLimitError);
      expect(err.limit).toBe('time');
      expect(err.cause).toBeInstanceOf(JobTimeoutError);
      // the worker said what it was doing when it was ended
      expect(err.stage).toBe('template');

      expect(await workers.text(named('Next'), LEARNER)).toEqual({ title: 'Next', content: '# Next\n' });
    } finally {
      await workers.close();
    }
  });

  // each read in tens of milliseconds (the markdown stage) and written in several times the limit:
  // 66 000 words laid out in lines by pdfkit, 49 000 rules as bordered Word paragraphs
  test.each([
    ['pdf', 'laying out a PDF', 'ab '.repeat(66_000), 100],
    ['docx', 'writing a DOCX', '---\n'.repeat(49_000), 400],
  ] as const)('a %s stopped at its time limit says it was %s', async (target, _doing, markdown, timeLimitMs) => {
    const workers = createDocumentWorkers({ threads: 1, timeLimitMs });
    try {
      const err = await failure(workers.file(job({ markdown }, target), LEARNER));
      expect(err.limit).toBe('time');
      expect(err.stage).toBe(target);
    } finally {
      await workers.close();
    }
  });

  test('a job that needs more memory than a worker has ends that worker; the next one is written', async () => {
    // the longest document a learner may export needs 64–96 MB as DOCX
    const workers = createDocumentWorkers({ threads: 1, heapMb: 48 });
    const markdown = '# Heading\n\nSome **bold** words in a paragraph.\n\n- one\n- two\n\n'.repeat(4000).slice(0, EXPORT_MARKDOWN_MAX);
    try {
      const err = await failure(workers.file(job({ markdown }, 'docx'), LEARNER));
      expect(err.limit).toBe('size');
      expect(err.cause).toBeInstanceOf(JobMemoryError);

      expect((await workers.file(job({ markdown: '# Small' }, 'docx'), LEARNER)).filename).toBe('small.docx');
    } finally {
      await workers.close();
    }
  });

  test.runIf(process.platform === 'linux')('workers run at a lower priority than the event loop', async () => {
    // a thread's nice value is the 19th field of its stat line, counted after the name in brackets
    const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    const threadNices = () => readdirSync('/proc/self/task').map((tid) => niceOf(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')));
    const own = niceOf(readFileSync('/proc/thread-self/stat', 'utf8'));
    expect(threadNices().filter((nice) => nice === own + WORKER_NICE_INCREMENT)).toEqual([]);
    const workers = createDocumentWorkers({ threads: 1 });
    try {
      expect(await workers.text(named('Niced'), LEARNER)).toEqual({ title: 'Niced', content: '# Niced\n' });
      // the worker, and the threads it started itself (its module loader's)
      expect(threadNices().filter((nice) => nice === own + WORKER_NICE_INCREMENT).length).toBeGreaterThan(0);
      expect(niceOf(readFileSync('/proc/thread-self/stat', 'utf8'))).toBe(own);
    } finally {
      await workers.close();
    }
  });

  test('a job beyond the queue is refused at once; closing ends the running and the waiting ones', async () => {
    const workers = createDocumentWorkers({ threads: 1, maxQueue: 1 });
    const running = failure(workers.text(slow, LEARNER));
    const waiting = failure(workers.text(slow, LEARNER));

    const refused = await failure(workers.text(named('One too many'), LEARNER));
    expect(refused.limit).toBe('busy');

    const started = performance.now();
    await workers.close();
    expect(performance.now() - started).toBeLessThan(QUICK_MS);
    expect((await running).limit).toBe('busy');
    expect((await waiting).limit).toBe('busy');
    expect((await failure(workers.text(named('After'), LEARNER))).limit).toBe('busy');
  });

  test('a job that waits for a worker longer than it may is refused, and leaves the queue', async () => {
    // the wait is counted once a worker has started a job: starting one takes longer than this
    const workers = createDocumentWorkers({ threads: 1, queueWaitMs: 300 });
    try {
      // the worker holds the slow render until Liquid stops it (1 s)
      const running = failure(workers.text(slow, LEARNER));
      await expect(workers.text(named('Waiting'), LEARNER)).rejects.toMatchObject({ limit: 'busy' });
      const stopped = await running;
      expect(stopped.limit).toBe('time');
      expect(stopped.cause).toBeUndefined();
      expect(await workers.text(named('Later'), LEARNER)).toEqual({ title: 'Later', content: '# Later\n' });
    } finally {
      await workers.close();
    }
  });

  test.each([
    ['node --import tsx (the server’s start script)', ['--import', 'tsx', '--input-type=module']],
    ['tsx registered at run time (npm start)', ['--input-type=module']],
  ])('workers load TypeScript in a process started with %s', async (_how, nodeOptions) => {
    const register = nodeOptions.includes('tsx') ? '' : "const { register } = await import('tsx/esm/api'); register();";
    const script = `${register}
      const { createDocumentWorkers } = await import(${JSON.stringify(new URL('./documents.service.ts', import.meta.url).href)});
      const workers = createDocumentWorkers({ threads: 1 });
      console.log(JSON.stringify(await workers.text({ source: { body: '# {{ name }}', values: { name: 'Hello' } }, target: 'html', fallbackTitle: 'x', appName: 'Curio' })));
      await workers.close();`;
    const { stdout } = await promisify(execFile)(process.execPath, [...nodeOptions, '--eval', script], { cwd: new URL('.', import.meta.url) });
    const written = JSON.parse(stdout) as { title: string; content: string };
    expect(written.title).toBe('Hello');
    expect(written.content).toContain('<h1>Hello</h1>');
  });

  test('a template that is not valid Liquid fails with its reason, naming the format', async () => {
    const workers = createDocumentWorkers({ threads: 1 });
    try {
      await expect(workers.checkBodies([{ key: 'fine', body: '# {{ a }}' }, { key: 'broken', body: '{% if %}' }], LEARNER)).rejects.toThrow(/^broken: /);
      await expect(workers.checkBodies([{ key: 'fine', body: '# {{ a }}' }], LEARNER)).resolves.toBeUndefined();
    } finally {
      await workers.close();
    }
  });
});
