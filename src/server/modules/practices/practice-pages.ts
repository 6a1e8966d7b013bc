import { AppError } from '../../errors';
import type { SitemapEntry } from '../../ssr/seo.routes';
import type { PracticeService } from './practices.service';

// What the server hands to the server-rendered library pages, under the same query keys the client
// uses, so the first HTML is complete and the client does not fetch it again. A missing category or
// practice is handed over as null: the page then renders Page Not Found with a 404 status.

type Prefetched = Array<{ queryKey: readonly unknown[]; data: unknown }>;

const CATEGORY_PATH = /^\/([a-z0-9-]+)\/?$/;
const PRACTICE_PATH = /^\/([a-z0-9-]+)\/([a-z0-9-]+)\/?$/;

async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

export async function prefetchPracticePages(practices: PracticeService, url: string): Promise<Prefetched> {
  const path = url.split('?')[0] ?? '/';
  if (path === '/practices') {
    return [{ queryKey: ['/api/practice-categories'], data: await practices.listCategories() }];
  }
  // Every one- or two-segment address may be a library page; an unknown one gets null (Page Not Found).
  const isCategory = async (slug: string) => (await practices.listCategories()).some((c) => c.slug === slug);
  const practiceMatch = PRACTICE_PATH.exec(path);
  if (practiceMatch) {
    const [, categorySlug = '', practiceSlug = ''] = practiceMatch;
    const data = (await isCategory(categorySlug))
      ? await orNull(() => practices.getPracticePage(categorySlug, practiceSlug))
      : null;
    return [{ queryKey: [`/api/seo/practice/${categorySlug}/${practiceSlug}`], data }];
  }
  const categoryMatch = CATEGORY_PATH.exec(path);
  if (categoryMatch) {
    const [, categorySlug = ''] = categoryMatch;
    const data = (await isCategory(categorySlug))
      ? await orNull(() => practices.getCategoryPage(categorySlug))
      : null;
    return [{ queryKey: [`/api/seo/category/${categorySlug}`], data }];
  }
  return [];
}

/** The library's public pages for the sitemap, each dated by its last content change. */
export async function practiceSitemapEntries(practices: PracticeService): Promise<SitemapEntry[]> {
  const categories = await practices.listCategories();
  const entries: SitemapEntry[] = [];
  let newest = new Date(0);
  for (const category of categories) {
    const page = await practices.getCategoryPage(category.slug);
    const categoryUpdated = new Date(Math.max(...page.practices.map((p) => Date.parse(p.updatedAt))));
    if (categoryUpdated > newest) newest = categoryUpdated;
    entries.push({ path: `/${category.slug}/`, lastModified: categoryUpdated });
    for (const practice of page.practices) {
      entries.push({
        path: `/${category.slug}/${practice.slug}`,
        lastModified: new Date(practice.updatedAt),
      });
    }
  }
  return [{ path: '/practices', lastModified: newest }, ...entries];
}

/** A category's address always ends with a slash (core-journey §2): /meditation-mindfulness → /meditation-mindfulness/. */
export async function canonicalPracticePath(
  practices: PracticeService,
  path: string,
): Promise<string | undefined> {
  const match = /^\/([a-z0-9-]+)$/.exec(path);
  if (!match?.[1]) return undefined;
  const slug = match[1];
  const categories = await practices.listCategories();
  return categories.some((category) => category.slug === slug) ? `/${slug}/` : undefined;
}
