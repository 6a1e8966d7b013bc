import { and, asc, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  contentVersions,
  practiceCategories,
  practiceLevels,
  practiceSessions,
  practices,
  userPractices,
} from '../../db/schema';
import type { Executor } from '../../db/types';

export type CategoryRow = Omit<typeof practiceCategories.$inferSelect, 'contentHash'>;
export type PracticeRow = Omit<typeof practices.$inferSelect, 'searchVector' | 'searchText' | 'contentHash'>;
export type LevelRow = typeof practiceLevels.$inferSelect;
export type UserPracticeRow = typeof userPractices.$inferSelect;

/** A practice with what its card and page need from around it. */
export interface PracticeListing extends PracticeRow {
  categorySlug: string;
  firstLevelMinutes: number | null;
}

const practiceColumns = {
  id: practices.id,
  categoryId: practices.categoryId,
  slug: practices.slug,
  name: practices.name,
  description: practices.description,
  traditionalRating: practices.traditionalRating,
  traditionalEvidence: practices.traditionalEvidence,
  scientificRating: practices.scientificRating,
  scientificEvidence: practices.scientificEvidence,
  culturalOrigins: practices.culturalOrigins,
  risks: practices.risks,
  contraindications: practices.contraindications,
  preparationRequirements: practices.preparationRequirements,
  metaTitle: practices.metaTitle,
  metaDescription: practices.metaDescription,
  sortOrder: practices.sortOrder,
  updatedAt: practices.updatedAt,
  categorySlug: practiceCategories.slug,
  firstLevelMinutes: sql<
    number | null
  >`(select pl.duration_minutes from practice_levels pl where pl.practice_id = ${practices.id} order by pl.position limit 1)`,
};

function listingQuery(db: Executor) {
  return db
    .select(practiceColumns)
    .from(practices)
    .innerJoin(practiceCategories, eq(practiceCategories.id, practices.categoryId));
}

// ---- reading the library

export async function listCategoriesWithCounts(
  db: Executor,
): Promise<Array<CategoryRow & { practiceCount: number }>> {
  return db
    .select({
      id: practiceCategories.id,
      slug: practiceCategories.slug,
      name: practiceCategories.name,
      description: practiceCategories.description,
      iconName: practiceCategories.iconName,
      sortOrder: practiceCategories.sortOrder,
      updatedAt: practiceCategories.updatedAt,
      practiceCount: count(practices.id),
    })
    .from(practiceCategories)
    .leftJoin(practices, eq(practices.categoryId, practiceCategories.id))
    .groupBy(practiceCategories.id)
    .orderBy(asc(practiceCategories.sortOrder));
}

export async function listPracticesOfCategory(db: Executor, categoryId: string): Promise<PracticeListing[]> {
  return listingQuery(db).where(eq(practices.categoryId, categoryId)).orderBy(asc(practices.sortOrder));
}

export async function findPractice(
  db: Executor,
  categorySlug: string,
  practiceSlug: string,
): Promise<PracticeListing | undefined> {
  const [row] = await listingQuery(db)
    .where(and(eq(practiceCategories.slug, categorySlug), eq(practices.slug, practiceSlug)))
    .limit(1);
  return row;
}

export async function findPracticeById(db: Executor, id: string): Promise<PracticeListing | undefined> {
  const [row] = await listingQuery(db).where(eq(practices.id, id)).limit(1);
  return row;
}

export async function listLevels(db: Executor, practiceId: string): Promise<LevelRow[]> {
  return db
    .select()
    .from(practiceLevels)
    .where(eq(practiceLevels.practiceId, practiceId))
    .orderBy(asc(practiceLevels.position));
}

/** Other practices of the category, nearest in the category's order first. */
export async function listRelatedPractices(
  db: Executor,
  practice: PracticeRow,
  limit: number,
): Promise<PracticeListing[]> {
  return listingQuery(db)
    .where(and(eq(practices.categoryId, practice.categoryId), ne(practices.id, practice.id)))
    .orderBy(sql`abs(${practices.sortOrder} - ${practice.sortOrder})`, asc(practices.sortOrder))
    .limit(limit);
}

