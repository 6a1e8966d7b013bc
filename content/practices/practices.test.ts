import { describe, expect, it } from 'vitest';
import { PRACTICE_CATEGORIES } from '../../src/common/practice-categories';
import { practiceLibrary } from './index';
import { ZPracticeCategoryContent } from './schema';

describe('practice library content', () => {
  it('has every one of the 11 categories, in navigation order', () => {
    expect(practiceLibrary.map((category) => category.slug)).toEqual(PRACTICE_CATEGORIES.map((c) => c.slug));
    expect(practiceLibrary.map((category) => category.sortOrder)).toEqual(
      PRACTICE_CATEGORIES.map((_, i) => i + 1),
    );
  });

  it.each(practiceLibrary.map((category) => [category.slug, category] as const))(
    '%s is valid against the schema, with at least 20 practices',
    (_slug, category) => {
      const result = ZPracticeCategoryContent.safeParse(category);
      const problems = result.success
        ? []
        : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      expect(problems).toEqual([]);
      expect(category.practices.length).toBeGreaterThanOrEqual(20);
    },
  );

  it('has at least 220 practices, and every practice slug is unique across the library', () => {
    const slugs = practiceLibrary.flatMap((category) => category.practices.map((practice) => practice.slug));
    expect(slugs.length).toBeGreaterThanOrEqual(220);
    const duplicates = slugs.filter((slug, index) => slugs.indexOf(slug) !== index);
    expect(duplicates).toEqual([]);
  });

  it('gives every practice with breath retention, intense movement, cold, fasting or altered states real contraindications', () => {
    const risky = practiceLibrary
      .flatMap((category) => category.practices)
      .filter((p) => (p.risks ?? []).length > 0);
    expect(risky.length).toBeGreaterThan(10);
    for (const practice of risky) expect(practice.contraindications.length).toBeGreaterThanOrEqual(3);
  });
});
