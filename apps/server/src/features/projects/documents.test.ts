import { afterAll, beforeAll, expect, test } from 'vitest';
import { JSON_BODY_LIMIT_BYTES, FORM_VALUE_MAX, PROJECT_FILES_PER_MINUTE } from '@curio/core/limits';
import { type ExportTarget, type NewTemplate } from '@curio/core/projects-api';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import { USECASE_GENERATION_MSG } from '@curio/core/usecase-text';
import type { App } from '../../app';
import { describeEachEngine, signUp, TEST_ORIGIN, useTestApp } from '../../../test/test-app';
import { answers, type ChatServer, sendJson, startChatServer } from '../../../test/chat-server';
import { savedUsecases, usecases } from '../../db/tables';
import { docxParts, pdfInfo, pdfText } from '../../../test/document-readers';
import { loadSystemTemplates, readSystemTemplates } from './system-templates';

interface Send {
  cookie?: string;
  token?: string;
  payload?: unknown;
}
const send = (app: App, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, opts: Send = {}) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(opts.cookie ? { cookie: opts.cookie } : {}), ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    ...(opts.payload === undefined ? {} : { payload: opts.payload as string }),
  });

const MEALMATCH = {
  name: 'MealMatch',
  tagline: 'Leftover campus food for hungry students',
  problem: 'Canteens throw away good food every evening.',
  solution: 'Staff post leftovers; students reserve them.',
  milestones: 'Pilot in March\nSecond campus in May',
  'founder.name': 'Priya',
  founder: { email: 'priya@example.com' },
};

const preview = (app: App, template: string, payload: unknown, opts: Send = {}) =>
  send(app, 'POST', `/api/projects/templates/${template}/preview`, { ...opts, payload });
const generate = (app: App, template: string, payload: unknown, opts: Send = {}) =>
  send(app, 'POST', `/api/projects/templates/${template}/generate`, { ...opts, payload });
const render = (app: App, template: string, payload: unknown, opts: Send = {}) => send(app, 'POST', `/api/templates/${template}/render`, { ...opts, payload });

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

  test(`files are limited to ${PROJECT_FILES_PER_MINUTE} a minute per learner`, async () => {
    const app = await seeded();
    const { cookie } = await signUp(app);
    const payload = { markdown: '# x', target: 'markdown' };
    for (let i = 0; i < PROJECT_FILES_PER_MINUTE; i++) expect((await send(app, 'POST', '/api/projects/export', { cookie, payload })).statusCode).toBe(200);

    const refused = await send(app, 'POST', '/api/projects/export', { cookie, payload });

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'rate_limited', message: PROJECT_MSG.filesRateLimited });
    // previews make no file and are not counted
    expect((await preview(app, 'startup-one-pager', { form_values: MEALMATCH }, { cookie })).statusCode).toBe(200);
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
    const { app, db } = testApp();
    await loadSystemTemplates(db);
    const { cookie } = await signUp(app);
    server.reply = (_req, res) => sendJson(res, 503, { error: { message: 'overloaded' } });

    const res = await generate(app, 'startup-one-pager', { form_values: MEALMATCH, polish: true }, { cookie });

    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: 'ai_unavailable', message: USECASE_GENERATION_MSG.aiUnavailable });
  });
});
