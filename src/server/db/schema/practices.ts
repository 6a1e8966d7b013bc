import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The library's categories (content/practices/*.ts), loaded at start. */
export const practiceCategories = pgTable('practice_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  iconName: text('icon_name').notNull(),
  sortOrder: integer('sort_order').notNull(),
  /** Hash of the category's own fields: its updatedAt moves only when they change. */
  contentHash: text('content_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const practices = pgTable(
  'practices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => practiceCategories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    traditionalRating: integer('traditional_rating').notNull(),
    traditionalEvidence: text('traditional_evidence').notNull(),
    scientificRating: integer('scientific_rating').notNull(),
    scientificEvidence: text('scientific_evidence').notNull(),
    culturalOrigins: text('cultural_origins').array().notNull(),
    risks: text('risks').array().notNull(),
    contraindications: text('contraindications').array().notNull(),
    preparationRequirements: text('preparation_requirements').array().notNull(),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
    /** Name, description and origins in one string; the search vector is derived from it. */
    searchText: text('search_text').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english'::regconfig, search_text)`,
    ),
    sortOrder: integer('sort_order').notNull(),
    /** Hash of the practice's content with its levels: its updatedAt (sitemap lastmod) moves only when it changes. */
    contentHash: text('content_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('practices_category_idx').on(table.categoryId, table.sortOrder),
    index('practices_search_idx').using('gin', table.searchVector),
  ],
);

export const practiceLevels = pgTable(
  'practice_levels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    level: text('level').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** One step a line. */
    instructions: text('instructions').notNull(),
    benefits: text('benefits').array().notNull(),
  },
  (table) => [uniqueIndex('practice_levels_practice_position_idx').on(table.practiceId, table.position)],
);

/** Which version of each content file set is in the database, so unchanged content is not reloaded. */
export const contentVersions = pgTable('content_versions', {
  name: text('name').primaryKey(),
  hash: text('hash').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const USER_PRACTICE_SOURCES = ['library', 'assessment', 'guide'] as const;

/** A practice on a user's list (core-journey §3 User practice): from the library, the pathway or Xero. */
export const userPractices = pgTable(
  'user_practices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The library practice it came from; null for a custom practice. */
    practiceId: uuid('practice_id').references(() => practices.id, { onDelete: 'set null' }),
    source: text('source', { enum: USER_PRACTICE_SOURCES }).notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    difficulty: text('difficulty').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** One situation a line. */
    optimalFor: text('optimal_for').notNull(),
    /** Steps separated by blank lines. */
    instructions: text('instructions').notNull(),
    reasoning: text('reasoning').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    completedSessions: integer('completed_sessions').notNull().default(0),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    lastSessionAt: timestamp('last_session_at', { withTimezone: true }),
  },
  (table) => [
    index('user_practices_user_idx').on(table.userId),
    uniqueIndex('user_practices_user_practice_idx')
      .on(table.userId, table.practiceId)
      .where(sql`${table.practiceId} is not null`),
  ],
);

export interface MoodReading {
  energy: number;
  stress: number;
  focus: number;
}

/** One recorded session of a user's practice (core-journey §3 Practice session). */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userPracticeId: uuid('user_practice_id')
      .notNull()
      .references(() => userPractices.id, { onDelete: 'cascade' }),
    durationMinutes: integer('duration_minutes').notNull(),
    rating: integer('rating').notNull(),
    notes: text('notes').notNull().default(''),
    moodBefore: jsonb('mood_before').$type<MoodReading>(),
    moodAfter: jsonb('mood_after').$type<MoodReading>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('practice_sessions_user_created_idx').on(table.userId, table.createdAt)],
);
