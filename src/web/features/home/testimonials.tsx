import { Quote } from 'lucide-react';
import { SectionHeading } from './section-heading';

/** Sample stories written to illustrate the experience; the people are fictional. */
const STORIES = [
  {
    name: 'Maya R.',
    context: 'Teacher, first month with TrueTune',
    initials: 'MR',
    quote:
      'I had taken personality quizzes before, but the Soulprint put words to something I had felt for ' +
      'years. Talking it through with Xero showed me why I say yes to everything, and gave me a ' +
      'five-minute evening practice I actually keep.',
  },
  {
    name: 'Jonah T.',
    context: 'Product designer, three months in',
    initials: 'JT',
    quote:
      'I used to pay for a meditation app, a journaling app and a course I never finished. Now it lives in ' +
      'one place, and the practices change as I do. Seeing my Clarity trend climb week by week keeps me ' +
      'coming back.',
  },
  {
    name: 'Elena S.',
    context: 'Nurse and parent, six weeks in',
    initials: 'ES',
    quote:
      'What surprised me was how personal it felt. Xero remembered what we talked about last week and ' +
      'asked how the conversation with my sister went. It feels less like an app and more like a ' +
      'thoughtful companion on the way.',
  },
] as const;

const avatar =
  'flex h-10 w-10 shrink-0 items-center justify-center rounded-full ' +
  'bg-violet-700 text-sm font-semibold text-white';

/** Three sample testimonials, labelled as sample stories. */
export function Testimonials() {
  return (
    <section aria-labelledby="home-stories-title" className="px-4 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="home-stories-title"
          eyebrow="Sample stories"
          title="What growing with TrueTune can feel like"
          lead="Three sample stories that show how people use the Soulprint and Xero in everyday life."
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {STORIES.map((story) => (
            <li key={story.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <Quote className="h-8 w-8 text-violet-300" aria-hidden="true" />
                <blockquote className="mt-4 flex-1 leading-relaxed text-slate-800">
                  <p>{story.quote}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-4">
                  <span className={avatar} aria-hidden="true">
                    {story.initials}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{story.name}</span>
                    <span className="block text-sm text-slate-600">{story.context}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-slate-600">
          Sample stories: names and details are fictional and shown for illustration. Individual experiences
          vary.
        </p>
      </div>
    </section>
  );
}
