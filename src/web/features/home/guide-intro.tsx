import { ChartLine, Fingerprint, Leaf, MessageCircleHeart } from 'lucide-react';
import { cn } from '../../lib/cn';
import { SectionHeading } from './section-heading';

const FEATURES = [
  {
    icon: MessageCircleHeart,
    title: 'A 30-minute live conversation about your results',
    body:
      'Talk your Soulprint through with Xero in real time. Ask what a pattern means, where it shows up in ' +
      'your week, and what might help.',
  },
  {
    icon: Leaf,
    title: '3 custom practice samples',
    body:
      'Start with three short practices chosen for your patterns, from breathing and reflection to ' +
      'gentle movement, so the insight turns into something you can do today.',
  },
  {
    icon: ChartLine,
    title: 'Progress across mind, heart, soul and relationships',
    body:
      'See how your practice adds up over weeks and months, across the four areas that shape how you ' +
      'feel and connect.',
  },
  {
    icon: Fingerprint,
    title: 'Depth other tests cannot reach',
    body:
      'Most personality tests sort people into 16 categories. The Soulprint distinguishes among 167 ' +
      'vigintillion possible patterns, drawing on 34+ years of research.',
  },
] as const;

const SAMPLE_CHAT = [
  {
    from: 'xero',
    text:
      'Your Soulprint shows strong Relational Connection. Does it feel true that you recharge ' +
      'through people?',
  },
  { from: 'you', text: 'Mostly, but lately I feel drained after a full day of meetings.' },
  {
    from: 'xero',
    text:
      'That fits a pattern I see in your profile: you give a lot of attention outward. Want to try a ' +
      'five-minute grounding practice between meetings tomorrow?',
  },
] as const;

const bubble = 'max-w-[85%] rounded-2xl px-4 py-3 text-sm leading-relaxed';

/** Introduction to Xero, the AI guide, with a sample conversation. */
export function GuideIntro() {
  return (
    <section aria-labelledby="home-guide-title" className="bg-white px-4 py-20 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-start gap-14 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="home-guide-title"
            eyebrow="Meet Xero"
            align="left"
            title="An AI guide that starts from who you are"
            lead={
              'Xero reads your Soulprint before you say a word, so every conversation begins with context, ' +
              'not a blank page. It remembers what you have explored and suggests the next gentle step.'
            }
          />
          <ul className="mt-10 space-y-8">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="flex gap-4">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-violet-100 text-violet-800">
                  <feature.icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-slate-900">{feature.title}</h3>
                  <p className="mt-1 leading-relaxed text-slate-700">{feature.body}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <figure className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8 lg:sticky lg:top-24 lg:mt-16">
          <div className="flex items-center gap-3 border-b border-slate-200 pb-4">
            <span
              className="flex h-10 w-10 items-center justify-center rounded-full bg-violet-700 font-display text-lg font-bold text-white"
              aria-hidden="true"
            >
              X
            </span>
            <div>
              <p className="font-semibold text-slate-900">Xero</p>
              <p className="text-sm text-slate-600">Your TrueTune guide</p>
            </div>
          </div>
          <ul className="mt-6 space-y-4">
            {SAMPLE_CHAT.map((message) => (
              <li
                key={message.text}
                className={message.from === 'you' ? 'flex justify-end' : 'flex justify-start'}
              >
                <p
                  className={
                    message.from === 'you'
                      ? cn(bubble, 'rounded-br-sm bg-violet-700 text-white')
                      : cn(bubble, 'rounded-bl-sm border border-slate-200 bg-white text-slate-800')
                  }
                >
                  <span className="sr-only">{message.from === 'you' ? 'You: ' : 'Xero: '}</span>
                  {message.text}
                </p>
              </li>
            ))}
          </ul>
          <figcaption className="mt-6 text-sm text-slate-600">
            Sample conversation, for illustration. Xero is an AI guide for personal growth, not a therapist,
            and does not diagnose.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
