import { z } from 'zod';
import { PRACTICE_CATEGORIES } from '../../src/common/practice-categories';

// The practice library as reviewable data: one file per category under content/practices/. Loaded
// into the database at start (src/server/modules/practices/practice-content.loader.ts).

const ZSlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');
const ZSentence = z.string().trim().min(10).max(600);

/** What makes a practice need real contraindications (and the schema checks it has them). */
export const PRACTICE_RISKS = [
  'breath_retention',
  'intense_movement',
  'cold',
  'fasting',
  'altered_states',
] as const;

export const ZPracticeLevelContent = z.object({
  /** e.g. 'Beginner', 'Intermediate', 'Advanced'. */
  level: z.string().min(3).max(40),
  durationMinutes: z.number().int().min(1).max(240),
  /** Numbered on the page; each step one or two sentences. */
  steps: z.array(ZSentence).min(3).max(14),
  benefits: z.array(z.string().min(5).max(200)).min(2).max(6),
});

export const ZPracticeContent = z
  .object({
    slug: ZSlug,
    name: z.string().min(3).max(80),
    description: z.string().min(80).max(700),
    traditionalRating: z.number().int().min(0).max(10),
    /** One line: what tradition or lineage stands behind it, and how long. */
    traditionalEvidence: ZSentence,
    scientificRating: z.number().int().min(0).max(10),
    /** One line: the kind and strength of research (no invented citations). */
    scientificEvidence: ZSentence,
    culturalOrigins: z.array(z.string().min(2).max(60)).min(1).max(5),
    risks: z.array(z.enum(PRACTICE_RISKS)).default([]),
    contraindications: z.array(z.string().min(10).max(240)).min(1).max(8),
    preparationRequirements: z.array(z.string().min(5).max(200)).min(1).max(6),
    metaTitle: z.string().min(20).max(70),
    metaDescription: z.string().min(70).max(160),
    levels: z.array(ZPracticeLevelContent).min(1).max(3),
  })
  .refine((practice) => practice.risks.length === 0 || practice.contraindications.length >= 3, {
    message:
      'a practice with breath retention, intense movement, cold, fasting or altered states needs at least 3 contraindications',
    path: ['contraindications'],
  });

export const ZPracticeCategoryContent = z.object({
  slug: z.enum(PRACTICE_CATEGORIES.map((category) => category.slug) as [string, ...string[]]),
  name: z.string().min(3).max(60),
  description: z.string().min(80).max(500),
  /** A lucide-react icon name, e.g. 'Brain'. */
  iconName: z.string().regex(/^[A-Z][A-Za-z0-9]+$/),
  sortOrder: z.number().int().min(1).max(11),
  practices: z.array(ZPracticeContent).min(20),
});

export type PracticeLevelContent = z.input<typeof ZPracticeLevelContent>;
export type PracticeContent = z.input<typeof ZPracticeContent>;
export type PracticeCategoryContent = z.input<typeof ZPracticeCategoryContent>;
