import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROJECT_MULTILINE_ROWS, TEMPLATE_BODY_MAX, UNRANKED_FORMAT_ORDER } from '@curio/core/limits';
import type { NewTemplate, TemplateFormat } from '@curio/core/projects-api';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import { countRows, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { presets, templateFormats, templates } from '../../db/tables';
import { loadSystemTemplates, readSystemTemplates, SYSTEM_TEMPLATES_DIR, systemPresetId } from './system-templates';
import { send, type RequestOptions } from '../../../test/client';

const SEEDED_KEYS = ['lean-canvas', 'market-analysis', 'project-proposal', 'startup-one-pager', 'study-guide', 'use-case-brief'];

const ownTemplate = (overrides: Partial<NewTemplate> = {}): NewTemplate => ({
  label: 'Café pitch!',
  description: 'For my café',
  category: 'food',
  formats: [
    {
      key: 'long',
      label: 'Long',
      order_rank: null,
      input_schema: { fields: ['idea', { key: 'risks', required: true }] },
      body: '# {{ idea }}\n\n{{ risks | bullets }}',
    },
    { key: 'short', label: 'Short', order_rank: 5, input_schema: { fields: ['idea'] }, body: '{{ idea }}', export_targets: ['markdown', 'html'], default_export_target: 'html' },
  ],
  ...overrides,
});

describeEachEngine('project templates', (engine) => {
  const testApp = useTestApp({ engine });
  const seeded = async () => {
    const { app, db } = testApp();
    await loadSystemTemplates(db);
    return app;
  };

  test('the gallery shows our templates to guests, with their enabled formats counted', async () => {
    const app = await seeded();

    const res = await send(app, 'GET', '/api/projects/templates');

    expect(res.statusCode).toBe(200);
    const items = res.json().items as { key: string; visibility: string; is_mine: boolean; format_count: number }[];
    expect(items.map((t) => t.key).sort()).toEqual(SEEDED_KEYS);
    for (const t of items) expect(t, t.key).toMatchObject({ visibility: 'system', is_mine: false, format_count: expect.any(Number) });
    expect(Math.min(...items.map((t) => t.format_count))).toBeGreaterThanOrEqual(2);
    expect(items.find((t) => t.key === 'startup-one-pager')).toMatchObject({ label: 'Startup one-pager & pitch', category: 'startup', format_count: 3 });
  });

  test('q searches label, description and category; category filters, empty, default and all mean any', async () => {
    const app = await seeded();
    const keys = async (query: string) => ((await send(app, 'GET', `/api/projects/templates?${query}`)).json().items as { key: string }[]).map((t) => t.key).sort();

    expect(await keys('q=canvas')).toEqual(['lean-canvas']);
    expect(await keys('q=INVESTORS')).toEqual(['startup-one-pager']);
    expect(await keys('q=100%25')).toEqual([]);
    expect(await keys('category=Startup')).toEqual(['lean-canvas', 'startup-one-pager']);
    expect(await keys('category=all')).toEqual(SEEDED_KEYS);
    expect(await keys('category=default&q=')).toEqual(SEEDED_KEYS);
  });

  test('formats come in order with every field an object, unranked last, multi-line keywords as 3-row text areas', async () => {
    const app = await seeded();

    const res = await send(app, 'GET', '/api/projects/templates/startup-one-pager/formats');

    expect(res.statusCode).toBe(200);
    const items = res.json().items as TemplateFormat[];
    expect(items.map((f) => [f.key, f.order_rank])).toEqual([
      ['one-pager', 10],
      ['pitch-outline', 20],
      ['elevator-pitch', null],
    ]);
    const onePager = items[0]!;
    expect(onePager).toMatchObject({ template_key: 'startup-one-pager', default_export_target: 'markdown', is_enabled: true, render_engine: 'liquid' });
    expect(onePager.export_targets).toEqual(['markdown', 'html', 'pdf', 'docx']);
    const fields = Object.fromEntries(onePager.input_schema.fields.map((f) => [f.key, f]));
    // written as the plain string "competition" in the seed file
    expect(fields.competition).toEqual({ key: 'competition', label: 'Competition', type: 'textarea', rows: PROJECT_MULTILINE_ROWS, required: false });
    expect(fields.name).toMatchObject({ label: 'Startup name', type: 'text', required: true });
    expect(fields['founder.email']).toMatchObject({ label: 'Contact e-mail', type: 'text' });
    expect(UNRANKED_FORMAT_ORDER).toBeGreaterThan(20);
  });

  test('the formats scope follows docs/routes.md#api: system by default, mine and private need a session', async () => {
    const app = await seeded();
    const owner = await signUp(app);
    const { key } = (await send(app, 'POST', '/api/projects/templates', { cookie: owner.cookie, payload: ownTemplate() })).json();
    const formats = (template: string, scope: string | null, opts: RequestOptions = {}) =>
      send(app, 'GET', `/api/projects/templates/${template}/formats${scope === null ? '' : `?scope=${scope}`}`, opts);

    // ours are in system (the default), public (everyone's) and all
    for (const scope of [null, 'system', 'public', 'anything-else']) expect((await formats('lean-canvas', scope)).statusCode).toBe(200);
    expect((await formats('lean-canvas', 'all', { token: owner.token })).json().items).toHaveLength(2);
    expect((await formats('lean-canvas', 'mine', { cookie: owner.cookie })).statusCode).toBe(404);

    // a private one only in mine, private and all, with the owner's session or bearer token
    for (const scope of ['mine', 'private', 'all']) {
      const res = await formats(key, scope, { token: owner.token });
      expect(res.statusCode, scope).toBe(200);
      expect(res.json().items.map((f: TemplateFormat) => f.key)).toEqual(['short', 'long']);
    }
    for (const scope of [null, 'system', 'public']) expect((await formats(key, scope, { cookie: owner.cookie })).statusCode).toBe(404);

    for (const scope of ['mine', 'private', 'all']) {
      const guest = await formats('lean-canvas', scope);
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual({ error: 'unauthorized', message: PROJECT_MSG.signInForScope });
    }
    expect((await formats('no-such-template', null)).statusCode).toBe(404);
  });

  test('a learner saves a private template: a key of its own, its formats, in their gallery only', async () => {
    const app = await seeded();
    const owner = await signUp(app);
    const other = await signUp(app);

    const created = await send(app, 'POST', '/api/projects/templates', { cookie: owner.cookie, payload: ownTemplate() });

    expect(created.statusCode).toBe(201);
    const template = created.json();
    expect(template).toMatchObject({ label: 'Café pitch!', description: 'For my café', category: 'food', visibility: 'private', is_mine: true, format_count: 2 });
    expect(template.key).toMatch(/^cafe-pitch-[0-9a-f]{8}$/);
    expect(template.formats.map((f: TemplateFormat) => f.key)).toEqual(['short', 'long']);

    const mine = (await send(app, 'GET', '/api/projects/templates', { cookie: owner.cookie })).json().items;
    expect(mine.map((t: { key: string }) => t.key)).toContain(template.key);
    for (const opts of [{ cookie: other.cookie }, {}]) {
      const gallery = (await send(app, 'GET', '/api/projects/templates?q=caf', opts)).json().items;
      expect(gallery).toEqual([]);
      expect((await send(app, 'GET', `/api/projects/templates/${template.key}`, opts)).statusCode).toBe(404);
    }
    expect((await send(app, 'GET', `/api/projects/templates/${template.key}`, { token: owner.token })).json().formats).toHaveLength(2);
  });

  test('a template whose body is not valid Liquid, or that could reach files, is refused', async () => {
    const app = await seeded();
    const { cookie } = await signUp(app);
    const withBody = (body: string) => ownTemplate({ formats: [{ key: 'x', label: 'X', input_schema: { fields: [] }, body }] });

    const broken = await send(app, 'POST', '/api/projects/templates', { cookie, payload: withBody('{% if %}') });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('template_error');
    expect(broken.json().message).toMatch(/^The template cannot be read: x: /);
    expect((await send(app, 'POST', '/api/projects/templates', { cookie, payload: withBody('{{ a | no_such_filter }}') })).statusCode).toBe(400);

    // include parses, but there is no file to include: the render fails instead of reading the disk
    const include = await send(app, 'POST', '/api/projects/templates', { cookie, payload: withBody("{% include '/etc/passwd' %}") });
    expect(include.statusCode).toBe(201);
    const res = await send(app, 'POST', `/api/projects/templates/${include.json().key}/preview`, { cookie, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('root:');
  });

  test.each([
    ['no formats', { formats: [] }],
    ['no label', { label: '' }],
    ['a body too long', { formats: [{ key: 'x', label: 'X', input_schema: { fields: [] }, body: 'x'.repeat(TEMPLATE_BODY_MAX + 1) }] }],
    ['a bad field key', { formats: [{ key: 'x', label: 'X', input_schema: { fields: ['no spaces please'] }, body: 'x' }] }],
    ['a bad format key', { formats: [{ key: 'X Y', label: 'X', input_schema: { fields: [] }, body: 'x' }] }],
    ['a default target it does not offer', { formats: [{ key: 'x', label: 'X', input_schema: { fields: [] }, body: 'x', export_targets: ['pdf'] }] }],
    ['an unknown render engine', { formats: [{ key: 'x', label: 'X', input_schema: { fields: [] }, body: 'x', render_engine: 'eval' }] }],
    ['formats as text', { formats: 'one' }],
  ])('a template with %s is a 400', async (_what, overrides) => {
    const app = await seeded();
    const { cookie } = await signUp(app);
    const res = await send(app, 'POST', '/api/projects/templates', { cookie, payload: { ...ownTemplate(), ...overrides } });
    expect(res.statusCode).toBe(400);
  });

  test('the owner changes and deletes their template; for anyone else it, and ours, are 404', async () => {
    const { app, db } = testApp();
    await loadSystemTemplates(db);
    const owner = await signUp(app);
    const other = await signUp(app);
    const { key } = (await send(app, 'POST', '/api/projects/templates', { cookie: owner.cookie, payload: ownTemplate() })).json();
    await send(app, 'POST', '/api/projects/presets', { cookie: owner.cookie, payload: { label: 'For it', template_key: key } });

    for (const target of [key, 'lean-canvas']) {
      expect((await send(app, 'PATCH', `/api/projects/templates/${target}`, { cookie: other.cookie, payload: { label: 'Taken' } })).statusCode).toBe(404);
      expect((await send(app, 'DELETE', `/api/projects/templates/${target}`, { cookie: other.cookie })).statusCode).toBe(404);
    }
    expect((await send(app, 'PATCH', '/api/projects/templates/lean-canvas', { cookie: owner.cookie, payload: { label: 'Taken' } })).statusCode).toBe(404);
    expect((await send(app, 'DELETE', '/api/projects/templates/lean-canvas', { cookie: owner.cookie })).statusCode).toBe(404);

    const changed = await send(app, 'PATCH', `/api/projects/templates/${key}`, {
      cookie: owner.cookie,
      payload: { label: 'Renamed', formats: [{ key: 'only', label: 'Only', input_schema: { fields: ['idea'] }, body: '## {{ idea }}' }] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ key, label: 'Renamed', description: 'For my café', format_count: 1 });
    expect(changed.json().formats.map((f: TemplateFormat) => f.key)).toEqual(['only']);
    expect((await send(app, 'PATCH', `/api/projects/templates/${key}`, { cookie: owner.cookie, payload: {} })).statusCode).toBe(400);

    expect((await send(app, 'DELETE', `/api/projects/templates/${key}`, { cookie: owner.cookie })).json()).toEqual({ ok: true });
    expect((await send(app, 'GET', `/api/projects/templates/${key}`, { cookie: owner.cookie })).statusCode).toBe(404);
    // its formats and presets went with it; ours are untouched
    expect(await db.select().from(templateFormats).where(eq(templateFormats.template_key, key))).toEqual([]);
    expect(await db.select().from(presets).where(eq(presets.template_key, key))).toEqual([]);
    expect((await send(app, 'GET', '/api/projects/templates')).json().items).toHaveLength(SEEDED_KEYS.length);
  });

  test('the OpenAPI description documents every projects endpoint', async () => {
    const app = await seeded();
    const doc = (await send(app, 'GET', '/api/docs/json')).json();
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/projects/templates',
      '/api/projects/templates/{key}',
      '/api/projects/templates/{key}/formats',
      '/api/projects/templates/{id}/preview',
      '/api/projects/templates/{id}/generate',
      '/api/templates/{key}/render',
      '/api/projects/export',
      '/api/projects/presets',
      '/api/projects/presets/{id}',
      '/api/projects/from-usecase',
      '/api/projects/study-guide',
    ]) {
      expect(paths, p).toContain(p);
    }
    expect(doc.paths['/api/projects/presets'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['scope', 'q', 'category', 'tagsCsv', 'sort', 'asc', 'limit', 'offset']),
    );
  });
});

describeEachEngine('seeded project templates', (engine) => {
  const testApp = useTestApp({ engine });

  test('every start brings ours in line with the files and leaves unchanged rows alone', async () => {
    const { db } = testApp();
    const files = readSystemTemplates();

    expect(await loadSystemTemplates(db)).toBe(files.length);
    const first = await db.select().from(templateFormats);
    await loadSystemTemplates(db);

    expect(await countRows(db, templates)).toBe(files.length);
    expect(await countRows(db, templateFormats)).toBe(files.reduce((n, f) => n + f.formats.length, 0));
    expect(await countRows(db, presets)).toBe(files.reduce((n, f) => n + f.presets.length, 0));
    expect(await db.select().from(templateFormats)).toEqual(expect.arrayContaining(first));
    const [preset] = await db.select().from(presets).where(eq(presets.id, systemPresetId('lean-canvas', 'peer-tutoring')));
    expect(preset).toMatchObject({ label: 'Peer tutoring marketplace', visibility: 'system', owner_id: null, template_key: 'lean-canvas' });
  });

  test('a changed file updates its rows; a removed format, preset or file is deleted', async () => {
    const { db } = testApp();
    await loadSystemTemplates(db);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'curio-templates-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    cpSync(SYSTEM_TEMPLATES_DIR, dir, { recursive: true });
    const file = path.join(dir, 'lean-canvas.json');
    const canvas = JSON.parse(readFileSync(file, 'utf8'));
    canvas.label = 'Lean Canvas (2nd edition)';
    canvas.formats = canvas.formats.slice(0, 1);
    canvas.presets = canvas.presets.slice(1);
    writeFileSync(file, JSON.stringify(canvas));
    rmSync(path.join(dir, 'market-analysis.json'));
    const [before] = await db.select().from(templates).where(eq(templates.key, 'project-proposal'));

    await loadSystemTemplates(db, dir);

    const [canvasRow] = await db.select().from(templates).where(eq(templates.key, 'lean-canvas'));
    expect(canvasRow!.label).toBe('Lean Canvas (2nd edition)');
    expect((await db.select().from(templateFormats).where(eq(templateFormats.template_key, 'lean-canvas'))).map((f) => f.key)).toEqual(['canvas']);
    expect((await db.select().from(presets).where(eq(presets.template_key, 'lean-canvas'))).map((p) => p.id)).toEqual([
      systemPresetId('lean-canvas', 'refill-station'),
    ]);
    expect(await db.select().from(templates).where(eq(templates.key, 'market-analysis'))).toEqual([]);
    const [after] = await db.select().from(templates).where(eq(templates.key, 'project-proposal'));
    expect(after!.updated_at).toEqual(before!.updated_at);
  });

  test('a broken template file stops the start with its name', async () => {
    const { db } = testApp();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'curio-templates-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const broken = JSON.parse(readFileSync(path.join(SYSTEM_TEMPLATES_DIR, 'lean-canvas.json'), 'utf8'));
    broken.formats[0].body = '{% for %}';
    writeFileSync(path.join(dir, 'broken.json'), JSON.stringify(broken));

    await expect(loadSystemTemplates(db, dir)).rejects.toThrow(/^broken\.json: canvas: /);
    expect(await countRows(db, templates)).toBe(0);
  });
});
