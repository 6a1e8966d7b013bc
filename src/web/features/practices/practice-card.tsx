import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { TPracticeSummary } from '../../../common/contracts/practices';
import { ScientificBadge, TraditionalBadge } from './ratings';

export const MAX_CARD_ORIGINS = 3;

export function practicePath(practice: Pick<TPracticeSummary, 'categorySlug' | 'slug'>): string {
  return `/${practice.categorySlug}/${practice.slug}`;
}

/** A practice in a grid: name, description, both ratings, up to 3 origins and the way in. */
export function PracticeCard({ practice, onOpen }: { practice: TPracticeSummary; onOpen?: () => void }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <h3 className="text-lg font-semibold text-slate-900">{practice.name}</h3>
      <p className="mt-2 line-clamp-3 text-sm text-slate-700">{practice.description}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <TraditionalBadge rating={practice.traditionalRating} isCompact />
        <ScientificBadge rating={practice.scientificRating} isCompact />
        {practice.firstLevelMinutes !== null && (
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-800">
            {`${practice.firstLevelMinutes} min`}
          </span>
        )}
      </div>
      <ul aria-label="Cultural origins" className="mt-3 flex flex-wrap gap-1.5">
        {practice.culturalOrigins.slice(0, MAX_CARD_ORIGINS).map((origin) => (
          <li key={origin} className="rounded-md border border-slate-200 px-2 py-0.5 text-xs text-slate-700">
            {origin}
          </li>
        ))}
      </ul>
      <Link
        to={practicePath(practice)}
        onClick={onOpen}
        aria-label={`Learn Practice: ${practice.name}`}
        className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-violet-800 hover:underline"
      >
        Learn Practice
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </article>
  );
}
