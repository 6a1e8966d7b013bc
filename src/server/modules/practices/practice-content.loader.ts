import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type PracticeCategoryContent, ZPracticeCategoryContent } from '../../../../content/practices/schema';
import type { Database } from '../../db/client';
import * as repo from './practices.repository';

const CONTENT_NAME = 'practice-library';

/**
 * Loads content/practices into the database: categories and practices are upserted by slug, levels
 * replaced, and whatever the files no longer hold is removed, all in one transaction. Skipped when the
 * files are unchanged since the last load, so restarts cost one read.
 */
export async function loadPracticeLibrary(
  db: Database,
  library: PracticeCategoryContent[],
  log: FastifyBaseLogger,
): Promise<{ isChanged: boolean; practiceCount: number }> {
  const parsed = library.map((category) => ZPracticeCategoryContent.parse(category));
  const practiceCount = parsed.reduce((sum, category) => sum + category.practices.length, 0);
  const hash = hashOf(parsed);
  if ((await repo.findContentVersion(db, CONTENT_NAME)) === hash) return { isChanged: false, practiceCount };

  await db.transaction(async (tx) => {
    for (const category of parsed) {
      const categoryId = await repo.upsertCategory(tx, {
        slug: category.slug,
        name: category.name,
        description: category.description,
        iconName: category.iconName,
        sortOrder: category.sortOrder,
        contentHash: hashOf({ ...category, practices: undefined }),
      });
      for (const [index, practice] of category.practices.entries()) {
        const practiceId = await repo.upsertPractice(tx, {
          categoryId,
          slug: practice.slug,
          name: practice.name,
          description: practice.description,
          traditionalRating: practice.traditionalRating,
          traditionalEvidence: practice.traditionalEvidence,
          scientificRating: practice.scientificRating,
          scientificEvidence: practice.scientificEvidence,
          culturalOrigins: practice.culturalOrigins,
          risks: practice.risks,
          contraindications: practice.contraindications,
          preparationRequirements: practice.preparationRequirements,
          metaTitle: practice.metaTitle,
          metaDescription: practice.metaDescription,
          searchText: [practice.name, practice.description, ...practice.culturalOrigins].join(' '),
          sortOrder: index + 1,
          contentHash: hashOf(practice),
        });
        await repo.replaceLevels(
          tx,
          practiceId,
          practice.levels.map((level, position) => ({
            position,
            level: level.level,
            durationMinutes: level.durationMinutes,
            instructions: level.steps.join('\n'),
            benefits: level.benefits,
          })),
        );
      }
    }
    await repo.deletePracticesExcept(
      tx,
      parsed.flatMap((category) => category.practices.map((p) => p.slug)),
    );
    await repo.deleteCategoriesExcept(
      tx,
      parsed.map((category) => category.slug),
    );
    await repo.saveContentVersion(tx, CONTENT_NAME, hash);
  });
  log.info({ practiceCount, categories: parsed.length }, 'practice library loaded');
  return { isChanged: true, practiceCount };
}

function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}
