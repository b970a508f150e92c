import { expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { PRESET_DEFAULT_ORDER_RANK, PRESETS_LIMIT } from '@curio/core/limits';
import type { NewPreset, Preset } from '@curio/core/projects-api';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { presets } from '../../db/tables';
import { loadSystemTemplates, readSystemTemplates } from './system-templates';
import { send, type RequestOptions } from '../../../test/client';

const list = async (app: App, query = '', opts: RequestOptions = {}) => {
  const res = await send(app, 'GET', `/api/projects/presets${query ? `?${query}` : ''}`, opts);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Preset[]; count: number };
};
const labels = (page: { items: Preset[] }) => page.items.map((p) => p.label);

/** Public presets written straight to the table, as a curator would publish them. */
async function publicPresets(db: Db, rows: { label: string; tags?: string[]; order_rank?: number | null; category?: string; updated?: string }[]) {
  await db.insert(presets).values(
    rows.map((row) => ({
      label: row.label,
      tags: row.tags ?? [],
      order_rank: row.order_rank === undefined ? PRESET_DEFAULT_ORDER_RANK : row.order_rank,
      category: row.category ?? null,
      visibility: 'public',
      updated_at: new Date(row.updated ?? '2025-01-01T00:00:00Z'),
    })),
  );
}

