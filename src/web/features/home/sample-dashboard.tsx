import { Brain, Heart, Sparkles, Users } from 'lucide-react';

/** Illustrative figures only (core-journey §1): never a real person's results. */
const SAMPLE_METRICS = [
  { name: 'Clarity', value: 82, ring: 'stroke-violet-600' },
  { name: 'Openness', value: 74, ring: 'stroke-indigo-600' },
  { name: 'Alignment', value: 68, ring: 'stroke-amber-500' },
  { name: 'Integration', value: 71, ring: 'stroke-fuchsia-600' },
] as const;

const AREAS = [
  { name: 'Mind', icon: Brain },
  { name: 'Heart', icon: Heart },
  { name: 'Soul', icon: Sparkles },
  { name: 'Relationships', icon: Users },
] as const;

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

function RingGauge({ value, ring }: { value: number; ring: string }) {
  const dash = (value / 100) * CIRCUMFERENCE;
  return (
    <svg viewBox="0 0 64 64" className="h-16 w-16 -rotate-90" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r={RADIUS} fill="none" strokeWidth="7" className="stroke-slate-100" />
      <circle
        cx="32"
        cy="32"
        r={RADIUS}
        fill="none"
        strokeWidth="7"
        strokeLinecap="round"
        strokeDasharray={`${dash} ${CIRCUMFERENCE}`}
        className={ring}
      />
    </svg>
  );
}

/** A sample of the progress dashboard, clearly labelled as an illustration. */
export function SampleDashboard() {
  return (
    <figure className="mx-auto w-full max-w-md">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl shadow-violet-900/15 ring-1 ring-violet-100">
        <div className="flex items-center justify-between gap-3">
          <div>
            <p className="text-sm font-semibold text-slate-900">Your transformation</p>
            <p className="text-xs text-slate-600">Week 6 of your practice</p>
          </div>
          <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
            Sample
          </span>
        </div>
        <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-6">
          {SAMPLE_METRICS.map((metric) => (
            <li key={metric.name} className="flex flex-col items-center text-center">
              <RingGauge value={metric.value} ring={metric.ring} />
              <span className="mt-2 text-xl font-bold text-slate-900 tabular-nums">{metric.value}%</span>
              <span className="text-sm font-medium text-slate-700">{metric.name}</span>
            </li>
          ))}
        </ul>
        <div className="mt-6 border-t border-slate-100 pt-4">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            Tracking growth across
          </p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {AREAS.map((area) => (
              <li
                key={area.name}
                className="inline-flex items-center gap-1.5 rounded-full bg-violet-50 px-3 py-1 text-xs font-medium text-violet-800"
              >
                <area.icon className="h-3.5 w-3.5" aria-hidden="true" />
                {area.name}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <figcaption className="mt-4 text-center text-sm text-slate-600">
        Sample dashboard illustration. The figures are examples, not real results.
      </figcaption>
    </figure>
  );
}