/** The best-evidenced practice of each of some other categories: complements from elsewhere in the library. */
export async function listCrossCategoryPractices(
  db: Executor,
  practice: PracticeRow,
  limit: number,
): Promise<PracticeListing[]> {
  const best = db
    .selectDistinctOn([practices.categoryId], { id: practices.id })
    .from(practices)
    .where(ne(practices.categoryId, practice.categoryId))
    .orderBy(
      practices.categoryId,
      desc(practices.scientificRating),
      desc(practices.traditionalRating),
      asc(practices.sortOrder),
    );
  return listingQuery(db)
    .where(inArray(practices.id, best))
    .orderBy(asc(practiceCategories.sortOrder))
    .limit(limit);
}

/**
 * Full-text search over names, descriptions and origins. Each word may be the start of a word
 * ("breat" finds breathing); best matches first.
 */
export async function searchPractices(
  db: Executor,
  words: string[],
  limit: number,
): Promise<PracticeListing[]> {
  const query = words.map((word) => `${word}:*`).join(' & ');
  const tsQuery = sql`to_tsquery('english', ${query})`;
  return listingQuery(db)
    .where(sql`${practices.searchVector} @@ ${tsQuery}`)
    .orderBy(sql`ts_rank(${practices.searchVector}, ${tsQuery}) desc`, asc(practices.name))
    .limit(limit);
}

// ---- loading the library (content files → database)

export async function findContentVersion(db: Executor, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ hash: contentVersions.hash })
    .from(contentVersions)
    .where(eq(contentVersions.name, name));
  return row?.hash;
}

export async function saveContentVersion(db: Executor, name: string, hash: string): Promise<void> {
  await db
    .insert(contentVersions)
    .values({ name, hash })
    .onConflictDoUpdate({ target: contentVersions.name, set: { hash, loadedAt: sql`now()` } });
}

/** In an upsert: now when the stored content hash differs from the incoming one, else the old date. */
function changedAt(contentHash: AnyPgColumn, updatedAt: AnyPgColumn) {
  return sql`case when ${contentHash} is distinct from excluded.content_hash then now() else ${updatedAt} end`;
}

export async function upsertCategory(
  db: Executor,
  values: Omit<typeof practiceCategories.$inferInsert, 'id' | 'updatedAt'>,
): Promise<string> {
  const [row] = await db
    .insert(practiceCategories)
    .values(values)
    .onConflictDoUpdate({
      target: practiceCategories.slug,
      set: { ...values, updatedAt: changedAt(practiceCategories.contentHash, practiceCategories.updatedAt) },
    })
    .returning({ id: practiceCategories.id });
  if (!row) throw new Error(`upsert of category ${values.slug} returned nothing`);
  return row.id;
}

export type PracticeValues = Omit<typeof practices.$inferInsert, 'id' | 'updatedAt' | 'searchVector'>;

export async function upsertPractice(db: Executor, values: PracticeValues): Promise<string> {
  const [row] = await db
    .insert(practices)
    .values(values)
    .onConflictDoUpdate({
      target: practices.slug,
      set: { ...values, updatedAt: changedAt(practices.contentHash, practices.updatedAt) },
    })
    .returning({ id: practices.id });
  if (!row) throw new Error(`upsert of practice ${values.slug} returned nothing`);
  return row.id;
}

export async function replaceLevels(
  db: Executor,
  practiceId: string,
  levels: Array<Omit<typeof practiceLevels.$inferInsert, 'id' | 'practiceId'>>,
): Promise<void> {
  await db.delete(practiceLevels).where(eq(practiceLevels.practiceId, practiceId));
  if (levels.length > 0)
    await db.insert(practiceLevels).values(levels.map((level) => ({ ...level, practiceId })));
}

/** Removes what the content files no longer hold (users' copies keep their text; their link is cleared). */
export async function deletePracticesExcept(db: Executor, slugs: string[]): Promise<void> {
  await db.delete(practices).where(notInArray(practices.slug, slugs));
}

export async function deleteCategoriesExcept(db: Executor, slugs: string[]): Promise<void> {
  await db.delete(practiceCategories).where(notInArray(practiceCategories.slug, slugs));
}

