import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../src/server/db/schema';
import { expectNoAxeViolations, hasChromium, openPage, waitForHydration } from './support/browser';
import { useBrowserSuite } from './support/suite';

describe.skipIf(!hasChromium)('public shell and authentication in Chromium', () => {
  const suite = useBrowserSuite();

  async function visit(path: string, options?: { width?: number }): Promise<Page> {
    suite.tracked = await openPage(suite.browser, options);
    await suite.tracked.page.goto(suite.server.baseUrl + path);
    await waitForHydration(suite.tracked.page);
    return suite.tracked.page;
  }

  async function signIn(page: Page, email: string, password: string) {
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  async function eventsNamed(name: string) {
    return suite.server.app.services.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, name));
  }

  async function waitForEvent(name: string) {
    await expect.poll(async () => (await eventsNamed(name)).length, { timeout: 5_000 }).toBeGreaterThan(0);
  }

  it('a visitor sees Get Started, and the home CTA takes them to /auth with its analytics event', async () => {
    const page = await visit('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('link', { name: 'Get Started' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    expect(await nav.getByRole('button', { name: 'Sign Out' }).count()).toBe(0);
    await waitForEvent('page_view');

    const cta = page
      .getByRole('main')
      .getByRole('link', { name: /Get My Soulprint Assessment/ })
      .first();
    expect(await cta.getAttribute('href')).toBe('/auth');
    await cta.click();
    await page.waitForURL(`${suite.server.baseUrl}/auth`);
    await waitForEvent('homepage_signup_click');
    await expectNoAxeViolations(page);
  });

  it('sign-up lands on /pricing with the Account Created toast', async () => {
    const page = await visit('/auth');
    expect(await page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    await page.getByLabel('Name').fill('Rowan Vale');
    await page.getByLabel('Email', { exact: true }).fill(`rowan-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('lanterns-over-the-bay');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/pricing`);
    await expect.poll(() => page.getByText('Account Created!').isVisible()).toBe(true);
  });

  it('a weak password is refused with a clear message and no account', async () => {
    const page = await visit('/auth');
    const email = `weak-${Date.now()}@example.com`;
    await page.getByLabel('Name').fill('Weak Pass');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'too common' }).isVisible()).toBe(true);
    expect(page.url()).toBe(`${suite.server.baseUrl}/auth`);
    const login = await suite.server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'password123' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('sign-in without an assessment lands on /pricing with the welcome toast; the nav changes', async () => {
    const user = await suite.server.createUser();
    const page = await visit('/auth');
    await signIn(page, user.email, user.password);
    await page.waitForURL(`${suite.server.baseUrl}/pricing`);
    await expect.poll(() => page.getByText('Welcome back!').isVisible()).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    expect(await nav.getByRole('button', { name: 'Sign Out' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Get Started' }).count()).toBe(0);
  });

  it('sign-in with an assessment lands on /dashboard', async () => {
    const user = await suite.server.createUser({ withAssessment: true });
    const page = await visit('/auth');
    await signIn(page, user.email, user.password);
    await page.waitForURL(`${suite.server.baseUrl}/dashboard`);
  });

  it('a wrong password shows the Login Failed toast', async () => {
    const user = await suite.server.createUser();
    const page = await visit('/auth');
    await signIn(page, user.email, 'not-the-password');
    await expect.poll(() => page.getByText('Login Failed').isVisible()).toBe(true);
    // The toast goes after 5 s; the same message stays under the form.
    const inline = page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'Invalid email or password. Please try again.' });
    await expect.poll(() => inline.isVisible()).toBe(true);
    expect(page.url()).toBe(`${suite.server.baseUrl}/auth`);
  });

  it('home CTA for a signed-in person without an assessment goes to /pricing', async () => {
    const user = await suite.server.createUser();
    const page = await visit('/auth');
    await signIn(page, user.email, user.password);
    await page.waitForURL(`${suite.server.baseUrl}/pricing`);
    await page.goto(`${suite.server.baseUrl}/`);
    await waitForHydration(page);
    const cta = page
      .getByRole('main')
      .getByRole('link', { name: /Get My Soulprint Assessment/ })
      .first();
    expect(await cta.getAttribute('href')).toBe('/pricing');
    await cta.click();
    await page.waitForURL(`${suite.server.baseUrl}/pricing`);
    await waitForEvent('homepage_pricing_click');
  });

  it('home CTA for a signed-in person with an assessment reads View My Transformation', async () => {
    const user = await suite.server.createUser({ withAssessment: true });
    const page = await visit('/auth');
    await signIn(page, user.email, user.password);
    await page.waitForURL(`${suite.server.baseUrl}/dashboard`);
    await page.goto(`${suite.server.baseUrl}/`);
    await waitForHydration(page);
    const cta = page
      .getByRole('main')
      .getByRole('link', { name: /View My Transformation/ })
      .first();
    expect(await cta.getAttribute('href')).toBe('/dashboard');
    await cta.click();
    await page.waitForURL(`${suite.server.baseUrl}/dashboard`);
    await waitForEvent('homepage_dashboard_click');
  });

  it("sign-out reads 'Signing out...' while pending, then lands on / signed out", async () => {
    const user = await suite.server.createUser();
    const page = await visit('/auth');
    await signIn(page, user.email, user.password);
    await page.waitForURL(`${suite.server.baseUrl}/pricing`);
    // Hold the request briefly so the pending label can be seen.
    await page.route('**/api/auth/logout', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' });
    await button.click();
    const pending = page.getByRole('button', { name: 'Signing out...' });
    await expect.poll(() => pending.isVisible()).toBe(true);
    expect(await pending.isDisabled()).toBe(true);
    await page.waitForURL(`${suite.server.baseUrl}/`);
    await waitForHydration(page);
    await expect
      .poll(() =>
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }).isVisible(),
      )
      .toBe(true);
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).status);
    expect(me).toBe(401);
  });

  it('guards: a visitor on a signed-in route sees the sign-in screen and stays after signing in', async () => {
    const user = await suite.server.createUser();
    for (const path of ['/assessment', '/results', '/chat']) {
      const page = await visit(path);
      expect(await page.getByRole('heading', { name: 'Sign in to continue' }).isVisible()).toBe(true);
      await suite.tracked.context.close();
    }
    const page = await visit('/dashboard');
    expect(await page.getByRole('heading', { name: 'Sign in to continue' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await signIn(page, user.email, user.password);
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in to continue' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('/login is for visitors: sign-up there goes to /assessment; a signed-in person is sent to /dashboard', async () => {
    const page = await visit('/login');
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Name').fill('Juno Park');
    await page.getByLabel('Email', { exact: true }).fill(`juno-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('tide-pools-at-noon');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/assessment`);
    await page.goto(`${suite.server.baseUrl}/login`);
    await page.waitForURL(`${suite.server.baseUrl}/dashboard`);
  });

  it('forgot password: the emailed link sets a new password that then signs in', async () => {
    const user = await suite.server.createUser();
    const page = await visit('/auth');
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email for the reset link').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'If an account exists' }).isVisible())
      .toBe(true);

    await suite.server.app.services.emails.drain();
    const outbox = await suite.server.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(user.email)}`,
    });
    const resetMail = outbox
      .json<{ messages: Array<{ kind: string; text: string }> }>()
      .messages.find((m) => m.kind === 'password_reset');
    const link = /\/reset-password\?token=[\w-]+/.exec(resetMail?.text ?? '')?.[0];
    expect(link).toBeDefined();

    await page.goto(suite.server.baseUrl + (link ?? ''));
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-harbour');
    await page.getByLabel('Confirm new password').fill('a-brand-new-harbour');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect.poll(() => page.getByText('Your password has been reset.').isVisible()).toBe(true);

    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/auth`);
    await signIn(page, user.email, 'a-brand-new-harbour');
    await page.waitForURL(`${suite.server.baseUrl}/pricing`);
  });

  it('the verified link lands on /auth with the success message and a clean address', async () => {
    const page = await visit('/auth?verified=1');
    await expect
      .poll(() => page.getByText('Email verified successfully! Please sign in to continue.').isVisible())
      .toBe(true);
    await page.waitForURL(`${suite.server.baseUrl}/auth`);
    expect(await page.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
  });

  it('an unknown path is Page Not Found with a 404 status and the three ways out', async () => {
    suite.tracked = await openPage(suite.browser);
    const response = await suite.tracked.page.goto(`${suite.server.baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    await waitForHydration(suite.tracked.page);
    const page = suite.tracked.page;
    expect(await page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Go to Homepage' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Sign In / Create Account' }).getAttribute('href')).toBe(
      '/auth',
    );
    expect(
      await page.getByRole('main').getByRole('link', { name: 'Browse Practices' }).getAttribute('href'),
    ).toBe('/practices');
    await expectNoAxeViolations(page);
  });

  it('legal pages have 15 numbered sections, the contacts and no accessibility violations', async () => {
    for (const [path, title] of [
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
    ] as const) {
      const page = await visit(path);
      expect(await page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
      expect(await page.locator('main h2').count()).toBe(15);
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).toContain('July 7, 2025');
      expect(text).toContain('support@truetune.app');
      expect(text).toContain('privacy@truetune.app');
      expect(text).not.toMatch(/\{(supportEmail|privacyEmail|postalAddress)\}/);
      await expectNoAxeViolations(page);
      await suite.tracked.context.close();
    }
    suite.tracked = await openPage(suite.browser);
  });

  it('home and auth pages have no accessibility violations; the mobile menu works by keyboard', async () => {
    const page = await visit('/', { width: 390 });
    await expectNoAxeViolations(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#mobile-menu');
    expect(await menu.getByRole('link', { name: 'Meditation & Mindfulness' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Get Started' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.goto(`${suite.server.baseUrl}/auth`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  it('the Browse Practices dropdown lists every category on hover', async () => {
    const page = await visit('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Browse Practices' })
      .hover();
    const overview = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'All Categories Overview' });
    await expect.poll(() => overview.isVisible()).toBe(true);
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Synergistic Integration' })
        .getAttribute('href'),
    ).toBe('/synergistic-integration/');
  });
});
