import type { App } from '../platform/http/types';

/**
 * How many GETs of a route pattern answered 200, from the app's metrics (`METRICS_TOKEN` set):
 * how a test sees the API reads a page's drawing makes (injected requests count too).
 */
export const routeReads = (app: App, token: string, route: string) =>
  metric(app, token, `matchday_http_requests_total{method="GET",route="${route}",status="200"}`);

/** A counter's value from the app's metrics, by its name and labels as /metrics prints them. */
export async function metric(app: App, token: string, series: string): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  const line = `${series} `;
  const at = res.body.indexOf(line);
  return at < 0 ? 0 : Number.parseInt(res.body.slice(at + line.length), 10);
}
