import { BadgeCheck, FlaskConical, Landmark, Sparkles } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { usePublicConfig } from '../app/app-context';
import { Breadcrumb } from '../components/layout/breadcrumb';
import { JsonLd } from '../components/layout/json-ld';
import { Seo } from '../components/layout/seo';
import { ButtonLink } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { useCategoryPage } from '../features/practices/api';
import { CategoryIcon } from '../features/practices/category-icon';
import { PracticeCard, practicePath } from '../features/practices/practice-card';
import NotFoundPage from './not-found-page';

const MAX_RELATED_CATEGORIES = 6;

/** /{categorySlug}/: every practice of one category, with ratings and where to go next. */
export default function CategoryPage() {
  const { categorySlug = '' } = useParams();
  const { data, isLoading, isError } = useCategoryPage(categorySlug);
  const { appUrl } = usePublicConfig();
  if (isLoading) return <Spinner label="Loading practices..." />;
  if (isError || !data) return <NotFoundPage />;

  const { category, practices, allCategories } = data;
  const path = `/${category.slug}/`;
  const title = `${category.name} Practices: Complete Evidence-Based Guide`;
  const related = allCategories.filter((other) => other.id !== category.id).slice(0, MAX_RELATED_CATEGORIES);
  const traditions = [...new Set(practices.flatMap((practice) => practice.culturalOrigins))].slice(0, 8);
  const wellStudied = practices.filter((practice) => practice.scientificRating >= 7).length;

  return (
    <>
      <Seo
        title={`${title} | TrueTune`}
        description={`${practices.length} ${category.name.toLowerCase()} practices with step-by-step levels, traditional and scientific ratings, and safety notes. ${category.description}`.slice(
          0,
          300,
        )}
        path={path}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: title,
          numberOfItems: practices.length,
          itemListElement: practices.map((practice, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: practice.name,
            url: `${appUrl}${practicePath(practice)}`,
          })),
        }}
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: category.name }]} currentPath={path} />
        <header className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start">
          <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-2xl bg-violet-100 text-violet-800">
            <CategoryIcon name={category.iconName} className="h-9 w-9" />
          </span>
          <div>
            <h1 className="font-display text-4xl font-bold text-slate-900">{title}</h1>
            <p className="mt-3 max-w-3xl text-lg text-slate-700">{category.description}</p>
            <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold text-slate-900">{practices.length} practices</span>
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-900">
                <FlaskConical className="h-3.5 w-3.5" aria-hidden="true" /> Evidence-Based
              </span>
              <span className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2.5 py-1 text-xs font-semibold text-violet-900">
                <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" /> Expert-Curated
              </span>
            </div>
          </div>
        </header>

        <section aria-labelledby="practices-heading" className="mt-10">
          <h2 id="practices-heading" className="sr-only">
            {category.name} practices
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {practices.map((practice) => (
              <li key={practice.id}>
                <PracticeCard practice={practice} />
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-14 grid gap-6 lg:grid-cols-3">
          <section
            aria-labelledby="origins-heading"
            className="rounded-2xl border border-slate-200 bg-white p-6"
          >
            <h2 id="origins-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
              <Landmark className="h-5 w-5 text-amber-700" aria-hidden="true" /> Traditional Origins
            </h2>
            <p className="mt-3 text-sm text-slate-700">
              These practices come from living traditions and from modern clinical work. Each card names where
              a practice comes from, and its traditional rating reflects how long and how widely it has been
              practised.
            </p>
            {traditions.length > 0 && (
              <p className="mt-3 text-sm text-slate-700">
                Traditions in this category include {traditions.join(', ')}.
              </p>
            )}
          </section>
          <section
            aria-labelledby="research-heading"
            className="rounded-2xl border border-slate-200 bg-white p-6"
          >
            <h2
              id="research-heading"
              className="flex items-center gap-2 text-xl font-semibold text-slate-900"
            >
              <FlaskConical className="h-5 w-5 text-sky-700" aria-hidden="true" /> Scientific Research
            </h2>
            <p className="mt-3 text-sm text-slate-700">
              The scientific rating says how strong the research is: controlled trials and reviews score high,
              a few small studies score in the middle, and practices resting mainly on experience score low.
              We say so plainly.
            </p>
            <p className="mt-3 text-sm text-slate-700">
              {wellStudied} of these {practices.length} practices have strong research behind them (7/10 or
              more).
            </p>
          </section>
          <section
            aria-labelledby="start-heading"
            className="rounded-2xl border border-violet-200 bg-violet-50 p-6"
          >
            <h2 id="start-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
              <Sparkles className="h-5 w-5 text-violet-700" aria-hidden="true" /> Getting Started
            </h2>
            <p className="mt-3 text-sm text-slate-700">
              Pick one practice and give it a week at the beginner level. If you would like to know which
              practices suit your patterns best, your Soulprint assessment will point the way.
            </p>
            <ButtonLink to="/assessment" className="mt-4">
              Take the Assessment
            </ButtonLink>
          </section>
        </div>

        <section aria-labelledby="related-categories" className="mt-14">
          <h2 id="related-categories" className="text-2xl font-bold text-slate-900">
            Explore related categories
          </h2>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((other) => (
              <li key={other.id}>
                <Link
                  to={`/${other.slug}/`}
                  className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-violet-300 hover:shadow-sm"
                >
                  <CategoryIcon name={other.iconName} className="h-5 w-5 text-violet-700" />
                  <span className="font-medium text-slate-900">{other.name}</span>
                  <span className="ml-auto text-sm text-slate-600">{other.practiceCount}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
