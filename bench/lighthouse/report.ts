/** The figures of a Lighthouse JSON report: score, LCP, TBT, CLS, and scripts requested before the LCP. */
import { z } from 'zod';

const reportSchema = z.object({
  categories: z.object({ performance: z.object({ score: z.number().nullable() }) }),
  audits: z.object({
    'largest-contentful-paint': z.object({ numericValue: z.number() }),
    'total-blocking-time': z.object({ numericValue: z.number() }),
    'cumulative-layout-shift': z.object({ numericValue: z.number() }),
    metrics: z.object({
      details: z.object({ items: z.array(z.object({ observedLargestContentfulPaint: z.number().optional() })) }),
    }),
    'network-requests': z.object({
      details: z.object({
        items: z.array(
          z.object({ url: z.string(), resourceType: z.string().optional(), networkRequestTime: z.number().optional() }),
        ),
      }),
    }),
  }),
});

export interface LighthouseFigures {
  readonly performance: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Script URLs (paths) whose request started before the observed LCP. */
  readonly scriptsBeforeLcp: readonly string[];
}

export function readReport(json: string): LighthouseFigures {
  const r = reportSchema.parse(JSON.parse(json));
  const observedLcp = r.audits.metrics.details.items[0]?.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
  const scripts = r.audits['network-requests'].details.items.filter(
    (i) => i.resourceType === 'Script' && (i.networkRequestTime ?? Number.POSITIVE_INFINITY) < observedLcp,
  );
  return {
    performance: Math.round((r.categories.performance.score ?? 0) * 100),
    lcpMs: r.audits['largest-contentful-paint'].numericValue,
    tbtMs: r.audits['total-blocking-time'].numericValue,
    cls: r.audits['cumulative-layout-shift'].numericValue,
    scriptsBeforeLcp: scripts.map((s) => new URL(s.url).pathname),
  };
}
