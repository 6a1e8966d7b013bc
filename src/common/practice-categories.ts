// The 11 practice categories, in navigation order (core-journey §2, public-and-admin §9).
// The first eight are the core categories; the last three are the 'Additional Categories'.

export interface PracticeCategoryLink {
  slug: string;
  name: string;
}

export const PRACTICE_CATEGORIES: readonly PracticeCategoryLink[] = [
  { slug: 'meditation-mindfulness', name: 'Meditation & Mindfulness' },
  { slug: 'somatic-embodiment', name: 'Somatic & Embodiment' },
  { slug: 'cognitive-psychological', name: 'Cognitive & Psychological' },
  { slug: 'breathing-pranayama', name: 'Breathing & Pranayama' },
  { slug: 'emotional-regulation', name: 'Emotional Regulation' },
  { slug: 'energy-spiritual', name: 'Energy & Spiritual' },
  { slug: 'sleep-rest', name: 'Sleep & Rest' },
  { slug: 'nature-connection', name: 'Nature Connection' },
  { slug: 'creative-expression', name: 'Creative Expression' },
  { slug: 'lifestyle-integration', name: 'Lifestyle Integration' },
  { slug: 'synergistic-integration', name: 'Synergistic Integration' },
];

export const CORE_CATEGORY_COUNT = 8;

export function categoryPath(slug: string): string {
  return `/${slug}/`;
}
