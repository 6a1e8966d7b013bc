import type {
  TCategoryPageResponse,
  TPractice,
  TPracticeCategory,
  TPracticeLevel,
  TPracticePageResponse,
  TPracticeSearchResponse,
  TPracticeSession,
  TPracticeSummary,
  TRecordSessionRequest,
  TUserPractice,
} from '../../../common/contracts/practices';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import * as repo from './practices.repository';

const RELATED_LIMIT = 6;
const CROSS_CATEGORY_LIMIT = 4;
const SEARCH_LIMIT = 30;
const SESSION_HISTORY_LIMIT = 500;
/** The structured data's default when a practice has no level yet (public-and-admin §2). */
export const DEFAULT_PRACTICE_MINUTES = 15;

export function presentCategory(row: repo.CategoryRow & { practiceCount: number }): TPracticeCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    iconName: row.iconName,
    practiceCount: row.practiceCount,
    sortOrder: row.sortOrder,
  };
}

export function presentSummary(row: repo.PracticeListing): TPracticeSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    categoryId: row.categoryId,
    categorySlug: row.categorySlug,
    traditionalRating: row.traditionalRating,
    scientificRating: row.scientificRating,
    culturalOrigins: row.culturalOrigins,
    firstLevelMinutes: row.firstLevelMinutes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentPractice(row: repo.PracticeListing): TPractice {
  return {
    ...presentSummary(row),
    traditionalEvidence: row.traditionalEvidence,
    scientificEvidence: row.scientificEvidence,
    contraindications: row.contraindications,
    preparationRequirements: row.preparationRequirements,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
  };
}

function presentLevel(row: repo.LevelRow): TPracticeLevel {
  return {
    id: row.id,
    level: row.level,
    durationMinutes: row.durationMinutes,
    instructions: row.instructions,
    benefits: row.benefits,
  };
}

