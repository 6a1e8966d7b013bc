import { ShieldCheck, Sparkles } from 'lucide-react';
import { MainCta } from './main-cta';
import { SampleDashboard } from './sample-dashboard';

const HIGHLIGHTS = [
  { figure: '167 vigintillion', detail: 'possible patterns, where other tests offer 16 categories' },
  { figure: '34+ years', detail: 'of research behind the Soulprint' },
  { figure: '1,000+', detail: 'people already growing with TrueTune' },
] as const;

const pill =
  'inline-flex items-center gap-2 rounded-full border border-violet-200 bg-white px-4 py-1.5 ' +
  'text-sm font-medium text-violet-800';

const title =
  'mt-6 font-display text-4xl leading-tight font-bold tracking-tight text-balance text-slate-900 ' +
  'sm:text-5xl lg:text-6xl';

/** Hero: the page's only h1, the main call to action and a sample dashboard illustration. */
export function Hero() {
  return (
    <section
      aria-labelledby="home-hero-title"
      className="overflow-hidden border-b border-violet-100 bg-violet-50 px-4 pt-14 pb-20 sm:pt-20"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-14 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className={pill}>
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            Your Soulprint assessment and AI guide, together
          </p>
          <h1 id="home-hero-title" className={title}>
            Understand your patterns.{' '}
            <span className="text-violet-700">Grow with a guide who knows them.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-700">
            TrueTune maps how you think, feel and connect in a single thoughtful assessment. Then Xero, your
            AI guide, turns your Soulprint into conversations and daily practices that fit the life you
            actually live.
          </p>
          <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
            <MainCta placement="hero" />
            <p className="text-sm text-slate-700">
              <span className="font-semibold text-slate-900">$19 one-time</span>, usually{' '}
              <s className="text-slate-600">$100</s>
            </p>
          </div>
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-700">
            <ShieldCheck className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
            100% satisfaction guarantee, or a full refund.
          </p>
          <ul className="mt-10 grid gap-6 border-t border-slate-200 pt-8 sm:grid-cols-3">
            {HIGHLIGHTS.map((item) => (
              <li key={item.figure}>
                <p className="font-display text-2xl font-bold text-slate-900">{item.figure}</p>
                <p className="mt-1 text-sm leading-snug text-slate-600">{item.detail}</p>
              </li>
            ))}
          </ul>
        </div>
        <SampleDashboard />
      </div>
    </section>
  );
}
