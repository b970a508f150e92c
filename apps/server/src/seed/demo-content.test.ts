import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { QUESTION_TYPES } from '@curio/core/question-types-rules';
import { expect, onTestFinished, test } from 'vitest';
import { countRows, describeEachEngine, useTestApp } from '../../test/test-app';
import { catalogueCounts, FIXTURES_DIR, quizItem } from '../../test/content-factory';
import { categories, questions, topics } from '../db/tables';
import { loadDemoContent } from './demo-content';

const fixtureDir = path.join(FIXTURES_DIR, 'demo-content');

/** A copy of the fixture folder the test may change. */
function scratchCopy(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'curio-demo-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(fixtureDir, dir, { recursive: true });
  return dir;
}

describeEachEngine('demo content', (engine) => {
  const testApp = useTestApp({ engine });

  test('an empty catalogue gets categories.json first, then every file through the upload', async () => {
    const { db } = testApp();

    const report = await loadDemoContent(db, fixtureDir);
    expect(report).toEqual({ loaded: true, questions: 3, flashcards: 2 });
    expect(await db.select({ name: categories.name, label: categories.label, color: categories.color, colorclass: categories.colorclass, mode: categories.mode }).from(categories).orderBy(asc(categories.id))).toEqual([
      { name: 'business', label: 'Business', color: '#45B08C', colorclass: 'sidebar-default', mode: 'all' },
      { name: 'kids', label: 'Kids', color: '#1976d2', colorclass: 'sidebar-default', mode: 'kids' },
      { name: 'science', label: 'Science', color: '#7e57c2', colorclass: 'sidebar-science', mode: 'all' },
    ]);
    expect(await catalogueCounts(db)).toEqual({ categories: 3, courses: 2, modules: 2, topics: 3, subtopics: 1, questions: 3, flashcards: 2 });
  });

  test('it is idempotent: a second load, or a catalogue that has content, changes nothing', async () => {
    const { db } = testApp();
    await loadDemoContent(db, fixtureDir);
    const before = await catalogueCounts(db);

    expect(await loadDemoContent(db, fixtureDir)).toEqual({ loaded: false, questions: 0, flashcards: 0 });
    expect(await catalogueCounts(db)).toEqual(before);
  });

  test('two starts at once load it once', async () => {
    const { db } = testApp();
    const reports = await Promise.all([loadDemoContent(db, fixtureDir), loadDemoContent(db, fixtureDir)]);
    expect(reports.filter((r) => r.loaded)).toHaveLength(1);
    expect((await catalogueCounts(db)).questions).toBe(3);
  });

  test('a broken file loads nothing at all and names the file and item', async () => {
    const { db } = testApp();
    const dir = scratchCopy();
    writeFileSync(path.join(dir, 'zz-broken-quiz.json'), JSON.stringify([quizItem(), quizItem({ options: 3 })]));

    await expect(loadDemoContent(db, dir)).rejects.toThrow('Demo content zz-broken-quiz.json: Item 1: options: must be a list of texts or one comma-separated text');
    expect(await catalogueCounts(db)).toEqual({ categories: 0, courses: 0, modules: 0, topics: 0, subtopics: 0, questions: 0, flashcards: 0 });
  });

  test('a missing folder loads nothing', async () => {
    const { db } = testApp();
    expect(await loadDemoContent(db, path.join(fixtureDir, 'nope'))).toEqual({ loaded: false, questions: 0, flashcards: 0 });
    expect(await catalogueCounts(db)).toMatchObject({ questions: 0 });
  });

  test('the bundled demo content loads: questions and flashcards, every file valid', async () => {
    const { db } = testApp();
    const report = await loadDemoContent(db);

    expect(report.loaded).toBe(true);
    expect(report.questions).toBeGreaterThan(0);
    expect(report.flashcards).toBeGreaterThan(0);
    expect(await countRows(db, questions)).toBe(report.questions);
  });

  test('the bundled demo content has a kids’ topic asking one question of each type', async () => {
    const { db } = testApp();
    await loadDemoContent(db);
    const rows = await db
      .select({ type: questions.type })
      .from(questions)
      .innerJoin(topics, eq(topics.id, questions.topic_id))
      .where(eq(topics.name, 'Animal Puzzles'))
      .orderBy(asc(questions.id));
    expect(rows.map((r) => r.type)).toEqual([...QUESTION_TYPES]);
  });
});
