import * as Tabs from '@radix-ui/react-tabs';
import { AlertTriangle, ArrowRight, Clock, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import type { TPracticePageResponse, TPracticeSummary } from '../../common/contracts/practices';
import { usePublicConfig } from '../app/app-context';
import { Breadcrumb } from '../components/layout/breadcrumb';
import { JsonLd } from '../components/layout/json-ld';
import { Seo } from '../components/layout/seo';
import { Alert } from '../components/ui/alert';
import { ButtonLink } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { AddToMyPractices } from '../features/practices/add-to-my-practices';
import { usePracticePage } from '../features/practices/api';
import { practicePath } from '../features/practices/practice-card';
import { PracticeTimer } from '../features/practices/practice-timer';
import { RatingBar, ScientificBadge, TraditionalBadge } from '../features/practices/ratings';
import { track } from '../lib/analytics';
import NotFoundPage from './not-found-page';

/** The structured data's total time when a practice has no level yet (public-and-admin §2). */
const DEFAULT_TOTAL_MINUTES = 15;

const GENERAL_SAFETY = [
  'Go gently: nothing here should hurt. Ease off or stop if you feel pain, dizziness or distress.',
  'These practices support wellbeing; they do not replace medical or psychological care.',
  'If you are pregnant, managing a health condition or taking medication that affects heart rate or blood pressure, check with your clinician first.',
  'If difficult memories or strong emotions arise, open your eyes, ground yourself in the room and take a break. In a crisis, call or text 988.',
];

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'instructions', label: 'Instructions' },
  { value: 'safety', label: 'Safety' },
  { value: 'integration', label: 'Integration' },
  { value: 'related', label: 'Related' },
] as const;

const tabTrigger =
  'whitespace-nowrap rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900 ' +
  'data-[state=active]:bg-white data-[state=active]:text-violet-800 data-[state=active]:shadow-sm focus-visible:outline-2';

