import { ArrowRight, Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import type { TPracticeCategory } from '../../common/contracts/practices';
import { CORE_CATEGORY_COUNT } from '../../common/practice-categories';
import { usePublicConfig } from '../app/app-context';
import { Breadcrumb } from '../components/layout/breadcrumb';
import { JsonLd } from '../components/layout/json-ld';
import { Seo } from '../components/layout/seo';
import { ButtonLink } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { Spinner } from '../components/ui/spinner';
import { useCategories, usePracticeSearch } from '../features/practices/api';
import { CategoryIcon } from '../features/practices/category-icon';
import { PracticeCard } from '../features/practices/practice-card';

/** The spec's fallback when a category's count is missing. */
const DEFAULT_PRACTICE_COUNT = 25;

function CategoryTile({ category }: { category: TPracticeCategory }) {
  return (
    <li>
      <Link
        to={`/${category.slug}/`}
        className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2"
      >
        <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-violet-100 text-violet-800">
          <CategoryIcon name={category.iconName} className="h-6 w-6" />
        </span>
        <h3 className="mt-4 text-lg font-semibold text-slate-900 group-hover:text-violet-800">
          {category.name}
        </h3>
        <p className="mt-2 line-clamp-3 text-sm text-slate-700">{category.description}</p>
        <p className="mt-auto flex items-center justify-between pt-4 text-sm font-semibold text-violet-800">
          {category.practiceCount || DEFAULT_PRACTICE_COUNT} practices
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </p>
      </Link>
    </li>
  );
}

function PracticeSearch() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const search = usePracticeSearch(deferred);
  const inputId = useId();
  const isActive = deferred.trim().length >= 2;
  return (
    <section aria-labelledby={`${inputId}-heading`} className="mt-10">
      <h2 id={`${inputId}-heading`} className="sr-only">
        Search practices
      </h2>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        Search by name, description or tradition
      </label>
      <div className="relative mt-1.5 max-w-xl">
        <Search
          className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-slate-500"
          aria-hidden="true"
        />
        <Input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="e.g. sleep, Japanese, breath"
          className="pl-10"
          maxLength={100}
        />
      </div>
      {isActive && (
        <div className="mt-6" aria-live="polite">
          {search.isLoading ? (
            <Spinner label="Searching..." className="justify-start py-4" />
          ) : search.isError ? (
            <p className="text-sm text-red-800">Search is not available right now. Please try again.</p>
          ) : (
            <>
              <p className="text-sm text-slate-700">
                {search.data?.results.length ?? 0} practice(s) found for “{deferred.trim()}”
              </p>
              <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {search.data?.results.map((practice) => (
                  <li key={practice.id}>
                    <PracticeCard practice={practice} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}

/** /practices: the 8 core categories, the additional ones, and search across the library. */
export default function PracticesPage() {
  const { data: categories, isLoading } = useCategories();
  const { appUrl } = usePublicConfig();
  if (isLoading || !categories) return <Spinner label="Loading practices..." />;
  const total = categories.reduce((sum, category) => sum + category.practiceCount, 0);
  const core = categories.slice(0, CORE_CATEGORY_COUNT);
  const additional = categories.slice(CORE_CATEGORY_COUNT);
  const description = `Browse ${total} evidence-rated wellness practices across ${categories.length} categories, from meditation and breathwork to sleep, nature and creative expression. Each with steps, benefits and safety notes.`;
  return (
    <>
      <Seo
        title={`Browse ${total} Evidence-Based Wellness Practices | TrueTune`}
        description={description}
        path="/practices"
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: 'TrueTune Practice Library',
          description,
          url: `${appUrl}/practices`,
          hasPart: categories.map((category) => ({
            '@type': 'CollectionPage',
            name: category.name,
            url: `${appUrl}/${category.slug}/`,
          })),
        }}
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Breadcrumb
          items={[{ label: 'Home', to: '/' }, { label: 'Browse Practices' }]}
          currentPath="/practices"
        />
        <header className="mt-6 max-w-3xl">
          <h1 className="font-display text-4xl font-bold text-slate-900 sm:text-5xl">
            {`${total} practices for mind, body and spirit`}
          </h1>
          <p className="mt-4 text-lg text-slate-700">
            Across {CORE_CATEGORY_COUNT} core categories and {additional.length} more, every practice comes
            with step-by-step levels, honest traditional and scientific ratings, and the safety notes you need
            before you begin.
          </p>
        </header>

        <PracticeSearch />

        <section aria-labelledby="core-categories" className="mt-12">
          <h2 id="core-categories" className="text-2xl font-bold text-slate-900">
            {CORE_CATEGORY_COUNT} Core Categories
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {core.map((category) => (
              <CategoryTile key={category.id} category={category} />
            ))}
          </ul>
        </section>

        <section aria-labelledby="additional-categories" className="mt-12">
          <h2 id="additional-categories" className="text-2xl font-bold text-slate-900">
            Additional Categories
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {additional.map((category) => (
              <CategoryTile key={category.id} category={category} />
            ))}
          </ul>
        </section>

        <section className="mt-16 rounded-3xl bg-violet-900 px-6 py-10 text-center text-white sm:px-12">
          <h2 className="font-display text-3xl font-bold">Not sure where to start?</h2>
          <p className="mx-auto mt-3 max-w-2xl text-violet-100">
            Your Soulprint shows which practices fit your patterns, and Xero helps you make them part of your
            week.
          </p>
          <ButtonLink to="/auth" variant="secondary" size="lg" className="mt-6">
            Find My Practices
          </ButtonLink>
        </section>
      </div>
    </>
  );
}
