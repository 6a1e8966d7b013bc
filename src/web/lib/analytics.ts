import type { TAnalyticsEventName } from '../../common/contracts/analytics';

type Properties = Record<string, string | number | boolean | null>;

/** Records an analytics event first-party. Never throws and never delays the user. */
export function track(name: TAnalyticsEventName, properties?: Properties): void {
  if (typeof window === 'undefined') return;
  const body = JSON.stringify({ name, path: window.location.pathname, properties });
  fetch('/api/analytics/events', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body,
    // Survives the navigation that a click often starts.
    keepalive: true,
  }).catch(() => undefined);
}
