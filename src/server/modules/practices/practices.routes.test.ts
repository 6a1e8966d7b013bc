import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { practiceLibrary } from '../../../../content/practices';
import type { PracticeCategoryContent, PracticeContent } from '../../../../content/practices/schema';
import { registerUser, testDatabaseKinds, useTestApp } from '../../../../tests/support/test-app';
import type {
  TCategoryPageResponse,
  TPracticeCategory,
  TPracticePageResponse,
  TPracticeSearchResponse,
  TPracticeSession,
  TPracticeSessionsResponse,
  TPracticeSummary,
  TUserPractice,
} from '../../../common/contracts/practices';
import { PRACTICE_CATEGORIES } from '../../../common/practice-categories';
import { practiceSessions, practices, userPractices } from '../../db/schema';

const TOTAL_PRACTICES = practiceLibrary.reduce((sum, category) => sum + category.practices.length, 0);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function contentCategory(slug: string): PracticeCategoryContent {
  const category = practiceLibrary.find((candidate) => candidate.slug === slug);
  if (!category) throw new Error(`no category ${slug} in the content`);
  return category;
}

function contentPractice(categorySlug: string, practiceSlug: string): PracticeContent {
  const practice = contentCategory(categorySlug).practices.find(
    (candidate) => candidate.slug === practiceSlug,
  );
  if (!practice) throw new Error(`no practice ${categorySlug}/${practiceSlug} in the content`);
  return practice;
}

/** The text the library search looks through: name, description and cultural origins. */
const searchableText = (practice: PracticeContent) =>
  [practice.name, practice.description, ...practice.culturalOrigins].join(' ');

/** Every practice whose searchable text has a word starting with `prefix`, as `category/practice`. */
function contentMatching(prefix: string): string[] {
  const word = new RegExp(`(^|[^\\p{L}\\p{N}])${prefix}`, 'iu');
  return practiceLibrary
    .flatMap((category) =>
      category.practices
        .filter((practice) => word.test(searchableText(practice)))
        .map((practice) => `${category.slug}/${practice.slug}`),
    )
    .sort();
}

/** The card fields of a listed practice (category grid, related lists, search). */
function expectedSummaryFields(categorySlug: string, practice: PracticeContent) {
  return {
    slug: practice.slug,
    name: practice.name,
    description: practice.description,
    categorySlug,
    traditionalRating: practice.traditionalRating,
    scientificRating: practice.scientificRating,
    culturalOrigins: practice.culturalOrigins,
    firstLevelMinutes: practice.levels[0]?.durationMinutes ?? null,
  };
}

/** The §3 fields of a practice, as the content file has them: the card fields and the rest. */
function expectedPracticeFields(categorySlug: string, practice: PracticeContent) {
  return {
    ...expectedSummaryFields(categorySlug, practice),
    traditionalEvidence: practice.traditionalEvidence,
    scientificEvidence: practice.scientificEvidence,
    contraindications: practice.contraindications,
    preparationRequirements: practice.preparationRequirements,
    metaTitle: practice.metaTitle,
    metaDescription: practice.metaDescription,
  };
}

function expectNotFound(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(404);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual({ message: expect.any(String), code: 'NOT_FOUND' });
}

function expectValidationError(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(400);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual({
    message: expect.any(String),
    code: expect.stringMatching(/^(VALIDATION_FAILED|BAD_REQUEST)$/),
  });
}

const SIGNED_OUT = { message: 'You need to sign in first.', code: 'UNAUTHENTICATED' };

