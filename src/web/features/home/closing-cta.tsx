import { ShieldCheck } from 'lucide-react';
import { MainCta } from './main-cta';

const band =
  'mx-auto max-w-6xl overflow-hidden rounded-3xl bg-violet-900 px-6 py-14 text-center ' +
  'shadow-2xl shadow-violet-900/20 sm:px-12';

/** Closing call to action: the main CTA again, on a deep violet band. */
export function ClosingCta() {
  return (
    <section aria-labelledby="home-closing-title" className="px-4 py-20 sm:py-24">
      <div className={band}>
        <p className="text-sm font-semibold tracking-widest text-amber-200 uppercase">Your next step</p>
        <h2
          id="home-closing-title"
          className="mx-auto mt-3 max-w-3xl font-display text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          Your patterns are already there. Let's discover them together.
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-violet-100">
          About 15 minutes of thoughtful questions, a Soulprint that is yours for life, and a guide ready to
          talk it through with you.
        </p>
        <div className="mt-8 flex justify-center">
          <MainCta placement="closing" variant="secondary" />
        </div>
        <p className="mt-6 flex items-center justify-center gap-2 text-sm text-violet-100">
          <ShieldCheck className="h-5 w-5 shrink-0 text-amber-200" aria-hidden="true" />
          $19 one-time, usually $100. 100% satisfaction guarantee or a full refund.
        </p>
      </div>
    </section>
  );
}
