import { FlaskConical, Landmark } from 'lucide-react';
import { cn } from '../../lib/cn';

/** Compact badges (in grids of cards) leave out the icon: fewer elements to lay out and hydrate. */
export function TraditionalBadge({ rating, isCompact }: { rating: number; isCompact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-950">
      {!isCompact && <Landmark className="h-3.5 w-3.5" aria-hidden="true" />}
      {`Traditional ${rating}/10`}
    </span>
  );
}

export function ScientificBadge({ rating, isCompact }: { rating: number; isCompact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2.5 py-1 text-xs font-semibold text-sky-950">
      {!isCompact && <FlaskConical className="h-3.5 w-3.5" aria-hidden="true" />}
      {`Scientific ${rating}/10`}
    </span>
  );
}

/** A labelled bar at rating × 10 percent, with the one-line evidence behind it. */
export function RatingBar({
  label,
  rating,
  evidence,
  tone,
}: {
  label: string;
  rating: number;
  evidence: string;
  tone: 'amber' | 'sky';
}) {
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-semibold text-slate-900">{label}</span>
        <span className="font-semibold text-slate-800">{rating}/10</span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be styled the same in every browser. */}
      <div
        role="meter"
        aria-label={`${label}: ${rating} out of 10`}
        aria-valuenow={rating}
        aria-valuemin={0}
        aria-valuemax={10}
        className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full', tone === 'amber' ? 'bg-amber-500' : 'bg-sky-600')}
          style={{ width: `${rating * 10}%` }}
        />
      </div>
      <p className="mt-1.5 text-sm text-slate-700">{evidence}</p>
    </div>
  );
}
