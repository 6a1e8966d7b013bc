import type { ReactNode } from 'react';

interface Wordmark {
  name: string;
  mark: ReactNode;
  /** Typography that gives each invented wordmark its own character. */
  style: string;
}

/** A decorative line mark beside a wordmark; the name beside it is the accessible text. */
function Mark({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-6 w-6 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Invented press and partner wordmarks, drawn as text and simple inline SVG marks. */
const WORDMARKS: readonly Wordmark[] = [
  {
    name: 'Quiet Harbor Review',
    style: 'font-display text-lg italic',
    mark: (
      <>
        <path d="M3 15c3-2 6 2 9 0s6-2 9 0" />
        <path d="M3 19c3-2 6 2 9 0s6-2 9 0" />
        <path d="M12 3v8M8 7l4-4 4 4" />
      </>
    ),
  },
  {
    name: 'Mindful Mondays',
    style: 'text-sm font-bold tracking-[0.2em] uppercase',
    mark: (
      <>
        <circle cx="12" cy="12" r="8" />
        <circle cx="12" cy="12" r="3" />
      </>
    ),
  },
  {
    name: 'lumen & sage',
    style: 'text-xl font-semibold lowercase tracking-tight',
    mark: (
      <>
        <path d="M12 21c-4-3-6-7-6-11a6 6 0 0 1 12 0c0 4-2 8-6 11Z" />
        <path d="M12 8v13" />
      </>
    ),
  },
  {
    name: 'The Inner Almanac',
    style: 'font-display text-lg font-bold',
    mark: (
      <>
        <path d="M5 4h10a4 4 0 0 1 4 4v12H9a4 4 0 0 1-4-4Z" />
        <path d="M9 9h6M9 13h4" />
      </>
    ),
  },
  {
    name: 'Open Path Collective',
    style: 'text-base font-medium tracking-wide',
    mark: (
      <>
        <path d="M4 20c4-1 6-5 8-8s4-7 8-8" />
        <circle cx="4" cy="20" r="1.5" />
        <circle cx="20" cy="4" r="1.5" />
      </>
    ),
  },
  {
    name: 'Kindred Notes',
    style: 'font-display text-xl italic tracking-tight',
    mark: (
      <>
        <path d="M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10Z" />
      </>
    ),
  },
];

/** Trust logos: a row of invented wordmarks under the 1,000+ people claim. */
export function TrustLogos() {
  return (
    <section aria-labelledby="home-trust-title" className="border-y border-slate-200 bg-white px-4 py-12">
      <div className="mx-auto max-w-6xl">
        <h2 id="home-trust-title" className="text-center text-base font-semibold text-slate-700">
          Trusted by 1,000+ people who chose to grow on purpose
        </h2>
        <ul className="mt-8 grid justify-items-center gap-x-8 gap-y-6 sm:grid-cols-2 md:grid-cols-3">
          {WORDMARKS.map((wordmark) => (
            <li key={wordmark.name} className="flex items-center gap-2 whitespace-nowrap text-slate-600">
              <Mark>{wordmark.mark}</Mark>
              <span className={wordmark.style}>{wordmark.name}</span>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-xs text-slate-600">Wordmarks shown are illustrative.</p>
      </div>
    </section>
  );
}
