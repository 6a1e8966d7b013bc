import { Check, X } from 'lucide-react';
import { SectionHeading } from './section-heading';

/** Typical monthly list prices of the separate tools people combine; comparison copy only. */
const FRAGMENTED = [
  { name: 'Weekly therapy sessions', detail: 'Four sessions at about $180 each', monthly: 720 },
  { name: 'Personal life coaching', detail: 'Two coaching calls a month', monthly: 400 },
  { name: 'Online growth courses', detail: 'A rotating course or workshop', monthly: 200 },
  { name: 'Meditation app', detail: 'Premium subscription', monthly: 15 },
  { name: 'Journaling app', detail: 'Premium subscription', monthly: 10 },
] as const;

const FRAGMENTED_TOTAL = FRAGMENTED.reduce((sum, item) => sum + item.monthly, 0);

const INTEGRATED = [
  'Your Soulprint assessment, included free',
  'Unlimited conversations with Xero, your AI guide',
  'Daily practices tailored to your patterns',
  'A private journal that connects to your growth',
  'Progress tracking across mind, heart, soul and relationships',
  'Weekly reviews and 24/7 support',
] as const;

const integratedCard =
  'relative flex flex-col rounded-2xl bg-violet-900 p-6 text-white ' +
  'shadow-xl shadow-violet-900/20 sm:p-8';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Fragmented-versus-integrated comparison: $1,300+ a month of separate tools against $29 a month. */
export function Comparison() {
  return (
    <section aria-labelledby="home-comparison-title" className="px-4 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="home-comparison-title"
          eyebrow="One place, one price"
          title="Personal growth shouldn't cost $1,300+ a month"
          lead={
            <>
              Many people piece together their growth from five or more separate tools, each with its own bill
              and none of them aware of the others. TrueTune brings the essentials together for{' '}
              <strong className="font-semibold text-slate-900">$29 a month</strong>.
            </>
          }
        />
        <div className="mt-14 grid gap-6 lg:grid-cols-2">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
            <h3 className="text-xl font-semibold text-slate-900">The fragmented way</h3>
            <p className="mt-1 text-sm text-slate-600">Separate tools that never talk to each other</p>
            <ul className="mt-6 divide-y divide-slate-100">
              {FRAGMENTED.map((item) => (
                <li key={item.name} className="flex items-start justify-between gap-4 py-3">
                  <span className="flex items-start gap-3">
                    <X className="mt-0.5 h-5 w-5 shrink-0 text-rose-700" aria-hidden="true" />
                    <span>
                      <span className="block font-medium text-slate-900">{item.name}</span>
                      <span className="block text-sm text-slate-600">{item.detail}</span>
                    </span>
                  </span>
                  <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
                    {dollars.format(item.monthly)}/mo
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-4 flex items-baseline justify-between gap-4 rounded-xl bg-slate-100 px-4 py-3">
              <span className="font-semibold text-slate-900">Typical total</span>
              <span className="text-2xl font-bold text-slate-900 tabular-nums">
                {dollars.format(FRAGMENTED_TOTAL)}/mo
              </span>
            </p>
          </div>
          <div className={integratedCard}>
            <span className="absolute -top-3 right-6 rounded-full bg-amber-300 px-3 py-1 text-xs font-bold text-slate-900">
              All in one place
            </span>
            <h3 className="text-xl font-semibold text-white">The integrated TrueTune way</h3>
            <p className="mt-1 text-sm text-violet-100">One guide who knows your whole picture</p>
            <ul className="mt-6 mb-8 space-y-3">
              {INTEGRATED.map((item) => (
                <li key={item} className="flex items-start gap-3">
                  <Check className="mt-0.5 h-5 w-5 shrink-0 text-amber-300" aria-hidden="true" />
                  <span className="text-violet-50">{item}</span>
                </li>
              ))}
            </ul>
            <p className="mt-auto flex items-baseline justify-between gap-4 rounded-xl bg-white/10 px-4 py-3">
              <span className="font-semibold text-white">TrueTune Personal Transformation</span>
              <span className="text-2xl font-bold text-white tabular-nums">$29/mo</span>
            </p>
          </div>
        </div>
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm leading-relaxed text-slate-600">
          Fragmented costs are typical monthly figures, shown for comparison only; actual prices vary. Xero is
          an AI guide for reflection and growth. It is not therapy, does not diagnose, and is not a substitute
          for care from a licensed professional.
        </p>
      </div>
    </section>
  );
}
