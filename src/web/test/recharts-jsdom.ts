import { afterAll, beforeAll } from 'vitest';

/**
 * Recharts in jsdom, for chart tests: jsdom lays nothing out, so each chart's responsive
 * container is given `width` × `height` (the rest, the legend too, measures nothing) and nothing
 * resizes it. Call at the top of a test file.
 */
export function layChartsOut(width: number, height: number) {
  const measure = HTMLElement.prototype.getBoundingClientRect;
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      return this.classList.contains('recharts-responsive-container')
        ? new DOMRect(0, 0, width, height)
        : new DOMRect();
    };
  });
  afterAll(() => {
    HTMLElement.prototype.getBoundingClientRect = measure;
  });
}

/** An axis's tick labels; a label's words are lines of their own here (jsdom measures no text). */
export const axisTicks = (container: HTMLElement, axis: 'x' | 'y') =>
  [
    ...container.querySelectorAll(
      `.recharts-${axis}Axis-tick-labels .recharts-cartesian-axis-tick-value`,
    ),
  ].map((t) => [...t.querySelectorAll('tspan')].map((w) => w.textContent).join(' '));