// ---- the user's practices

export async function listUserPractices(
  db: Executor,
  userId: string,
): Promise<Array<UserPracticeRow & { libraryPath: string | null }>> {
  return db
    .select({
      id: userPractices.id,
      userId: userPractices.userId,
      practiceId: userPractices.practiceId,
      source: userPractices.source,
      name: userPractices.name,
      category: userPractices.category,
      description: userPractices.description,
      difficulty: userPractices.difficulty,
      durationMinutes: userPractices.durationMinutes,
      optimalFor: userPractices.optimalFor,
      instructions: userPractices.instructions,
      reasoning: userPractices.reasoning,
      isActive: userPractices.isActive,
      completedSessions: userPractices.completedSessions,
      assignedAt: userPractices.assignedAt,
      lastSessionAt: userPractices.lastSessionAt,
      libraryPath: sql<
        string | null
      >`case when ${practices.slug} is null then null else '/' || ${practiceCategories.slug} || '/' || ${practices.slug} end`,
    })
    .from(userPractices)
    .leftJoin(practices, eq(practices.id, userPractices.practiceId))
    .leftJoin(practiceCategories, eq(practiceCategories.id, practices.categoryId))
    .where(eq(userPractices.userId, userId))
    .orderBy(desc(userPractices.assignedAt));
}

/** Adds a library practice to the user's list; the existing entry when it is already there. */
export async function insertLibraryUserPractice(
  db: Executor,
  values: Omit<typeof userPractices.$inferInsert, 'id'>,
): Promise<{ id: string; isNew: boolean }> {
  const [inserted] = await db
    .insert(userPractices)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: userPractices.id });
  if (inserted) return { id: inserted.id, isNew: true };
  const [existing] = await db
    .select({ id: userPractices.id })
    .from(userPractices)
    .where(
      and(eq(userPractices.userId, values.userId), eq(userPractices.practiceId, values.practiceId ?? '')),
    );
  if (!existing) throw new Error('user practice neither inserted nor found');
  return { id: existing.id, isNew: false };
}

export async function findUserPractice(
  db: Executor,
  userId: string,
  id: string,
): Promise<UserPracticeRow | undefined> {
  const [row] = await db
    .select()
    .from(userPractices)
    .where(and(eq(userPractices.id, id), eq(userPractices.userId, userId)))
    .limit(1);
  return row;
}

// ---- recorded sessions

export type PracticeSessionRow = typeof practiceSessions.$inferSelect;

export async function insertPracticeSession(
  db: Executor,
  values: Omit<typeof practiceSessions.$inferInsert, 'id' | 'createdAt'>,
): Promise<PracticeSessionRow> {
  const [row] = await db.insert(practiceSessions).values(values).returning();
  if (!row) throw new Error('insert into practice_sessions returned nothing');
  return row;
}

/** Counts the session on the practice and dates it. */
export async function markPracticeSessionDone(db: Executor, userPracticeId: string, at: Date): Promise<void> {
  await db
    .update(userPractices)
    .set({ completedSessions: sql`${userPractices.completedSessions} + 1`, lastSessionAt: at })
    .where(eq(userPractices.id, userPracticeId));
}

export async function listPracticeSessions(
  db: Executor,
  userId: string,
  limit: number,
): Promise<Array<PracticeSessionRow & { practiceName: string }>> {
  return db
    .select({
      id: practiceSessions.id,
      userId: practiceSessions.userId,
      userPracticeId: practiceSessions.userPracticeId,
      durationMinutes: practiceSessions.durationMinutes,
      rating: practiceSessions.rating,
      notes: practiceSessions.notes,
      moodBefore: practiceSessions.moodBefore,
      moodAfter: practiceSessions.moodAfter,
      createdAt: practiceSessions.createdAt,
      practiceName: userPractices.name,
    })
    .from(practiceSessions)
    .innerJoin(userPractices, eq(userPractices.id, practiceSessions.userPracticeId))
    .where(eq(practiceSessions.userId, userId))
    .orderBy(desc(practiceSessions.createdAt))
    .limit(limit);
}