function PracticeList({
  title,
  practices,
  event,
}: {
  title: string;
  practices: TPracticeSummary[];
  event: 'related_practice_click' | 'cross_category_practice_click';
}) {
  if (practices.length === 0) return null;
  return (
    <section>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {practices.map((practice) => (
          <li key={practice.id}>
            <Link
              to={practicePath(practice)}
              onClick={() => track(event, { practice: practice.slug, category: practice.categorySlug })}
              className="flex h-full items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-violet-300 hover:shadow-sm"
            >
              <span>
                <span className="block font-semibold text-slate-900">{practice.name}</span>
                <span className="mt-1 line-clamp-2 block text-sm text-slate-700">{practice.description}</span>
              </span>
              <ArrowRight className="mt-1 h-4 w-4 shrink-0 text-violet-700" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PracticeView({ data }: { data: TPracticePageResponse }) {
  const { practice, category, practiceLevels, relatedPractices, crossCategoryPractices } = data;
  const { appUrl } = usePublicConfig();
  const path = practicePath(practice);
  const firstLevel = practiceLevels[0];
  const totalMinutes = firstLevel?.durationMinutes ?? DEFAULT_TOTAL_MINUTES;

  useEffect(() => {
    track('practice_page_view', { practice: practice.slug, category: category.slug });
  }, [practice.slug, category.slug]);

  return (
    <>
      <Seo title={practice.metaTitle} description={practice.metaDescription} path={path} type="article" />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'HowTo',
          name: practice.name,
          description: practice.description,
          url: `${appUrl}${path}`,
          totalTime: `PT${totalMinutes}M`,
          step: (firstLevel?.instructions.split('\n') ?? []).map((text, index) => ({
            '@type': 'HowToStep',
            position: index + 1,
            text,
          })),
        }}
      />
      <article className="mx-auto max-w-5xl px-4 py-10">
        <Breadcrumb
          items={[
            { label: 'Home', to: '/' },
            { label: category.name, to: `/${category.slug}/` },
            { label: practice.name },
          ]}
          currentPath={path}
        />
        <header className="mt-6">
          <h1 className="font-display text-4xl font-bold text-slate-900">{practice.name}</h1>
          <div className="mt-4 flex flex-wrap gap-2">
            <TraditionalBadge rating={practice.traditionalRating} />
            <ScientificBadge rating={practice.scientificRating} />
            {firstLevel && (
              <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-800">
                <Clock className="h-3.5 w-3.5" aria-hidden="true" /> {firstLevel.durationMinutes} min
              </span>
            )}
            <Link
              to={`/${category.slug}/`}
              className="rounded-full bg-violet-100 px-2.5 py-1 text-xs font-semibold text-violet-900 hover:underline"
            >
              {category.name}
            </Link>
          </div>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{practice.description}</p>
          <div className="mt-5">
            <AddToMyPractices practiceId={practice.id} practiceName={practice.name} />
          </div>
        </header>

        {/* Every panel is in the HTML (search engines, readers without JavaScript); inactive ones are hidden. */}
        <Tabs.Root defaultValue="overview" className="mt-10">
          <Tabs.List
            aria-label="About this practice"
            className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1"
          >
            {TABS.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value} className={tabTrigger}>
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>

          <Tabs.Content
            forceMount
            value="overview"
            className="data-[state=inactive]:hidden mt-6 grid gap-8 focus-visible:outline-none md:grid-cols-2"
          >
            <section>
              <h2 className="text-xl font-semibold text-slate-900">What it is</h2>
              <p className="mt-3 text-slate-700">{practice.description}</p>
              <h3 className="mt-6 font-semibold text-slate-900">Cultural origins</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {practice.culturalOrigins.map((origin) => (
                  <li
                    key={origin}
                    className="rounded-md border border-slate-200 bg-white px-2.5 py-1 text-sm text-slate-800"
                  >
                    {origin}
                  </li>
                ))}
              </ul>
            </section>
            <section className="grid content-start gap-6">
              <h2 className="text-xl font-semibold text-slate-900">How well supported is it?</h2>
              <RatingBar
                label="Traditional"
                rating={practice.traditionalRating}
                evidence={practice.traditionalEvidence}
                tone="amber"
              />
              <RatingBar
                label="Scientific"
                rating={practice.scientificRating}
                evidence={practice.scientificEvidence}
                tone="sky"
              />
            </section>
          </Tabs.Content>

          <Tabs.Content
            forceMount
            value="instructions"
            className="data-[state=inactive]:hidden mt-6 grid gap-6 focus-visible:outline-none"
          >
            <h2 className="sr-only">Instructions</h2>
            {practiceLevels.length === 0 ? (
              <Alert>
                Step-by-step instructions for this practice are being curated by our team. Check back soon.
              </Alert>
            ) : (
              practiceLevels.map((level) => (
                <section key={level.id} className="rounded-2xl border border-slate-200 bg-white p-6">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 className="text-lg font-semibold text-slate-900">{level.level}</h3>
                    <span className="inline-flex items-center gap-1 text-sm text-slate-700">
                      <Clock className="h-4 w-4" aria-hidden="true" /> {level.durationMinutes} minutes
                    </span>
                  </div>
                  <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-800">
                    {level.instructions.split('\n').map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                  <h4 className="mt-5 font-semibold text-slate-900">Benefits</h4>
                  <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
                    {level.benefits.map((benefit) => (
                      <li key={benefit}>{benefit}</li>
                    ))}
                  </ul>
                </section>
              ))
            )}
            <PracticeTimer
              practiceId={practice.id}
              practiceName={practice.name}
              suggestedMinutes={totalMinutes}
            />
          </Tabs.Content>

          <Tabs.Content
            forceMount
            value="safety"
            className="data-[state=inactive]:hidden mt-6 grid gap-6 focus-visible:outline-none"
          >
            <h2 className="sr-only">Safety</h2>
            <Alert tone="warning">
              <p className="flex items-center gap-2 font-semibold">
                <AlertTriangle className="h-4 w-4" aria-hidden="true" /> Contraindications
              </p>
              <ul className="mt-2 list-disc space-y-1 pl-6">
                {practice.contraindications.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Alert>
            <section>
              <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <ShieldCheck className="h-5 w-5 text-emerald-700" aria-hidden="true" /> Practising safely
              </h3>
              <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
                {GENERAL_SAFETY.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
            <section>
              <h3 className="text-lg font-semibold text-slate-900">Before you begin</h3>
              <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
                {practice.preparationRequirements.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          </Tabs.Content>

          <Tabs.Content
            forceMount
            value="integration"
            className="data-[state=inactive]:hidden mt-6 grid gap-4 focus-visible:outline-none"
          >
            <h2 className="text-xl font-semibold text-slate-900">Making it part of your life</h2>
            <ul className="list-disc space-y-2 pl-6 text-slate-700">
              <li>
                Anchor it to something you already do every day (after coffee, before opening your laptop, at
                lights out).
              </li>
              <li>
                Start at the first level for a week. Move up only when it feels easy, not when a week has
                passed.
              </li>
              <li>
                Notice one thing afterwards: your breathing, your mood, your focus. A line in your journal is
                enough.
              </li>
              <li>Missing a day is part of practising. Begin again the next day without making up for it.</li>
            </ul>
            <div className="rounded-2xl border border-violet-200 bg-violet-50 p-6">
              <p className="text-slate-800">
                Your Soulprint shows which practices fit your patterns and when they help most. Xero can then
                shape a routine around them with you.
              </p>
              <ButtonLink to="/assessment" className="mt-4">
                Discover My Soulprint
              </ButtonLink>
            </div>
          </Tabs.Content>

          <Tabs.Content
            forceMount
            value="related"
            className="data-[state=inactive]:hidden mt-6 grid gap-8 focus-visible:outline-none"
          >
            <h2 className="sr-only">Related practices</h2>
            <PracticeList
              title={`More ${category.name} practices`}
              practices={relatedPractices}
              event="related_practice_click"
            />
            <PracticeList
              title="Complementary practices from other categories"
              practices={crossCategoryPractices}
              event="cross_category_practice_click"
            />
          </Tabs.Content>
        </Tabs.Root>
      </article>
    </>
  );
}

/** /{categorySlug}/{practiceSlug}: one practice, fully explained. */
export default function PracticePage() {
  const { categorySlug = '', practiceSlug = '' } = useParams();
  const { data, isLoading, isError } = usePracticePage(categorySlug, practiceSlug);
  if (isLoading) return <Spinner label="Loading practice..." />;
  if (isError || !data) return <NotFoundPage />;
  return <PracticeView data={data} />;
}
