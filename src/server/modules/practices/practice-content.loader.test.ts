import { asc, count, countDistinct, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { practiceLibrary } from '../../../../content/practices';
import type { PracticeCategoryContent, PracticeContent } from '../../../../content/practices/schema';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { practiceCategories, practiceLevels, practices, userPractices, users } from '../../db/schema';
import { loadPracticeLibrary } from './practice-content.loader';
import { PracticeService } from './practices.service';

const log = pino({ level: 'silent' });

const TOTAL_PRACTICES = practiceLibrary.reduce((sum, category) => sum + category.practices.length, 0);
const TOTAL_LEVELS = practiceLibrary.reduce(
  (sum, category) => sum + category.practices.reduce((inner, practice) => inner + practice.levels.length, 0),
  0,
);

function categoryOf(library: PracticeCategoryContent[], slug: string): PracticeCategoryContent {
  const category = library.find((candidate) => candidate.slug === slug);
  if (!category) throw new Error(`no category ${slug}`);
  return category;
}

function practiceOf(library: PracticeCategoryContent[], categorySlug: string, slug: string): PracticeContent {
  const practice = categoryOf(library, categorySlug).practices.find((candidate) => candidate.slug === slug);
  if (!practice) throw new Error(`no practice ${slug}`);
  return practice;
}

describe('loadPracticeLibrary on pglite', () => {
  let handle: DatabaseHandle | undefined;
  let firstLoad: { isChanged: boolean; practiceCount: number } | undefined;

  const db = () => {
    if (!handle) throw new Error('the database is not open');
    return handle.db;
  };
  const load = (library: PracticeCategoryContent[]) => loadPracticeLibrary(db(), library, log);

  async function rowCounts() {
    const [categoryRow] = await db().select({ n: count() }).from(practiceCategories);
    const [practiceRow] = await db()
      .select({ n: count(), slugs: countDistinct(practices.slug) })
      .from(practices);
    const [levelRow] = await db().select({ n: count() }).from(practiceLevels);
    return {
      categories: categoryRow?.n,
      practices: practiceRow?.n,
      distinctPracticeSlugs: practiceRow?.slugs,
      levels: levelRow?.n,
    };
  }

  async function practiceRow(slug: string) {
    const [row] = await db().select().from(practices).where(eq(practices.slug, slug));
    return row;
  }

  async function levelsOf(practiceId: string) {
    return db()
      .select()
      .from(practiceLevels)
      .where(eq(practiceLevels.practiceId, practiceId))
      .orderBy(asc(practiceLevels.position));
  }

  async function idsBySlug(): Promise<Map<string, string>> {
    const rows = await db().select({ id: practices.id, slug: practices.slug }).from(practices);
    return new Map(rows.map((row) => [row.slug, row.id]));
  }

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
    firstLoad = await load(practiceLibrary);
  });

  beforeEach(async () => {
    await db().execute(sql.raw('truncate users restart identity cascade'));
    // Back to the real library (a no-op when a test left it unchanged).
    await load(practiceLibrary);
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('loads the real library into an empty database', async () => {
    expect(firstLoad).toEqual({ isChanged: true, practiceCount: TOTAL_PRACTICES });
    expect(await rowCounts()).toEqual({
      categories: 11,
      practices: TOTAL_PRACTICES,
      distinctPracticeSlugs: TOTAL_PRACTICES,
      levels: TOTAL_LEVELS,
    });
  });

  it('leaves everything as it was when the same library is loaded again', async () => {
    const idsBefore = await idsBySlug();
    const countsBefore = await rowCounts();

    const again = await load(practiceLibrary);

    expect(again).toEqual({ isChanged: false, practiceCount: TOTAL_PRACTICES });
    expect(await rowCounts()).toEqual(countsBefore);
    expect(countsBefore).toEqual({
      categories: 11,
      practices: TOTAL_PRACTICES,
      distinctPracticeSlugs: TOTAL_PRACTICES,
      levels: TOTAL_LEVELS,
    });
    expect(await idsBySlug()).toEqual(idsBefore);
    // A structurally equal copy is the same content.
    expect(await load(structuredClone(practiceLibrary))).toEqual({
      isChanged: false,
      practiceCount: TOTAL_PRACTICES,
    });
  });

  it('updates a changed practice and level in place', async () => {
    const copy = structuredClone(practiceLibrary);
    practiceOf(copy, 'breathing-pranayama', 'box-breathing').name = 'Square Breathing';
    const newSteps = [
      'Sit comfortably and let your breathing settle for a moment.',
      'Count four on the way in, and four on the way out.',
      'Keep going for three minutes, then rest quietly.',
    ];
    const zen = practiceOf(copy, 'meditation-mindfulness', 'zen-breath-counting');
    const zenFirstLevel = zen.levels[0];
    if (!zenFirstLevel) throw new Error('zen breath counting has no level');
    zenFirstLevel.steps = newSteps;
    const idsBefore = await idsBySlug();

    const result = await load(copy);

    expect(result).toEqual({ isChanged: true, practiceCount: TOTAL_PRACTICES });
    expect(await idsBySlug()).toEqual(idsBefore);
    expect(await rowCounts()).toEqual({
      categories: 11,
      practices: TOTAL_PRACTICES,
      distinctPracticeSlugs: TOTAL_PRACTICES,
      levels: TOTAL_LEVELS,
    });
    const box = await practiceRow('box-breathing');
    expect(box?.id).toBe(idsBefore.get('box-breathing'));
    expect(box?.name).toBe('Square Breathing');
    const zenRow = await practiceRow('zen-breath-counting');
    if (!zenRow) throw new Error('zen breath counting is gone');
    const levels = await levelsOf(zenRow.id);
    expect(levels.map((level) => level.instructions)).toEqual(
      zen.levels.map((level) => level.steps.join('\n')),
    );
    expect(levels[0]?.instructions).toBe(newSteps.join('\n'));

    // The public page shows the new text.
    const page = await new PracticeService(db()).getPracticePage('breathing-pranayama', 'box-breathing');
    expect(page.practice.name).toBe('Square Breathing');
    // Searching finds it by its new name.
    const found = await new PracticeService(db()).search('square');
    expect(found.results.map((practice) => practice.slug)).toContain('box-breathing');
  });

  it('keeps the last-changed date of practices whose content did not change', async () => {
    const before = await practiceRow('four-seven-eight-breathing');
    const copy = structuredClone(practiceLibrary);
    practiceOf(copy, 'breathing-pranayama', 'box-breathing').name = 'Square Breathing';

    expect((await load(copy)).isChanged).toBe(true);

    // The sitemap's lastmod comes from updatedAt: an untouched practice has not changed.
    expect((await practiceRow('four-seven-eight-breathing'))?.updatedAt).toEqual(before?.updatedAt);
    const box = await practiceRow('box-breathing');
    expect(box?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? Number.POSITIVE_INFINITY);
  });

  it("deletes a practice removed from the content, and users' copies keep their text", async () => {
    const removedSlug = 'box-breathing';
    const removed = await practiceRow(removedSlug);
    if (!removed) throw new Error('box breathing is not loaded');
    const removedLevels = practiceOf(practiceLibrary, 'breathing-pranayama', removedSlug).levels.length;
    const [user] = await db()
      .insert(users)
      .values({ name: 'Eve', email: 'eve@example.com', passwordHash: 'not-a-real-hash' })
      .returning();
    if (!user) throw new Error('no user inserted');
    const [copyOfRemoved] = await db()
      .insert(userPractices)
      .values({
        userId: user.id,
        practiceId: removed.id,
        source: 'library',
        name: 'Box Breathing',
        category: 'Breathing & Pranayama',
        description: removed.description,
        difficulty: 'Beginner',
        durationMinutes: 3,
        optimalFor: 'Quick settling in stressful moments',
        instructions: 'Sit upright.\n\nBreathe in for three.',
        reasoning: 'You chose this from the Breathing & Pranayama library.',
      })
      .returning();
    if (!copyOfRemoved) throw new Error('no user practice inserted');
    const copy = structuredClone(practiceLibrary);
    const breathing = categoryOf(copy, 'breathing-pranayama');
    breathing.practices = breathing.practices.filter((practice) => practice.slug !== removedSlug);

    const result = await load(copy);

    expect(result).toEqual({ isChanged: true, practiceCount: TOTAL_PRACTICES - 1 });
    expect(await practiceRow(removedSlug)).toBeUndefined();
    expect(await levelsOf(removed.id)).toEqual([]);
    expect(await rowCounts()).toEqual({
      categories: 11,
      practices: TOTAL_PRACTICES - 1,
      distinctPracticeSlugs: TOTAL_PRACTICES - 1,
      levels: TOTAL_LEVELS - removedLevels,
    });
    const [kept] = await db().select().from(userPractices).where(eq(userPractices.id, copyOfRemoved.id));
    expect(kept).toEqual({ ...copyOfRemoved, practiceId: null });

    const service = new PracticeService(db());
    const categoryPage = await service.getCategoryPage('breathing-pranayama');
    expect(categoryPage.practices.map((practice) => practice.slug)).not.toContain(removedSlug);
    expect(categoryPage.category.practiceCount).toBe(breathing.practices.length);
    await expect(service.getPracticePage('breathing-pranayama', removedSlug)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const [listed] = await service.listUserPractices(user.id);
    expect(listed).toMatchObject({
      id: copyOfRemoved.id,
      name: 'Box Breathing',
      practiceId: null,
      libraryPath: null,
    });
  });

  it('inserts a practice added to the content', async () => {
    const copy = structuredClone(practiceLibrary);
    const sleep = categoryOf(copy, 'sleep-rest');
    const template = sleep.practices[0];
    if (!template) throw new Error('sleep & rest has no practices');
    const added: PracticeContent = {
      ...structuredClone(template),
      slug: 'moonlight-gratitude-wind-down',
      name: 'Moonlight Gratitude Wind-Down',
    };
    sleep.practices.push(added);
    const idsBefore = await idsBySlug();

    const result = await load(copy);

    expect(result).toEqual({ isChanged: true, practiceCount: TOTAL_PRACTICES + 1 });
    expect(await rowCounts()).toEqual({
      categories: 11,
      practices: TOTAL_PRACTICES + 1,
      distinctPracticeSlugs: TOTAL_PRACTICES + 1,
      levels: TOTAL_LEVELS + added.levels.length,
    });
    const idsAfter = await idsBySlug();
    for (const [slug, id] of idsBefore) expect(idsAfter.get(slug)).toBe(id);
    const row = await practiceRow('moonlight-gratitude-wind-down');
    expect(row?.name).toBe('Moonlight Gratitude Wind-Down');
    expect((await levelsOf(row?.id ?? '00000000-0000-0000-0000-000000000000')).length).toBe(
      added.levels.length,
    );

    const page = await new PracticeService(db()).getCategoryPage('sleep-rest');
    expect(page.practices.map((practice) => practice.slug).at(-1)).toBe('moonlight-gratitude-wind-down');
    expect(page.category.practiceCount).toBe(sleep.practices.length);
  });

  it('rejects invalid content and changes nothing', async () => {
    const idsBefore = await idsBySlug();
    const countsBefore = await rowCounts();
    const copy = structuredClone(practiceLibrary);
    // A valid change early in the library, then an invalid rating later on.
    practiceOf(copy, 'meditation-mindfulness', 'zen-breath-counting').name = 'Counting Breaths';
    practiceOf(copy, 'breathing-pranayama', 'box-breathing').traditionalRating = 11;

    await expect(load(copy)).rejects.toThrow();

    expect(await rowCounts()).toEqual(countsBefore);
    expect(await idsBySlug()).toEqual(idsBefore);
    expect((await practiceRow('zen-breath-counting'))?.name).toBe('Zen Breath Counting');
    expect((await practiceRow('box-breathing'))?.traditionalRating).toBe(
      practiceOf(practiceLibrary, 'breathing-pranayama', 'box-breathing').traditionalRating,
    );
    // The real library is still the loaded one.
    expect((await load(practiceLibrary)).isChanged).toBe(false);
  });
});
