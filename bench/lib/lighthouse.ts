import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Audits that cost points, for reading a miss. */
  failing: string[];
}

/** Audits one URL with Lighthouse's default (mobile, simulated throttling) settings in Debian's Chromium. */
export async function audit(url: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => categories[id]?.score ?? 0;
    const failing = Object.values(audits)
      .filter(
        (item) =>
          item.score !== null &&
          item.score < 0.9 &&
          item.scoreDisplayMode !== 'informative' &&
          item.scoreDisplayMode !== 'notApplicable',
      )
      .map((item) => `${item.id} (${item.score})`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      failing,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse scores vary from run to run; its own guidance is to take the median of several runs. */
export async function auditMedian(url: string, runs = 3): Promise<LighthouseScores> {
  const results: LighthouseScores[] = [];
  for (let run = 0; run < runs; run++) results.push(await audit(url));
  results.sort((a, b) => a.performance - b.performance);
  const median = results[Math.floor(runs / 2)];
  if (!median) throw new Error('no Lighthouse result');
  return {
    ...median,
    // Accessibility, best practices and SEO must hold in every run, not only the median one.
    accessibility: Math.min(...results.map((result) => result.accessibility)),
    bestPractices: Math.min(...results.map((result) => result.bestPractices)),
    seo: Math.min(...results.map((result) => result.seo)),
  };
}
