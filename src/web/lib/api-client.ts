import { REQUEST_TIMEOUT_MS, TRAINING_REQUEST_TIMEOUT_MS } from '../../common/limits';

// The shared request behaviour of core-journey §7–§8, in one place: credentials on every call, a JSON
// content-type only when there is a body, a 30 s time-out (60 s for the training message path), and a
// thrown Error whose message is "{status}: {body text or status text}" for any non-OK answer.

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's `message` field when the body is our JSON error, else the raw text. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // Not JSON: fall through to the raw text.
    }
    return this.body || undefined;
  }
}

export function timeoutFor(url: string): number {
  return url.includes('/api/training/message') ? TRAINING_REQUEST_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(timeoutFor(url)),
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The message to show a person for a failed call, or the fallback the spec gives. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
