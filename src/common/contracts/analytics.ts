import { z } from 'zod';
import { ANALYTICS_EVENT_NAME_MAX, ANALYTICS_PROPERTIES_MAX_BYTES } from '../limits';

/** Events named by the spec; anything else is refused so the events table stays meaningful. */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'homepage_dashboard_click',
  'homepage_pricing_click',
  'homepage_signup_click',
  'landing_pricing_dashboard_click',
  'landing_pricing_signup_click',
  'landing_pricing_preview_click',
  'assessment_started',
  'assessment_completed',
  'practice_page_view',
  'related_practice_click',
  'cross_category_practice_click',
  'pricing_checkout_click',
] as const;

const ZPropertyValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

export const ZAnalyticsEventRequestSchema = z.object({
  name: z
    .enum(ANALYTICS_EVENT_NAMES, { error: 'Unknown analytics event name.' })
    .and(z.string().max(ANALYTICS_EVENT_NAME_MAX)),
  path: z.string().max(2_048).startsWith('/', 'path must start with /'),
  properties: z
    .record(z.string().max(64), ZPropertyValue)
    .refine(
      (value) => new TextEncoder().encode(JSON.stringify(value)).length <= ANALYTICS_PROPERTIES_MAX_BYTES,
      {
        message: `properties must be at most ${ANALYTICS_PROPERTIES_MAX_BYTES} bytes of JSON.`,
      },
    )
    .optional(),
});
export type TAnalyticsEventRequest = z.infer<typeof ZAnalyticsEventRequestSchema>;
export type TAnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];