export function presentSession(row: repo.PracticeSessionRow & { practiceName: string }): TPracticeSession {
  return {
    id: row.id,
    practiceId: row.userPracticeId,
    practiceName: row.practiceName,
    duration: row.durationMinutes,
    rating: row.rating,
    notes: row.notes,
    moodBefore: row.moodBefore ?? null,
    moodAfter: row.moodAfter ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentUserPractice(
  row: repo.UserPracticeRow & { libraryPath: string | null },
): TUserPractice {
  return {
    id: row.id,
    practiceId: row.practiceId,
    libraryPath: row.libraryPath,
    name: row.name,
    category: row.category,
    description: row.description,
    difficulty: row.difficulty,
    durationDisplay: `${row.durationMinutes} min`,
    duration: row.durationMinutes,
    optimalFor: row.optimalFor,
    instructions: row.instructions.split(/\n\s*\n/).filter((step) => step.trim().length > 0),
    reasoning: row.reasoning,
    isActive: row.isActive,
    completedSessions: row.completedSessions,
    assignedAt: row.assignedAt.toISOString(),
    lastSession: row.lastSessionAt?.toISOString() ?? null,
  };
}

/**
 * The practice library. Its content changes only when the app starts (content files are loaded then),
 * so the public answers are kept in memory after their first read.
 */
export class PracticeService {
  private readonly memo = new Map<string, Promise<unknown>>();

  constructor(private readonly db: Database) {}

  /** Forgets every kept answer (after the library was reloaded). */
  forgetCachedContent(): void {
    this.memo.clear();
  }

  listCategories(): Promise<TPracticeCategory[]> {
    return this.remember('categories', async () =>
      (await repo.listCategoriesWithCounts(this.db)).map(presentCategory),
    );
  }

  getCategoryPage(slug: string): Promise<TCategoryPageResponse> {
    return this.remember(`category:${slug}`, async () => {
      const allCategories = await this.listCategories();
      const category = allCategories.find((candidate) => candidate.slug === slug);
      if (!category) throw notFound('There is no practice category with that address.');
      const practices = await repo.listPracticesOfCategory(this.db, category.id);
      return { category, practices: practices.map(presentSummary), allCategories };
    });
  }

  getPracticePage(categorySlug: string, practiceSlug: string): Promise<TPracticePageResponse> {
    return this.remember(`practice:${categorySlug}/${practiceSlug}`, async () => {
      const practice = await repo.findPractice(this.db, categorySlug, practiceSlug);
      if (!practice) throw notFound('There is no practice with that address.');
      const [allCategories, levels, related, crossCategory] = await Promise.all([
        this.listCategories(),
        repo.listLevels(this.db, practice.id),
        repo.listRelatedPractices(this.db, practice, RELATED_LIMIT),
        repo.listCrossCategoryPractices(this.db, practice, CROSS_CATEGORY_LIMIT),
      ]);
      const category = allCategories.find((candidate) => candidate.id === practice.categoryId);
      if (!category) throw notFound('There is no practice category with that address.');
      return {
        practice: presentPractice(practice),
        category,
        practiceLevels: levels.map(presentLevel),
        relatedPractices: related.map(presentSummary),
        crossCategoryPractices: crossCategory.map(presentSummary),
        allCategories,
      };
    });
  }

  async search(query: string): Promise<TPracticeSearchResponse> {
    const words = query
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 0)
      .slice(0, 8);
    if (words.length === 0) return { query, results: [] };
    const rows = await repo.searchPractices(this.db, words, SEARCH_LIMIT);
    return { query, results: rows.map(presentSummary) };
  }

  async listUserPractices(userId: string): Promise<TUserPractice[]> {
    return (await repo.listUserPractices(this.db, userId)).map(presentUserPractice);
  }

  /** Puts a library practice on the user's list, once; adding it again answers the existing entry. */
  async addLibraryPractice(
    userId: string,
    practiceId: string,
  ): Promise<{ practice: TUserPractice; isNew: boolean }> {
    const practice = await repo.findPracticeById(this.db, practiceId);
    if (!practice) throw notFound('There is no library practice with that id.');
    const [levels, categories] = await Promise.all([
      repo.listLevels(this.db, practice.id),
      this.listCategories(),
    ]);
    const first = levels[0];
    const categoryName =
      categories.find((category) => category.id === practice.categoryId)?.name ?? practice.categorySlug;
    // Adding twice (or a double click racing itself) keeps one entry: see the unique index.
    const { id, isNew } = await repo.insertLibraryUserPractice(this.db, {
      userId,
      practiceId: practice.id,
      source: 'library',
      name: practice.name,
      category: categoryName,
      description: practice.description,
      difficulty: first?.level ?? 'Beginner',
      durationMinutes: first?.durationMinutes ?? DEFAULT_PRACTICE_MINUTES,
      optimalFor: (first?.benefits ?? []).join('\n'),
      instructions: (first?.instructions ?? '').split('\n').join('\n\n'),
      reasoning: `You chose this from the ${categoryName} library.`,
    });
    const mine = await repo.listUserPractices(this.db, userId);
    const added = mine.find((row) => row.id === id);
    if (!added) throw notFound('That practice is not on your list.');
    return { practice: presentUserPractice(added), isNew };
  }

  /** Records a session of one of the user's own practices (another user's practice is 404). */
  async recordSession(
    userId: string,
    input: Required<Omit<TRecordSessionRequest, 'notes' | 'moodBefore' | 'moodAfter'>> &
      Pick<TPracticeSession, 'notes' | 'moodBefore' | 'moodAfter'>,
  ): Promise<TPracticeSession> {
    return this.db.transaction(async (tx) => {
      const practice = await repo.findUserPractice(tx, userId, input.practiceId);
      if (!practice) throw notFound('That practice is not on your list.');
      const session = await repo.insertPracticeSession(tx, {
        userId,
        userPracticeId: practice.id,
        durationMinutes: input.duration,
        rating: input.rating,
        notes: input.notes,
        moodBefore: input.moodBefore,
        moodAfter: input.moodAfter,
      });
      await repo.markPracticeSessionDone(tx, practice.id, session.createdAt);
      return presentSession({ ...session, practiceName: practice.name });
    });
  }

  async listSessions(userId: string): Promise<TPracticeSession[]> {
    return (await repo.listPracticeSessions(this.db, userId, SESSION_HISTORY_LIMIT)).map(presentSession);
  }

  private remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const kept = this.memo.get(key) as Promise<T> | undefined;
    if (kept) return kept;
    const pending = compute();
    this.memo.set(key, pending);
    // A failure (not found, database error) is not kept: the next request asks again.
    pending.catch(() => this.memo.delete(key));
    return pending;
  }
}