describe.each(testDatabaseKinds())('practice library on %s', (kind) => {
  const t = useTestApp(kind);

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      ...(cookie ? { headers: { cookie } } : {}),
    });

  async function practicePage(categorySlug: string, practiceSlug: string): Promise<TPracticePageResponse> {
    const response = await get(`/api/seo/practice/${categorySlug}/${practiceSlug}`);
    expect(response.statusCode).toBe(200);
    return response.json<TPracticePageResponse>();
  }

  async function libraryPracticeId(categorySlug: string, practiceSlug: string): Promise<string> {
    return (await practicePage(categorySlug, practiceSlug)).practice.id;
  }

  async function addToMyPractices(cookie: string, categorySlug: string, practiceSlug: string) {
    const practiceId = await libraryPracticeId(categorySlug, practiceSlug);
    const response = await post('/api/practices/my-practices', { practiceId }, cookie);
    expect(response.statusCode).toBe(201);
    return response.json<TUserPractice>();
  }

  async function myPractices(cookie: string): Promise<TUserPractice[]> {
    const response = await get('/api/practices/my-practices', cookie);
    expect(response.statusCode).toBe(200);
    return response.json<TUserPractice[]>();
  }

  async function userPracticeRowCount(userId?: string): Promise<number> {
    const query = t.database.db.select({ n: count() }).from(userPractices);
    const [row] = await (userId ? query.where(eq(userPractices.userId, userId)) : query);
    return row?.n ?? 0;
  }

  async function sessionRowCount(): Promise<number> {
    const [row] = await t.database.db.select({ n: count() }).from(practiceSessions);
    return row?.n ?? 0;
  }

  async function practiceRowCount(): Promise<number> {
    const [row] = await t.database.db.select({ n: count() }).from(practices);
    return row?.n ?? 0;
  }

  describe('GET /api/practice-categories', () => {
    it('lists the 11 categories in navigation order, each with its practice count', async () => {
      const response = await get('/api/practice-categories');

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toMatch(/^public\b/);
      const categories = response.json<TPracticeCategory[]>();
      expect(categories.map((category) => category.slug)).toEqual(PRACTICE_CATEGORIES.map((c) => c.slug));
      expect(categories.map((category) => category.name)).toEqual(PRACTICE_CATEGORIES.map((c) => c.name));
      categories.forEach((category, index) => {
        const content = contentCategory(category.slug);
        expect(category).toEqual({
          id: expect.stringMatching(UUID),
          slug: content.slug,
          name: content.name,
          description: content.description,
          iconName: content.iconName,
          practiceCount: content.practices.length,
          sortOrder: index + 1,
        });
      });
      expect(new Set(categories.map((category) => category.id)).size).toBe(11);
      expect(categories.reduce((sum, category) => sum + category.practiceCount, 0)).toBe(TOTAL_PRACTICES);
    });
  });

  describe('GET /api/seo/category/:categorySlug', () => {
    it('answers the category, all of its practices in file order, and all categories', async () => {
      const categories = (await get('/api/practice-categories')).json<TPracticeCategory[]>();
      const content = contentCategory('breathing-pranayama');

      const response = await get('/api/seo/category/breathing-pranayama');

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toMatch(/^public\b/);
      const page = response.json<TCategoryPageResponse>();
      expect(page.category).toEqual(categories.find((category) => category.slug === 'breathing-pranayama'));
      expect(page.allCategories).toEqual(categories);
      expect(page.practices.map((practice) => practice.slug)).toEqual(content.practices.map((p) => p.slug));
      page.practices.forEach((practice, index) => {
        const expected = content.practices[index];
        if (!expected) throw new Error(`no content practice at ${index}`);
        expect(practice).toEqual({
          ...expectedSummaryFields('breathing-pranayama', expected),
          id: expect.stringMatching(UUID),
          categoryId: page.category.id,
          updatedAt: expect.stringMatching(ISO_DATE),
        });
      });
    });

    it('lists every category with exactly the practices of its content file', async () => {
      for (const content of practiceLibrary) {
        const response = await get(`/api/seo/category/${content.slug}`);
        expect(response.statusCode).toBe(200);
        const page = response.json<TCategoryPageResponse>();
        expect(page.category.slug).toBe(content.slug);
        expect(page.practices.map((practice) => practice.slug)).toEqual(content.practices.map((p) => p.slug));
        expect(page.practices.every((practice) => practice.categoryId === page.category.id)).toBe(true);
        expect(page.category.practiceCount).toBe(content.practices.length);
        expect(page.allCategories).toHaveLength(11);
      }
    });

    it('answers 404 JSON for an unknown category', async () => {
      expectNotFound(await get('/api/seo/category/underwater-basket-weaving'));
      // A practice's slug is not a category's.
      expectNotFound(await get('/api/seo/category/box-breathing'));
    });

    it('answers 400 JSON for an over-long slug', async () => {
      expectValidationError(await get(`/api/seo/category/${'a'.repeat(200)}`));
      expectValidationError(await get(`/api/seo/practice/breathing-pranayama/${'a'.repeat(200)}`));
    });
  });

  describe('GET /api/seo/practice/:categorySlug/:practiceSlug', () => {
    it('answers the practice with its levels, related and cross-category practices', async () => {
      const content = contentPractice('breathing-pranayama', 'box-breathing');
      const categories = (await get('/api/practice-categories')).json<TPracticeCategory[]>();

      const response = await get('/api/seo/practice/breathing-pranayama/box-breathing');

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toMatch(/^public\b/);
      const page = response.json<TPracticePageResponse>();
      expect(page.category).toEqual(categories.find((category) => category.slug === 'breathing-pranayama'));
      expect(page.allCategories).toEqual(categories);
      expect(page.practice).toEqual({
        ...expectedPracticeFields('breathing-pranayama', content),
        id: expect.stringMatching(UUID),
        categoryId: page.category.id,
        updatedAt: expect.stringMatching(ISO_DATE),
      });

      expect(page.practiceLevels).toEqual(
        content.levels.map((level) => ({
          id: expect.stringMatching(UUID),
          level: level.level,
          durationMinutes: level.durationMinutes,
          instructions: level.steps.join('\n'),
          benefits: level.benefits,
        })),
      );
      for (const [index, level] of page.practiceLevels.entries()) {
        expect(level.instructions.split('\n')).toHaveLength(content.levels[index]?.steps.length ?? -1);
      }

      const relatedIds = page.relatedPractices.map((practice) => practice.id);
      expect(page.relatedPractices).toHaveLength(6);
      expect(new Set(relatedIds).size).toBe(relatedIds.length);
      expect(relatedIds).not.toContain(page.practice.id);
      for (const related of page.relatedPractices) {
        expect(related.categoryId).toBe(page.category.id);
        expect(related.categorySlug).toBe('breathing-pranayama');
      }

      const crossIds = page.crossCategoryPractices.map((practice) => practice.id);
      expect(page.crossCategoryPractices.length).toBeGreaterThan(0);
      expect(page.crossCategoryPractices.length).toBeLessThanOrEqual(4);
      expect(new Set(crossIds).size).toBe(crossIds.length);
      for (const cross of page.crossCategoryPractices) {
        expect(cross.categoryId).not.toBe(page.category.id);
        expect(cross.categorySlug).not.toBe('breathing-pranayama');
        // Each is a real practice of the category it claims.
        expect(contentCategory(cross.categorySlug).practices.map((p) => p.slug)).toContain(cross.slug);
      }
    });

    it('answers the levels of the first practice of every category as the content has them', async () => {
      for (const category of practiceLibrary) {
        const first = category.practices[0];
        if (!first) throw new Error(`category ${category.slug} has no practices`);
        const page = await practicePage(category.slug, first.slug);
        expect(page.practice.slug).toBe(first.slug);
        expect(page.category.slug).toBe(category.slug);
        expect(
          page.practiceLevels.map((level) => [level.level, level.durationMinutes, level.instructions]),
        ).toEqual(first.levels.map((level) => [level.level, level.durationMinutes, level.steps.join('\n')]));
        expect(page.relatedPractices.length).toBeLessThanOrEqual(6);
        expect(
          page.relatedPractices.every((p) => p.categorySlug === category.slug && p.id !== page.practice.id),
        ).toBe(true);
        expect(page.crossCategoryPractices.length).toBeLessThanOrEqual(4);
        expect(page.crossCategoryPractices.every((p) => p.categorySlug !== category.slug)).toBe(true);
      }
    });

    it('answers 404 JSON for a practice requested under another category', async () => {
      expectNotFound(await get('/api/seo/practice/meditation-mindfulness/box-breathing'));
      // The right address still works afterwards.
      expect((await get('/api/seo/practice/breathing-pranayama/box-breathing')).statusCode).toBe(200);
    });

    it('answers 404 JSON for an unknown practice or category', async () => {
      expectNotFound(await get('/api/seo/practice/breathing-pranayama/breathing-underwater'));
      expectNotFound(await get('/api/seo/practice/unknown-category/box-breathing'));
    });
  });

  describe('GET /api/practices/search', () => {
    const search = (q: string) => get(`/api/practices/search?q=${encodeURIComponent(q)}`);

    async function resultsOf(q: string): Promise<TPracticeSummary[]> {
      const response = await search(q);
      expect(response.statusCode).toBe(200);
      const body = response.json<TPracticeSearchResponse>();
      expect(body.query).toBe(q);
      return body.results;
    }

    it('finds breathing practices by the start of a word', async () => {
      const results = await resultsOf('breath');

      expect(results.length).toBeGreaterThan(0);
      expect(results.length).toBeLessThanOrEqual(30);
      expect(results.some((practice) => /Breathing/.test(practice.name))).toBe(true);
      for (const practice of results) {
        const content = contentPractice(practice.categorySlug, practice.slug);
        expect(searchableText(content)).toMatch(/breath/i);
      }
    });

    it('finds a practice through its cultural origins', async () => {
      const haiku = contentPractice('creative-expression', 'haiku-writing-practice');
      // Only its origins ('Japanese poetry') mention Japan.
      expect(`${haiku.name} ${haiku.description}`).not.toMatch(/japan/i);
      expect(haiku.culturalOrigins.join(' ')).toMatch(/japanese/i);

      const results = await resultsOf('japan');

      const found = results.map((practice) => `${practice.categorySlug}/${practice.slug}`).sort();
      expect(found).toContain('creative-expression/haiku-writing-practice');
      expect(found).toEqual(contentMatching('japan'));
    });

    it('ignores case', async () => {
      const lower = (await resultsOf('japan')).map((practice) => practice.id);
      expect(lower.length).toBeGreaterThan(0);
      expect((await resultsOf('JAPAN')).map((practice) => practice.id)).toEqual(lower);
      expect((await resultsOf('Japan')).map((practice) => practice.id)).toEqual(lower);
    });

    it('needs every word to match', async () => {
      const results = await resultsOf('zen breath');

      expect(results.map((practice) => practice.slug)).toContain('zen-breath-counting');
      for (const practice of results) {
        const text = searchableText(contentPractice(practice.categorySlug, practice.slug));
        expect(text).toMatch(/zen/i);
        expect(text).toMatch(/breath/i);
      }
    });

    it('answers 400 JSON when q is missing or shorter than 2 characters', async () => {
      expectValidationError(await get('/api/practices/search'));
      expectValidationError(await search('a'));
      expectValidationError(await search(''));
      expectValidationError(await search('   b   '));
    });

    it('answers no results for a query of punctuation only', async () => {
      const response = await search('?!.,;');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ query: '?!.,;', results: [] });
    });

    it('treats SQL-looking input as plain words', async () => {
      const response = await search("'; drop table practices; --");

      expect(response.statusCode).toBe(200);
      expect(response.json<TPracticeSearchResponse>().results).toEqual(expect.any(Array));
      expect(await practiceRowCount()).toBe(TOTAL_PRACTICES);
      expect(await resultsOf('breath')).not.toHaveLength(0);
    });

    it('answers 200 for words in other scripts and with accents', async () => {
      for (const q of ['Ensō', 'über café', '日本', 'дыхание', 'x²']) {
        const response = await search(q);
        expect(response.statusCode, q).toBe(200);
      }
      expect((await resultsOf('Ensō')).map((practice) => practice.slug)).toContain('enso-brush-painting');
    });
  });

  describe('GET and POST /api/practices/my-practices', () => {
    it('answers 401 when signed out', async () => {
      const practiceId = await libraryPracticeId('breathing-pranayama', 'box-breathing');

      const list = await get('/api/practices/my-practices');
      expect(list.statusCode).toBe(401);
      expect(list.json()).toEqual(SIGNED_OUT);

      const add = await post('/api/practices/my-practices', { practiceId });
      expect(add.statusCode).toBe(401);
      expect(add.json()).toEqual(SIGNED_OUT);
      expect(await userPracticeRowCount()).toBe(0);
    });

    it('adds a library practice as a user practice', async () => {
      const eve = await registerUser(t.app, { email: 'eve@example.com' });
      const content = contentPractice('breathing-pranayama', 'box-breathing');
      const first = content.levels[0];
      if (!first) throw new Error('box breathing has no level');
      const practiceId = await libraryPracticeId('breathing-pranayama', 'box-breathing');

      const response = await post('/api/practices/my-practices', { practiceId }, eve.cookie);

      expect(response.statusCode).toBe(201);
      const added = response.json<TUserPractice>();
      expect(added).toEqual({
        id: expect.stringMatching(UUID),
        practiceId,
        libraryPath: '/breathing-pranayama/box-breathing',
        name: 'Box Breathing',
        category: 'Breathing & Pranayama',
        description: content.description,
        difficulty: first.level,
        duration: first.durationMinutes,
        durationDisplay: `${first.durationMinutes} min`,
        optimalFor: first.benefits.join('\n'),
        instructions: first.steps,
        reasoning: expect.any(String),
        isActive: true,
        completedSessions: 0,
        assignedAt: expect.stringMatching(ISO_DATE),
        lastSession: null,
      });
      expect(added.instructions.length).toBeGreaterThan(0);
      expect(added.reasoning.length).toBeGreaterThan(0);
      expect(await myPractices(eve.cookie)).toEqual([added]);
    });

    it('answers the same entry with 200 when the practice is added again', async () => {
      const eve = await registerUser(t.app, { email: 'eve@example.com' });
      const practiceId = await libraryPracticeId('meditation-mindfulness', 'zen-breath-counting');

      const first = await post('/api/practices/my-practices', { practiceId }, eve.cookie);
      const again = await post('/api/practices/my-practices', { practiceId }, eve.cookie);

      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.json<TUserPractice>()).toEqual(first.json<TUserPractice>());
      expect(await userPracticeRowCount(eve.userId)).toBe(1);
      expect(await myPractices(eve.cookie)).toHaveLength(1);
    });

    it('keeps one entry when the same practice is added twice at once', async () => {
      const eve = await registerUser(t.app, { email: 'eve@example.com' });
      const practiceId = await libraryPracticeId('meditation-mindfulness', 'zen-breath-counting');

      const responses = await Promise.all([
        post('/api/practices/my-practices', { practiceId }, eve.cookie),
        post('/api/practices/my-practices', { practiceId }, eve.cookie),
      ]);

      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 201]);
      const [one, two] = responses.map((response) => response.json<TUserPractice>());
      expect(one?.id).toBe(two?.id);
      expect(await userPracticeRowCount(eve.userId)).toBe(1);
    });

    it('answers 404 for an unknown practice and 400 for a malformed request', async () => {
      const eve = await registerUser(t.app, { email: 'eve@example.com' });

      expectNotFound(await post('/api/practices/my-practices', { practiceId: randomUUID() }, eve.cookie));
      expectValidationError(
        await post('/api/practices/my-practices', { practiceId: 'box-breathing' }, eve.cookie),
      );
      expectValidationError(await post('/api/practices/my-practices', {}, eve.cookie));
      expectValidationError(await post('/api/practices/my-practices', undefined, eve.cookie));
      expect(await userPracticeRowCount()).toBe(0);
    });

    it("lists only the signed-in user's practices", async () => {
      const eve = await registerUser(t.app, { email: 'eve@example.com' });
      const mallory = await registerUser(t.app, { email: 'mallory@example.com' });
      const box = await addToMyPractices(eve.cookie, 'breathing-pranayama', 'box-breathing');
      const haiku = await addToMyPractices(eve.cookie, 'creative-expression', 'haiku-writing-practice');

      const evesList = await myPractices(eve.cookie);
      expect(evesList.map((practice) => practice.id).sort()).toEqual([box.id, haiku.id].sort());
      expect(await myPractices(mallory.cookie)).toEqual([]);

      // The same library practice on Mallory's list is her own entry.
      const mallorysBox = await addToMyPractices(mallory.cookie, 'breathing-pranayama', 'box-breathing');
      expect(mallorysBox.id).not.toBe(box.id);
      expect((await myPractices(mallory.cookie)).map((practice) => practice.id)).toEqual([mallorysBox.id]);
      expect(await myPractices(eve.cookie)).toHaveLength(2);
    });
  });

  describe('GET and POST /api/practices/sessions', () => {
    const moodBefore = { energy: 3, stress: 8, focus: 4 };
    const moodAfter = { energy: 6, stress: 3, focus: 7 };

    it('answers 401 when signed out', async () => {
      const list = await get('/api/practices/sessions');
      expect(list.statusCode).toBe(401);
      expect(list.json()).toEqual(SIGNED_OUT);

      const record = await post('/api/practices/sessions', {
        practiceId: randomUUID(),
        duration: 10,
        rating: 4,
      });
      expect(record.statusCode).toBe(401);
      expect(record.json()).toEqual(SIGNED_OUT);
      expect(await sessionRowCount()).toBe(0);
    });

    it('records a session and counts it on the practice', async () => {
      const eve = await registerUser(t.app, { email: 'eve@example.com' });
      const box = await addToMyPractices(eve.cookie, 'breathing-pranayama', 'box-breathing');

      const response = await post(
        '/api/practices/sessions',
        { practiceId: box.id, duration: 12, rating: 4, notes: 'Calmer afterwards.', moodBefore, moodAfter },
        eve.cookie,
      );

      expect(response.statusCode).toBe(201);
      const session = response.json<TPracticeSession>();
      expect(session).toEqual({
        id: expect.stringMatching(UUID),
        practiceId: box.id,
        practiceName: 'Box Breathing',
        duration: 12,
        rating: 4,
        notes: 'Calmer afterwards.',
        moodBefore,
        moodAfter,
        createdAt: expect.stringMatching(ISO_DATE),
      });
      const [after] = await myPractices(eve.cookie);
      expect(after?.completedSessions).toBe(1);
      expect(after?.lastSession).toBe(session.createdAt);
      expect((await get('/api/practices/sessions', eve.cookie)).json<TPracticeSessionsResponse>()).toEqual({
        sessions: [session],
      });
    });

    it('records a session without moods or notes', async () => {
      const eve = await registerUser(t.app, { email: 'eve@example.com' });
      const box = await addToMyPractices(eve.cookie, 'breathing-pranayama', 'box-breathing');

      const response = await post(
        '/api/practices/sessions',
        { practiceId: box.id, duration: 5, rating: 5 },
        eve.cookie,
      );

      expect(response.statusCode).toBe(201);
      expect(response.json<TPracticeSession>()).toMatchObject({
        practiceId: box.id,
        duration: 5,
        rating: 5,
        notes: '',
        moodBefore: null,
        moodAfter: null,
      });
      expect((await myPractices(eve.cookie))[0]?.completedSessions).toBe(1);
    });

    it('answers 400 JSON for each invalid session and writes nothing', async () => {
      const eve = await registerUser(t.app, { email: 'eve@example.com' });
      const box = await addToMyPractices(eve.cookie, 'breathing-pranayama', 'box-breathing');
      const valid = { practiceId: box.id, duration: 12, rating: 4, notes: 'ok', moodBefore, moodAfter };
      const { duration: _duration, ...withoutDuration } = valid;
      const invalid: Array<[string, Record<string, unknown>]> = [
        ['duration 0', { ...valid, duration: 0 }],
        ['duration 2.5', { ...valid, duration: 2.5 }],
        ['duration missing', withoutDuration],
        ['duration as text', { ...valid, duration: '12' }],
        ['rating 6', { ...valid, rating: 6 }],
        ['rating 0', { ...valid, rating: 0 }],
        ['mood value 11', { ...valid, moodBefore: { ...moodBefore, energy: 11 } }],
        ['mood value 0', { ...valid, moodAfter: { ...moodAfter, focus: 0 } }],
        ['mood value missing', { ...valid, moodAfter: { energy: 5, stress: 5 } }],
        ['notes over 2000 characters', { ...valid, notes: 'n'.repeat(2001) }],
        ['practiceId not a uuid', { ...valid, practiceId: 'box-breathing' }],
      ];

      for (const [label, payload] of invalid) {
        const response = await post('/api/practices/sessions', payload, eve.cookie);
        expect(response.statusCode, label).toBe(400);
        expect(response.json(), label).toEqual({ message: expect.any(String), code: 'VALIDATION_FAILED' });
      }

      expect(await sessionRowCount()).toBe(0);
      const [unchanged] = await myPractices(eve.cookie);
      expect(unchanged?.completedSessions).toBe(0);
      expect(unchanged?.lastSession).toBeNull();
      // The same session, valid, is recorded.
      expect((await post('/api/practices/sessions', valid, eve.cookie)).statusCode).toBe(201);
      expect(await sessionRowCount()).toBe(1);
    });

    it("answers 404 for another user's practice and writes nothing", async () => {
      const eve = await registerUser(t.app, { email: 'eve@example.com' });
      const mallory = await registerUser(t.app, { email: 'mallory@example.com' });
      const evesBox = await addToMyPractices(eve.cookie, 'breathing-pranayama', 'box-breathing');

      expectNotFound(
        await post(
          '/api/practices/sessions',
          { practiceId: evesBox.id, duration: 10, rating: 3 },
          mallory.cookie,
        ),
      );
      // A library practice's id is not a user practice's.
      expectNotFound(
        await post(
          '/api/practices/sessions',
          { practiceId: evesBox.practiceId, duration: 10, rating: 3 },
          mallory.cookie,
        ),
      );

      expect(await sessionRowCount()).toBe(0);
      expect((await myPractices(eve.cookie))[0]?.completedSessions).toBe(0);
      expect((await get('/api/practices/sessions', mallory.cookie)).json()).toEqual({ sessions: [] });
    });

    it("lists the user's sessions newest first and never another user's", async () => {
      const eve = await registerUser(t.app, { email: 'eve@example.com' });
      const mallory = await registerUser(t.app, { email: 'mallory@example.com' });
      const box = await addToMyPractices(eve.cookie, 'breathing-pranayama', 'box-breathing');
      const haiku = await addToMyPractices(eve.cookie, 'creative-expression', 'haiku-writing-practice');
      const mallorysBox = await addToMyPractices(mallory.cookie, 'breathing-pranayama', 'box-breathing');

      const record = async (cookie: string, practiceId: string, duration: number) => {
        const response = await post('/api/practices/sessions', { practiceId, duration, rating: 4 }, cookie);
        expect(response.statusCode).toBe(201);
        return response.json<TPracticeSession>();
      };
      const first = await record(eve.cookie, box.id, 5);
      const second = await record(eve.cookie, haiku.id, 15);
      const third = await record(eve.cookie, box.id, 8);
      const mallorys = await record(mallory.cookie, mallorysBox.id, 20);

      const response = await get('/api/practices/sessions', eve.cookie);
      expect(response.statusCode).toBe(200);
      const { sessions } = response.json<TPracticeSessionsResponse>();
      expect(sessions.map((session) => session.id)).toEqual([third.id, second.id, first.id]);
      expect(sessions.map((session) => session.practiceName)).toEqual([
        'Box Breathing',
        'Haiku Writing',
        'Box Breathing',
      ]);
      expect(sessions.map((session) => session.id)).not.toContain(mallorys.id);
      expect((await get('/api/practices/sessions', mallory.cookie)).json()).toEqual({ sessions: [mallorys] });

      const counts = Object.fromEntries(
        (await myPractices(eve.cookie)).map((p) => [p.id, p.completedSessions]),
      );
      expect(counts).toEqual({ [box.id]: 2, [haiku.id]: 1 });
    });
  });

  describe('GET /sitemap.xml', () => {
    it('lists /practices, every category and every practice with a lastmod', async () => {
      const response = await get('/sitemap.xml');

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      const entries = new Map(
        [...response.body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g)].map(
          (match): [string, string] => [match[1] ?? '', match[2] ?? ''],
        ),
      );
      const origin = 'http://localhost:3000';
      const expectedPaths = [
        '/practices',
        ...practiceLibrary.flatMap((category) => [
          `/${category.slug}/`,
          ...category.practices.map((practice) => `/${category.slug}/${practice.slug}`),
        ]),
      ];
      expect(expectedPaths).toHaveLength(1 + 11 + TOTAL_PRACTICES);
      for (const path of expectedPaths) {
        expect(entries.get(`${origin}${path}`), path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      const practicePages = [...entries.keys()].filter((loc) =>
        /^http:\/\/localhost:3000\/[a-z0-9-]+\/[a-z0-9-]+$/.test(loc),
      );
      expect(practicePages).toHaveLength(TOTAL_PRACTICES);
      expect((response.body.match(/<url>/g) ?? []).length).toBe(entries.size);
      // A practice page is dated by its last content change.
      const box = await practicePage('breathing-pranayama', 'box-breathing');
      expect(entries.get(`${origin}/breathing-pranayama/box-breathing`)).toBe(
        box.practice.updatedAt.slice(0, 10),
      );
    });
  });
});
