import { z } from 'zod';

// Practice library (public-and-admin §3, §7) and the user's own practices (core-journey §3).

export const ZPracticeCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  iconName: z.string(),
  practiceCount: z.number().int(),
  sortOrder: z.number().int(),
});
export type TPracticeCategory = z.infer<typeof ZPracticeCategorySchema>;

/** What a card or a list needs; the full record is only on the practice's own page. */
export const ZPracticeSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  categoryId: z.string(),
  categorySlug: z.string(),
  traditionalRating: z.number().int().min(0).max(10),
  scientificRating: z.number().int().min(0).max(10),
  culturalOrigins: z.array(z.string()),
  /** Minutes of the first level, when the practice has levels. */
  firstLevelMinutes: z.number().int().nullable(),
  /** When its content last changed (sitemap lastmod). */
  updatedAt: z.string(),
});
export type TPracticeSummary = z.infer<typeof ZPracticeSummarySchema>;

/** The full record, on the practice's own page. */
export const ZPracticeSchema = ZPracticeSummarySchema.extend({
  traditionalEvidence: z.string(),
  scientificEvidence: z.string(),
  contraindications: z.array(z.string()),
  preparationRequirements: z.array(z.string()),
  metaTitle: z.string(),
  metaDescription: z.string(),
});
export type TPractice = z.infer<typeof ZPracticeSchema>;

export const ZPracticeLevelSchema = z.object({
  id: z.string(),
  level: z.string(),
  durationMinutes: z.number().int(),
  /** Multi-line text: one step a line. */
  instructions: z.string(),
  benefits: z.array(z.string()),
});
export type TPracticeLevel = z.infer<typeof ZPracticeLevelSchema>;

export const ZPracticeCategoriesResponseSchema = z.array(ZPracticeCategorySchema);

export const ZCategoryPageResponseSchema = z.object({
  category: ZPracticeCategorySchema,
  practices: z.array(ZPracticeSummarySchema),
  allCategories: z.array(ZPracticeCategorySchema),
});
export type TCategoryPageResponse = z.infer<typeof ZCategoryPageResponseSchema>;

export const ZPracticePageResponseSchema = z.object({
  practice: ZPracticeSchema,
  category: ZPracticeCategorySchema,
  practiceLevels: z.array(ZPracticeLevelSchema),
  relatedPractices: z.array(ZPracticeSummarySchema),
  crossCategoryPractices: z.array(ZPracticeSummarySchema),
  allCategories: z.array(ZPracticeCategorySchema),
});
export type TPracticePageResponse = z.infer<typeof ZPracticePageResponseSchema>;

export const PRACTICE_SEARCH_MAX_LENGTH = 100;

export const ZPracticeSearchQuerySchema = z.object({
  q: z
    .string({ error: 'q is required.' })
    .trim()
    .min(2, 'Type at least 2 characters to search.')
    .max(PRACTICE_SEARCH_MAX_LENGTH, `Search for at most ${PRACTICE_SEARCH_MAX_LENGTH} characters.`),
});

export const ZPracticeSearchResponseSchema = z.object({
  query: z.string(),
  results: z.array(ZPracticeSummarySchema),
});
export type TPracticeSearchResponse = z.infer<typeof ZPracticeSearchResponseSchema>;

export const ZUserPracticeSchema = z.object({
  id: z.string(),
  practiceId: z.string().nullable(),
  /** Where it lives in the library, for a link: /{categorySlug}/{practiceSlug}. */
  libraryPath: z.string().nullable(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  difficulty: z.string(),
  durationDisplay: z.string(),
  duration: z.number().int(),
  optimalFor: z.string(),
  instructions: z.array(z.string()),
  reasoning: z.string(),
  isActive: z.boolean(),
  completedSessions: z.number().int(),
  assignedAt: z.string(),
  lastSession: z.string().nullable(),
});
export type TUserPractice = z.infer<typeof ZUserPracticeSchema>;

export const ZAddLibraryPracticeRequestSchema = z.object({
  practiceId: z.uuid({ error: 'practiceId must be the id of a library practice.' }),
});
export type TAddLibraryPracticeRequest = z.infer<typeof ZAddLibraryPracticeRequestSchema>;

export const SESSION_NOTES_MAX_LENGTH = 2_000;

const ZMoodValue = z
  .number({ error: 'Mood values are whole numbers from 1 to 10.' })
  .int('Mood values are whole numbers from 1 to 10.')
  .min(1, 'Mood values are whole numbers from 1 to 10.')
  .max(10, 'Mood values are whole numbers from 1 to 10.');
export const ZMoodReadingSchema = z.object({ energy: ZMoodValue, stress: ZMoodValue, focus: ZMoodValue });
export type TMoodReading = z.infer<typeof ZMoodReadingSchema>;

export const ZRecordSessionRequestSchema = z.object({
  practiceId: z.uuid({ error: 'practiceId must be the id of one of your practices.' }),
  duration: z
    .number({ error: 'duration is the number of minutes practised.' })
    .int('duration must be a whole number of minutes.')
    .min(1, 'duration must be at least 1 minute.')
    .max(600, 'duration must be at most 600 minutes.'),
  rating: z
    .number({ error: 'rating is 1 to 5.' })
    .int('rating is a whole number from 1 to 5.')
    .min(1, 'rating is 1 to 5.')
    .max(5, 'rating is 1 to 5.'),
  notes: z
    .string()
    .max(SESSION_NOTES_MAX_LENGTH, `notes must be at most ${SESSION_NOTES_MAX_LENGTH} characters.`)
    .default(''),
  /** Optional when recorded from the practice timer; the dashboard's session form always sends both. */
  moodBefore: ZMoodReadingSchema.nullable().default(null),
  moodAfter: ZMoodReadingSchema.nullable().default(null),
});
export type TRecordSessionRequest = z.input<typeof ZRecordSessionRequestSchema>;

export const ZPracticeSessionSchema = z.object({
  id: z.string(),
  practiceId: z.string(),
  practiceName: z.string(),
  duration: z.number().int(),
  rating: z.number().int(),
  notes: z.string(),
  moodBefore: ZMoodReadingSchema.nullable(),
  moodAfter: ZMoodReadingSchema.nullable(),
  createdAt: z.string(),
});
export type TPracticeSession = z.infer<typeof ZPracticeSessionSchema>;

export const ZPracticeSessionsResponseSchema = z.object({ sessions: z.array(ZPracticeSessionSchema) });
export type TPracticeSessionsResponse = z.infer<typeof ZPracticeSessionsResponseSchema>;
