import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser, type TrackedPage } from './browser';
import { type E2eServer, startE2eServer } from './e2e-server';

export interface BrowserSuite {
  server: E2eServer;
  browser: Browser;
  /** The page of the current test; after each test it must have logged no errors or warnings. */
  tracked: TrackedPage;
}

/**
 * The life of a browser test file: one app and one Chromium for the file; after each test, the page
 * must have logged no errors (hydration mismatches land there), and rate limits start afresh.
 */
export function useBrowserSuite(): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startE2eServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  afterEach(async () => {
    expect(suite.tracked.problems).toEqual([]);
    await suite.tracked.context.close();
    suite.server.resetRateLimits();
  });
  return suite;
}
