import { ArrowRight, Check, Clock, Lock, RefreshCcw, ShieldCheck } from 'lucide-react';
import type { TAnalyticsEventName } from '../../../common/contracts/analytics';
import { ButtonLink } from '../../components/ui/button';
import { track } from '../../lib/analytics';
import { cn } from '../../lib/cn';
import { useAuth } from '../auth/api';
import { SectionHeading } from './section-heading';

interface Plan {
  name: string;
  price: string;
  cadence: string;
  note: string;
  regular?: string;
  features: readonly string[];
  featured?: boolean;
}

/** The pricing page's plans (public-and-admin §9), in brief. */
const PLANS: readonly Plan[] = [
  {
    name: 'Assessment Only',
    price: '$19',
    cadence: 'one-time',
    regular: 'usually $100',
    note: 'Limited-time introductory pricing',
    features: [
      'Your full Soulprint across 167 vigintillion possible patterns',
      'A 30-minute conversation with Xero about your results',
      'Lifetime access to your results',
    ],
  },
  {
    name: 'Personal Transformation',
    price: '$29',
    cadence: 'per month',
    note: 'or $299 a year (about $24.92 a month, save $49 annually)',
    featured: true,
    features: [
      'The $19 Soulprint assessment, included free',
      'Unlimited conversations with Xero',
      'Daily custom practices and progress tracking',
      'Daily, weekly or monthly emails, your choice',
      'Weekly reviews and 24/7 support',
    ],
  },
  {
    name: 'Lifetime Access',
    price: '$799',
    cadence: 'one-time',
    regular: 'regular $1,299',
    note: 'Pays for itself in about 20 months compared with the annual plan',
    features: [
      'Everything in Personal Transformation, for life',
      'Priority conversations with Xero',
      'Early access to beta features',
    ],
  },
];

const ASSURANCES = [
  { icon: Clock, text: '7-day free trial' },
  { icon: ShieldCheck, text: '30-day money-back guarantee' },
  { icon: RefreshCcw, text: 'Cancel anytime' },
  { icon: Lock, text: '256-bit SSL checkout' },
] as const;

interface PrimaryTarget {
  label: 'View My Transformation' | 'Get My Soulprint Assessment';
  to: '/dashboard' | '/auth';
  event: Extract<TAnalyticsEventName, 'landing_pricing_dashboard_click' | 'landing_pricing_signup_click'>;
}

/** Signed in goes to the dashboard; visitors (and anyone while the session loads) go to sign up. */
function usePricingPrimaryTarget(): PrimaryTarget {
  const { isAuthenticated, isLoading } = useAuth();
  if (isAuthenticated && !isLoading) {
    return { label: 'View My Transformation', to: '/dashboard', event: 'landing_pricing_dashboard_click' };
  }
  return { label: 'Get My Soulprint Assessment', to: '/auth', event: 'landing_pricing_signup_click' };
}

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 sm:p-8',
        plan.featured
          ? 'border-violet-700 shadow-xl shadow-violet-900/10 ring-1 ring-violet-700'
          : 'border-slate-200',
      )}
    >
      {plan.featured && (
        <p className="absolute -top-3 left-6 rounded-full bg-amber-300 px-3 py-1 text-xs font-bold text-slate-900">
          Most popular
        </p>
      )}
      <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="font-display text-4xl font-bold text-slate-900">{plan.price}</span>
        <span className="text-slate-700">{plan.cadence}</span>
        {plan.regular && <span className="text-sm text-slate-600">({plan.regular})</span>}
      </p>
      <p className="mt-2 text-sm text-violet-800">{plan.note}</p>
      <ul className="mt-6 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-3 text-sm text-slate-700">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-violet-700" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The landing page's pricing section: the plans in brief, with sign-up and preview buttons. */
export function PricingSection() {
  const primary = usePricingPrimaryTarget();
  return (
    <section aria-labelledby="home-pricing-title" className="bg-violet-50/60 px-4 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="home-pricing-title"
          eyebrow="Simple pricing"
          title="Start with your Soulprint. Grow at your own pace."
          lead={
            'Choose a one-time assessment, a monthly or annual plan, or lifetime access. Every plan is ' +
            'backed by our 100% satisfaction guarantee.'
          }
        />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard key={plan.name} plan={plan} />
          ))}
        </ul>
        <ul className="mt-10 flex flex-wrap justify-center gap-x-8 gap-y-3">
          {ASSURANCES.map((assurance) => (
            <li key={assurance.text} className="flex items-center gap-2 text-sm font-medium text-slate-700">
              <assurance.icon className="h-4 w-4 text-violet-700" aria-hidden="true" />
              {assurance.text}
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={primary.to} size="lg" onClick={() => track(primary.event)}>
            {primary.label}
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </ButtonLink>
          <ButtonLink
            to="/pricing"
            size="lg"
            variant="outline"
            onClick={() => track('landing_pricing_preview_click')}
          >
            Preview Transformation Plans
          </ButtonLink>
        </div>
        <p className="mx-auto mt-6 max-w-2xl text-center text-sm text-slate-600">
          The 7-day free trial applies to Personal Transformation. The 30-day money-back guarantee covers
          first-time premium subscribers. Subscriptions renew automatically until you cancel.
        </p>
      </div>
    </section>
  );
}
