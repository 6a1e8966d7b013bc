import { category as breathingPranayama } from './breathing-pranayama';
import { category as cognitivePsychological } from './cognitive-psychological';
import { category as creativeExpression } from './creative-expression';
import { category as emotionalRegulation } from './emotional-regulation';
import { category as energySpiritual } from './energy-spiritual';
import { category as lifestyleIntegration } from './lifestyle-integration';
import { category as meditationMindfulness } from './meditation-mindfulness';
import { category as natureConnection } from './nature-connection';
import type { PracticeCategoryContent } from './schema';
import { category as sleepRest } from './sleep-rest';
import { category as somaticEmbodiment } from './somatic-embodiment';
import { category as synergisticIntegration } from './synergistic-integration';

/** The whole library, in navigation order. */
export const practiceLibrary: PracticeCategoryContent[] = [
  meditationMindfulness,
  somaticEmbodiment,
  cognitivePsychological,
  breathingPranayama,
  emotionalRegulation,
  energySpiritual,
  sleepRest,
  natureConnection,
  creativeExpression,
  lifestyleIntegration,
  synergisticIntegration,
];
