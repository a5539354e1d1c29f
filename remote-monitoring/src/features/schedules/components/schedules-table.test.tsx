import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@vigil/shared';
import { list } from '../../../testing/monitoring-fixtures';
import { answerCalls, callsTo } from '../../../testing/render-app';
import { resetBetweenTests } from '../../../testing/reset';
import { runFixture, scheduleFixture } from '../testing/schedule-fixtures';
import { SchedulesTable } from './schedules-table';

jest.mock('@vigil/shared', () =>
  jest.requireActual('../../../testing/shared-mock').sharedWithMocks(),
);
resetBetweenTests();

const schedules = [
  scheduleFixture(1, { last_run: runFixture() }),
  scheduleFixture(2, { scope: 'account', resources: [], task_type: 'test', status: 'Paused' }),
];

/** A window `px` wide, as far as media queries go: `(max-width: Nrem)` at 16 px a rem. */
function windowOf(px: number) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const rem = /max-width:\s*([\d.]+)rem/.exec(query)?.[1];
    return {
      ...original(query),
      matches: rem !== undefined && px <= Number(rem) * 16,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    } as MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}

let restoreWindow: () => void = () => undefined;
afterEach(() => restoreWindow());

function renderAt(px: number, rows = schedules) {
  restoreWindow = windowOf(px);
  answerCalls({ runSchedule: () => runFixture({ manual: true }), listSchedules: () => list([]) });
  render(
    <AppProviders>
      <SchedulesTable schedules={rows} onEdit={jest.fn()} onDelete={jest.fn()} />
    </AppProviders>,
  );
}

const firstOf = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('SchedulesTable on a phone (390 px)', () => {
  it('shows a card per schedule with its actions, Run now first, before its timing and runs', async () => {
    renderAt(390);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Schedules' })).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Scan of https://site-1.example.com',
      'Test of every site',
    ]);
    const first = cards[0]!;
    const buttons = within(first).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Run now',
      'Pause',
      'Edit',
      'Delete',
    ]);
    expect(firstOf(buttons[0]!, within(first).getByText('Next run'))).toBe(true);
    expect(firstOf(buttons[0]!, within(first).getByText('Task'))).toBe(true);
    expect(
      within(cards[1]!).getByRole('button', { name: 'Resume: Test of every site' }),
    ).toBeVisible();

    await userEvent.setup().click(buttons[0]!);
    await waitFor(() =>
      expect(callsTo('runSchedule')).toEqual([{ params: { id: schedules[0]!.id } }]),
    );
  });
});

it.each([390, 1440])(
  'at %i px marks a schedule vigil deploy made "Managed by code", not one made in the screens',
  (px) => {
    renderAt(px, [scheduleFixture(1, { managed_by: 'vigil.config' }), scheduleFixture(2)]);
    const [coded, clicked] =
      px < 768
        ? within(screen.getByRole('list', { name: 'Schedules' })).getAllByRole('listitem')
        : within(screen.getByRole('table', { name: 'Schedules' }))
            .getAllByRole('row')
            .slice(1);
    expect(within(coded!).getByText('Managed by code')).toBeVisible();
    expect(within(clicked!).queryByText('Managed by code')).toBeNull();
  },
);

describe('SchedulesTable from md up (1440 px)', () => {
  it('is a table with a row per schedule and the actions in the last column', () => {
    renderAt(1440);
    expect(screen.queryByRole('list', { name: 'Schedules' })).toBeNull();
    const rows = within(screen.getByRole('table', { name: 'Schedules' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const cells = within(rows[1]!).getAllByRole('cell');
    expect(within(cells.at(-1)!).getByRole('button', { name: /^Run now: / })).toBeVisible();
  });
});
