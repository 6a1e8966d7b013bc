import { Seo } from '../components/layout/seo';
import { BlogTeaser } from '../features/home/blog-teaser';
import { ClosingCta } from '../features/home/closing-cta';
import { Comparison } from '../features/home/comparison';
import { GuideIntro } from '../features/home/guide-intro';
import { Hero } from '../features/home/hero';
import { PricingSection } from '../features/home/pricing-section';
import { Testimonials } from '../features/home/testimonials';
import { TrustLogos } from '../features/home/trust-logos';

const KEYWORDS = [
  'Soulprint assessment',
  'personality assessment',
  'AI wellness coach',
  'AI guide',
  'personal development',
  'personal growth',
  'meditation practices',
  'journaling',
  'progress tracking',
  'TrueTune',
].join(', ');

/** Home (/): hero, trust logos, comparison, Xero, sample stories, pricing, the featured post, closing CTA. */
export default function HomePage() {
  return (
    <>
      <Seo
        title="TrueTune | Soulprint Assessment and AI Guide for Personal Growth"
        description={
          'Discover your Soulprint, a personality assessment that maps 167 vigintillion possible patterns, ' +
          'then grow with Xero, your AI guide, through personalised practices. $19 one-time.'
        }
        path="/"
        keywords={KEYWORDS}
      />
      <Hero />
      <TrustLogos />
      <Comparison />
      <GuideIntro />
      <Testimonials />
      <PricingSection />
      <BlogTeaser />
      <ClosingCta />
    </>
  );
}
