import { Lock, MessageCircleHeart, Sparkles, UserPlus } from 'lucide-react';

const STEPS = [
  { icon: UserPlus, title: 'Join', detail: 'Create your account in about 30 seconds.' },
  { icon: Lock, title: 'Secure your Soulprint for $19', detail: 'One assessment, yours for life.' },
  { icon: Sparkles, title: 'Map your patterns', detail: 'About 15 minutes of thoughtful questions.' },
  { icon: MessageCircleHeart, title: 'Meet Xero', detail: 'Your guide, who knows your profile.' },
] as const;

/** The 4-step sign-up journey shown above the forms. */
export function JourneyBanner() {
  return (
    <ol aria-label="Your journey" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {STEPS.map((step, index) => (
        <li
          key={step.title}
          className="flex items-start gap-3 rounded-xl border border-violet-100 bg-white/80 p-4"
        >
          <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-violet-700 text-sm font-bold text-white">
            {index + 1}
          </span>
          <div>
            <p className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
              <step.icon className="h-4 w-4 shrink-0 text-violet-700" aria-hidden="true" />
              {step.title}
            </p>
            <p className="mt-0.5 text-xs text-slate-600">{step.detail}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
