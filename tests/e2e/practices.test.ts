import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { analyticsEvents, practiceSessions, userPractices } from '../../src/server/db/schema';
import { expectNoAxeViolations, hasChromium, openPage, waitForHydration } from './support/browser';
import { useBrowserSuite } from './support/suite';

const TABS = [
  ['Overview', 'How well supported is it?'],
  ['Instructions', 'Practice timer'],
  ['Safety', 'Contraindications'],
  ['Integration', 'Making it part of your life'],
  ['Related', 'More Breathing & Pranayama practices'],
] as const;

describe.skipIf(!hasChromium)('practice library in Chromium', () => {
  const suite = useBrowserSuite();

  async function open(
    path: string,
    options: { signedInAs?: { email: string; password: string }; fakeClock?: boolean } = {},
  ): Promise<Page> {
    suite.tracked = await openPage(suite.browser);
    if (options.signedInAs)
      await suite.tracked.context.addCookies([await suite.server.sessionCookie(options.signedInAs)]);
    if (options.fakeClock) await suite.tracked.page.clock.install();
    await suite.tracked.page.goto(suite.server.baseUrl + path);
    await waitForHydration(suite.tracked.page);
    return suite.tracked.page;
  }

  const eventCount = async (name: string) =>
    (
      await suite.server.app.services.database.db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.name, name))
    ).length;

  it('browse → category → practice → every tab, with no accessibility violations on the way', async () => {
    const page = await open('/practices');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^244 practices/);
    expect(await page.getByRole('heading', { name: 'Additional Categories' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await page
      .getByRole('link', { name: /Breathing & Pranayama/ })
      .first()
      .click();
    await page.waitForURL(`${suite.server.baseUrl}/breathing-pranayama/`);
    await page
      .getByRole('heading', {
        level: 1,
        name: 'Breathing & Pranayama Practices: Complete Evidence-Based Guide',
      })
      .waitFor();
    expect(await page.getByText('Evidence-Based', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Expert-Curated', { exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Learn Practice: Box Breathing' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/breathing-pranayama/box-breathing`);
    await page.getByRole('heading', { level: 1, name: 'Box Breathing' }).waitFor();
    await expect.poll(() => eventCount('practice_page_view')).toBeGreaterThan(0);

    for (const [tab, content] of TABS) {
      await page.getByRole('tab', { name: tab }).click();
      expect(await page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => page.getByRole('tabpanel').getByText(content).first().isVisible()).toBe(true);
      await expectNoAxeViolations(page);
    }

    const before = await eventCount('related_practice_click');
    await page.getByRole('tabpanel').getByRole('link').first().click();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/breathing-pranayama/') && !url.pathname.endsWith('box-breathing'),
    );
    await expect.poll(() => eventCount('related_practice_click')).toBe(before + 1);
  });

  it('search finds practices by name, description and tradition', async () => {
    const page = await open('/practices');
    await page.getByLabel('Search by name, description or tradition').fill('breath');
    await expect.poll(() => page.getByText(/practice\(s\) found for “breath”/).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Learn Practice: Box Breathing' }).isVisible()).toBe(true);
    await page.getByLabel('Search by name, description or tradition').fill('zzzqqq');
    await expect.poll(() => page.getByText('0 practice(s) found for “zzzqqq”').isVisible()).toBe(true);
  });

  it('a signed-in person adds a practice to their list, once', async () => {
    const user = await suite.server.createUser();
    const page = await open('/breathing-pranayama/box-breathing', { signedInAs: user });
    await page.getByRole('button', { name: 'Add to my practices' }).click();
    await expect.poll(() => page.getByText('In my practices').isVisible()).toBe(true);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.getByText('In my practices').isVisible()).toBe(true);
    const rows = await suite.server.app.services.database.db.select().from(userPractices);
    expect(rows.filter((row) => row.name === 'Box Breathing')).toHaveLength(1);
  });

  it('the timer starts, pauses, resets, and at the end records the session for a signed-in person', async () => {
    const user = await suite.server.createUser();
    const page = await open('/breathing-pranayama/box-breathing', { signedInAs: user, fakeClock: true });
    await page.getByRole('tab', { name: 'Instructions' }).click();
    const timer = page.getByRole('timer');
    await page.getByLabel('Length').selectOption('1');
    await page.getByLabel('Bell').selectOption('1');
    expect(await timer.textContent()).toBe('01:00');

    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(10_000);
    await expect.poll(() => timer.textContent()).toBe('00:50');
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.clock.runFor(10_000);
    expect(await timer.textContent()).toBe('00:50');
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await timer.textContent()).toBe('01:00');

    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(61_000);
    const offer = page.getByRole('form', { name: 'Record this session' });
    await expect.poll(() => offer.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await offer.getByLabel('How was it?').selectOption('4');
    await offer.getByLabel('Notes (optional)').fill('Calmer afterwards.');
    await offer.getByRole('button', { name: 'Record Session' }).click();
    await expect.poll(() => page.getByText(/Recorded 1 minutes of Box Breathing/).isVisible()).toBe(true);

    const db = suite.server.app.services.database.db;
    const [session] = await db.select().from(practiceSessions);
    expect(session).toMatchObject({ durationMinutes: 1, rating: 4, notes: 'Calmer afterwards.' });
    const [mine] = await db
      .select()
      .from(userPractices)
      .where(eq(userPractices.id, session?.userPracticeId ?? ''));
    expect(mine).toMatchObject({ name: 'Box Breathing', completedSessions: 1 });
  });

  it('a visitor is invited to sign in to save a practice and to keep a record', async () => {
    const page = await open('/breathing-pranayama/box-breathing', { fakeClock: true });
    expect(await page.getByRole('link', { name: 'Sign in to save this practice' }).getAttribute('href')).toBe(
      '/auth',
    );
    await page.getByRole('tab', { name: 'Instructions' }).click();
    await page.getByLabel('Length').selectOption('1');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(61_000);
    await expect.poll(() => page.getByText('Session complete. Well done.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Sign in or create an account' }).getAttribute('href')).toBe(
      '/auth',
    );
  });

  it('an unknown category or practice is Page Not Found with a 404', async () => {
    for (const path of ['/no-such-category/', '/breathing-pranayama/no-such-practice']) {
      suite.tracked = await openPage(suite.browser);
      const response = await suite.tracked.page.goto(suite.server.baseUrl + path);
      expect(response?.status()).toBe(404);
      await waitForHydration(suite.tracked.page);
      expect(await suite.tracked.page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).toBe(
        true,
      );
      await suite.tracked.context.close();
    }
    suite.tracked = await openPage(suite.browser);
  });
});
