// Labels of the practice-session form (core-journey §4, §9).

export const RATING_LABELS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very Good',
  5: 'Excellent',
};

export const DEFAULT_SESSION_RATING = 5;
export const DEFAULT_MOOD_VALUE = 5;

/** 1-2 Very Low, 3-4 Low, 5-6 Moderate, 7-8 High, 9-10 Very High. */
export function moodLabel(value: number): string {
  if (value <= 2) return 'Very Low';
  if (value <= 4) return 'Low';
  if (value <= 6) return 'Moderate';
  if (value <= 8) return 'High';
  return 'Very High';
}
