import { act, render, screen } from '@testing-library/react';
import { AppProviders } from '@vigil/shared';
import { scanFixture } from '../features/scan-detail/testing/scan-fixtures';
import { axisLabels } from '../features/page-detail/lib/time-axis';
import { ScoreHistoryChart } from '../features/page-detail/components/score-history-chart';

/** Completed scans started at `times`, newest first as the API lists them. */
const scansAt = (times: string[]) =>
  times.map((time, index) => scanFixture(index + 1, { time_created: time, score: 60 + index }));

const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const medium = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const ONE_DAY = ['2026-12-02T09:00:00Z', '2026-12-02T11:30:00Z', '2026-12-02T14:45:00Z'];

const chart = () => screen.getByRole('img', { name: /^Score history/ });
const timeLabels = () =>
  [...chart().querySelectorAll('text')].map((text) => text.textContent).slice(3);

function renderChart(times: string[]) {
  return render(
    <AppProviders>
      <ScoreHistoryChart scans={scansAt([...times].reverse())} />
    </AppProviders>,
  );
}

/** A box that measures `width` px, as a browser's ResizeObserver reports it. */
function boxesMeasure(width: number) {
  const original = window.ResizeObserver;
  window.ResizeObserver = class {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const entry = { target, contentRect: { width } } as unknown as ResizeObserverEntry;
      this.callback([entry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  };
  return () => (window.ResizeObserver = original);
}

describe('Score history chart', () => {
  it('names the times of a day of scans, and the day once beside its title', () => {
    renderChart(ONE_DAY);
    const [first, , last] = ONE_DAY.map((at) => new Date(at));
    expect(timeLabels()).toEqual([time.format(first), time.format(last)]);
    expect(screen.getByText(medium.format(first))).toBeVisible();
  });

  it('keeps its labels small at any width: drawn as wide as its box, never scaled up', () => {
    const restore = boxesMeasure(1200);
    try {
      act(() => void renderChart(ONE_DAY));
      expect(chart()).toHaveAttribute('viewBox', '0 0 1200 150');
      expect(chart()).toHaveAttribute('width', '1200');
      expect(chart().querySelector('g')).toHaveAttribute('font-size', '11');
      // Room for a middle label too.
      expect(timeLabels()).toHaveLength(3);
    } finally {
      restore();
    }
  });

  it('names days over several days, and never the same text twice', () => {
    renderChart(['2026-02-11T10:00:00Z', '2026-02-12T10:00:00Z', '2026-02-13T10:00:00Z']);
    expect(timeLabels()).toEqual(['Feb 11', 'Feb 13']);
    const sameMinute = [new Date('2026-12-02T09:00:10Z'), new Date('2026-12-02T09:00:40Z')];
    expect(axisLabels(sameMinute, true)).toEqual([{ index: 0, text: time.format(sameMinute[0]!) }]);
    const years = [new Date('2025-12-30T10:00:00Z'), new Date('2026-01-02T10:00:00Z')];
    expect(axisLabels(years, false).map((label) => label.text)).toEqual(years.map(medium.format));
  });
});
