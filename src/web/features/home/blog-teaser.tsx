import { ArrowRight, BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { SectionHeading } from './section-heading';

export const FEATURED_POST_PATH = '/blog/truetune-enlightened-ai-breakthrough';

const card =
  'group relative mx-auto mt-12 max-w-3xl overflow-hidden rounded-2xl border border-slate-200 ' +
  'bg-violet-50 p-6 transition-shadow hover:shadow-lg sm:p-8';

/** The whole card is clickable through the title link's stretched ::after. */
const stretchedLink =
  'after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-offset-4 ' +
  'focus-visible:outline-violet-600';

/** A link to the featured blog post about how Xero was built. */
export function BlogTeaser() {
  return (
    <section aria-labelledby="home-blog-title" className="bg-white px-4 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="home-blog-title"
          eyebrow="From the TrueTune blog"
          title="The story behind Xero"
          lead={
            'How we set out to build an AI guide that listens first, respects your pace and grows with you.'
          }
        />
        <article className={card}>
          <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
            <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-violet-700 text-white">
              <BookOpen className="h-7 w-7" aria-hidden="true" />
            </span>
            <div className="flex-1">
              <p className="text-sm font-semibold text-violet-800">Featured article</p>
              <h3 className="mt-1 font-display text-2xl font-bold text-slate-900">
                <Link to={FEATURED_POST_PATH} className={stretchedLink}>
                  TrueTune's enlightened AI breakthrough
                </Link>
              </h3>
              <p className="mt-2 leading-relaxed text-slate-700">
                What it took to create a guide that draws on your Soulprint, remembers your journey and always
                keeps you in charge of it.
              </p>
            </div>
            <span className="inline-flex items-center gap-1 text-sm font-semibold text-violet-800 group-hover:underline">
              Read the article
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </span>
          </div>
        </article>
      </div>
    </section>
  );
}