describeEachEngine('project presets', (engine) => {
  const testApp = useTestApp({ engine });

  test('a guest gets ours (scope public by default), newest first, with the count', async () => {
    const { app, db } = testApp();
    await loadSystemTemplates(db);
    const seeded = readSystemTemplates().reduce((n, t) => n + t.presets.length, 0);

    const page = await list(app);

    expect(page.count).toBe(seeded);
    expect(page.items).toHaveLength(seeded);
    const preset = page.items.find((p) => p.label === 'Campus food-waste app')!;
    expect(preset).toMatchObject({
      tags: ['food', 'sustainability', 'students', 'marketplace'],
      order_rank: 10,
      category: 'sustainability',
      template_key: 'startup-one-pager',
      visibility: 'system',
      is_mine: false,
    });
    expect(preset.payload).toMatchObject({ name: 'MealMatch', 'founder.name': 'Priya Raman' });
  });

  test('sort, asc, limit and offset page through them; unranked presets sort last both ways', async () => {
    const { app, db } = testApp();
    await publicPresets(db, [
      { label: 'B', order_rank: 2, updated: '2025-01-02T00:00:00Z' },
      { label: 'Unranked', order_rank: null, updated: '2025-01-04T00:00:00Z' },
      { label: 'A', order_rank: 1, updated: '2025-01-01T00:00:00Z' },
      { label: 'C', order_rank: 3, updated: '2025-01-03T00:00:00Z' },
    ]);

    expect(labels(await list(app))).toEqual(['Unranked', 'C', 'B', 'A']);
    expect(labels(await list(app, 'sort=updated_at&asc=true'))).toEqual(['A', 'B', 'C', 'Unranked']);
    expect(labels(await list(app, 'sort=order_rank&asc=true'))).toEqual(['A', 'B', 'C', 'Unranked']);
    expect(labels(await list(app, 'sort=order_rank&asc=false'))).toEqual(['C', 'B', 'A', 'Unranked']);
    expect(labels(await list(app, 'sort=label&asc=true'))).toEqual(['A', 'B', 'C', 'Unranked']);
    const page = await list(app, 'sort=order_rank&asc=true&limit=2&offset=1');
    expect(labels(page)).toEqual(['B', 'C']);
    expect(page.count).toBe(4);
  });

  test(`the default page is ${PRESETS_LIMIT} presets`, async () => {
    const { app, db } = testApp();
    await publicPresets(
      db,
      Array.from({ length: PRESETS_LIMIT + 5 }, (_, i) => ({ label: `Preset ${i}` })),
    );

    const page = await list(app);

    expect(page.items).toHaveLength(PRESETS_LIMIT);
    expect(page.count).toBe(PRESETS_LIMIT + 5);
  });

  test('q searches labels and tags, category filters unless empty, default or all, tagsCsv needs every tag', async () => {
    const { app, db } = testApp();
    await publicPresets(db, [
      { label: 'Solar kiosk', tags: ['energy', 'retail'], category: 'Sustainability' },
      { label: 'Wind school', tags: ['energy', 'education'], category: 'education' },
      { label: '100% organic', tags: ['food'], category: 'food' },
    ]);

    expect(labels(await list(app, 'q=kiosk'))).toEqual(['Solar kiosk']);
    expect(labels(await list(app, 'q=EDUCATION'))).toEqual(['Wind school']);
    expect(labels(await list(app, 'q=100%25'))).toEqual(['100% organic']);
    expect(labels(await list(app, 'q=%25'))).toEqual(['100% organic']);
    expect(labels(await list(app, 'category=sustainability'))).toEqual(['Solar kiosk']);
    for (const category of ['', 'default', 'all', 'All']) expect((await list(app, `category=${category}`)).count).toBe(3);
    expect(labels(await list(app, 'tagsCsv=energy&sort=label&asc=true'))).toEqual(['Solar kiosk', 'Wind school']);
    expect(labels(await list(app, 'tagsCsv=Energy,%20%23education'))).toEqual(['Wind school']);
    expect(labels(await list(app, 'tagsCsv=energy,food'))).toEqual([]);
    expect(labels(await list(app, 'tagsCsv=,'))).toHaveLength(3);
  });

  test('template_key narrows to one template’s presets', async () => {
    const { app, db } = testApp();
    await loadSystemTemplates(db);

    const page = await list(app, 'template_key=lean-canvas&sort=order_rank&asc=true');

    expect(labels(page)).toEqual(['Peer tutoring marketplace', 'Refill station on campus']);
  });

  test.each([
    ['sort=password', 'an unknown sort'],
    ['asc=perhaps', 'asc that is not yes or no'],
    ['limit=0', 'a limit of 0'],
    ['limit=100000', 'a huge limit'],
    ['offset=-1', 'a negative offset'],
    ['limit=ten', 'a limit that is not a number'],
  ])('%s (%s) is a 400', async (query) => {
    const { app } = testApp();
    expect((await send(app, 'GET', `/api/projects/presets?${query}`)).statusCode).toBe(400);
  });

  test('a learner saves private presets: nobody else ever sees them, in any scope', async () => {
    const { app, db } = testApp();
    await loadSystemTemplates(db);
    const owner = await signUp(app);
    const other = await signUp(app);

    const created = await send(app, 'POST', '/api/projects/presets', {
      cookie: owner.cookie,
      payload: { label: 'My cafe', tags: 'Food, #coffee', payload: { name: 'Bean There', 'founder.name': 'Ana' }, template_key: 'startup-one-pager' },
    });

    expect(created.statusCode).toBe(201);
    const preset = created.json() as Preset;
    expect(preset).toMatchObject({
      label: 'My cafe',
      tags: ['food', 'coffee'],
      order_rank: PRESET_DEFAULT_ORDER_RANK,
      category: null,
      template_key: 'startup-one-pager',
      visibility: 'private',
      is_mine: true,
      payload: { name: 'Bean There', 'founder.name': 'Ana' },
    });

    expect(labels(await list(app, 'scope=mine', { cookie: owner.cookie }))).toEqual(['My cafe']);
    expect(labels(await list(app, 'scope=private', { token: owner.token }))).toEqual(['My cafe']);
    expect(labels(await list(app, 'scope=all', { cookie: owner.cookie }))).toContain('My cafe');
    expect(labels(await list(app, '', { cookie: owner.cookie }))).not.toContain('My cafe');

    for (const scope of ['mine', 'private', 'all', 'public', 'system']) {
      expect(labels(await list(app, `scope=${scope}`, { cookie: other.cookie }))).not.toContain('My cafe');
    }
    for (const scope of ['mine', 'private', 'all']) {
      const guest = await send(app, 'GET', `/api/projects/presets?scope=${scope}`);
      expect(guest.statusCode).toBe(401);
      expect(guest.json().message).toBe(PROJECT_MSG.signInForScope);
    }
    expect(labels(await list(app, 'scope=public'))).not.toContain('My cafe');
  });

  test('a preset can only be for a template its owner can see', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const other = await signUp(app);
    const template = await send(app, 'POST', '/api/projects/templates', {
      cookie: owner.cookie,
      payload: { label: 'Secret', formats: [{ key: 'a', label: 'A', input_schema: { fields: [] }, body: 'x' }] },
    });

    const refused = await send(app, 'POST', '/api/projects/presets', { cookie: other.cookie, payload: { label: 'Sneaky', template_key: template.json().key } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PROJECT_MSG.notYourTemplate);
    expect((await send(app, 'POST', '/api/projects/presets', { cookie: other.cookie, payload: { label: 'x', template_key: 'nope' } })).statusCode).toBe(400);
    expect((await send(app, 'POST', '/api/projects/presets', { cookie: owner.cookie, payload: { label: 'Fine', template_key: template.json().key } })).statusCode).toBe(201);
  });

  test.each<[string, Partial<NewPreset> | unknown]>([
    ['no label', { payload: {} }],
    ['a blank label', { label: '  ' }],
    ['a payload that is a list', { label: 'x', payload: ['a'] }],
    ['a payload key that is not a field key', { label: 'x', payload: { 'not a key': 1 } }],
    ['a tag that is too long', { label: 'x', tags: ['t'.repeat(100)] }],
    ['an order rank that is text', { label: 'x', order_rank: 'first' }],
    ['a body that is a list', ['label', 'x']],
  ])('a preset with %s is a 400', async (_what, payload) => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    expect((await send(app, 'POST', '/api/projects/presets', { cookie, payload })).statusCode).toBe(400);
  });

  test('the owner changes and deletes a preset; for anyone else it and ours are 404', async () => {
    const { app, db } = testApp();
    await loadSystemTemplates(db);
    const owner = await signUp(app);
    const other = await signUp(app);
    const { id } = (await send(app, 'POST', '/api/projects/presets', { cookie: owner.cookie, payload: { label: 'Draft', payload: { name: 'A' } } })).json();
    const ours = (await list(app)).items[0]!.id;

    for (const target of [id, ours]) {
      expect((await send(app, 'PATCH', `/api/projects/presets/${target}`, { cookie: other.cookie, payload: { label: 'Mine' } })).statusCode).toBe(404);
      expect((await send(app, 'DELETE', `/api/projects/presets/${target}`, { cookie: other.cookie })).statusCode).toBe(404);
    }
    expect((await send(app, 'PATCH', `/api/projects/presets/${ours}`, { cookie: owner.cookie, payload: { label: 'Mine' } })).statusCode).toBe(404);
    expect((await send(app, 'PATCH', `/api/projects/presets/${id}`, { payload: { label: 'Guest' } })).statusCode).toBe(401);
    expect((await send(app, 'PATCH', '/api/projects/presets/not-a-uuid', { cookie: owner.cookie, payload: { label: 'x' } })).statusCode).toBe(400);

    const changed = await send(app, 'PATCH', `/api/projects/presets/${id}`, { cookie: owner.cookie, payload: { label: 'Final', order_rank: null, tags: ['x'] } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, label: 'Final', order_rank: null, tags: ['x'], payload: { name: 'A' } });

    expect((await send(app, 'DELETE', `/api/projects/presets/${id}`, { cookie: owner.cookie })).json()).toEqual({ ok: true });
    expect((await send(app, 'DELETE', `/api/projects/presets/${id}`, { cookie: owner.cookie })).statusCode).toBe(404);
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(presets);
    expect(row!.n).toBe(readSystemTemplates().reduce((n, t) => n + t.presets.length, 0));
  });
});
