import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { failedTest, workingTest } from '../features/test-detail/testing/test-fixtures';
import { answerCalls, callsTo, httpError } from '../testing/render-app';
import { resetBetweenTests } from '../testing/reset';
import { TestRoute } from './page-test';
import { stubObjectUrls } from '../testing/object-urls';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const test = failedTest();
const renderTest = () => renderRoute('/test/:id', <TestRoute />, `/test/${test.id}`);
const section = (name: string) => screen.getByRole('region', { name });

stubObjectUrls();
afterEach(() => jest.useRealTimers());

describe('Test (call mocked at the @vigil/shared boundary)', () => {
  it('shows the outcome against the threshold, component scores, images and every delta', async () => {
    answerCalls({ getTest: () => test, getArtifact: () => new Blob(['png']) });
    renderTest();
    expect(await screen.findByText('Failed')).toBeVisible();
    expect(screen.getByText('87.1 %')).toBeVisible();
    expect(screen.getByText('threshold 95 %')).toBeVisible();
    const scores = screen.getByRole('list', { name: 'Component scores' });
    expect(scores).toHaveTextContent(/Visual\s*91.5\s*under the threshold/);
    expect(scores).toHaveTextContent(/Security\s*100/);
    expect(scores).not.toHaveTextContent(/Security\s*100\s*under/);

    for (const name of ['Before', 'After'])
      expect(
        await screen.findByRole('img', { name: `${name}: screenshot of the page` }),
      ).toBeVisible();
    expect(section('Visual')).toHaveTextContent('The page is 300 px longer.');
    expect(screen.getByRole('list', { name: 'Changed areas' })).toHaveTextContent(
      '1280×300 at (0, 1000)',
    );

    expect(section('New console messages')).toHaveTextContent(
      'Payment widget failed to load after # ms (0 → 1)',
    );
    expect(section('Resolved console messages')).toHaveTextContent('Deprecated option used');
    const deltas = screen.getByRole('list', { name: 'Score deltas' });
    expect(deltas).toHaveTextContent(/SEO\s*90 → 70 \(-20\)\s*beyond the spread/);
    expect(deltas).toHaveTextContent('allowed drop 17.79 (median 85, MAD 4 over 8 scans)');
    expect(section('Scores')).toHaveTextContent('Accessibility rules new: image-alt; fixed: none.');
    const html = within(section('HTML')).getByRole('list', { name: 'HTML changes' });
    expect(html).toHaveTextContent(/changed · html > body > main > h1\s*<h1>Plans\s*<h1>Our plans/);
    // Unchanged nodes are collapsed into a count: 10 before, less the 1 changed.
    expect(html).toHaveTextContent('⋯ 9 unchanged nodes collapsed ⋯');
  });

  it('compares before and after with a keyboard slider, the changed boxes and the diff image', async () => {
    answerCalls({ getTest: () => test, getArtifact: () => new Blob(['png']) });
    const { user } = renderTest();
    const visual = await screen.findByRole('region', { name: 'Visual' });
    await within(visual).findByRole('img', { name: 'After: screenshot of the page' });
    // The after image is clipped over the before one at the divider (50 % at first).
    const clip = within(visual).getByTestId('after-clip');
    expect(clip).toHaveAttribute('style', 'clip-path: inset(0 0 0 50%);');
    const slider = within(visual).getByRole('slider', {
      name: 'Divider between before and after',
    });
    // A native range input: arrow keys move it in a browser (jsdom does not step it, the
    // e2e journey does); here its value changes as the keys would change it.
    expect(slider).toHaveAttribute('type', 'range');
    fireEvent.change(slider, { target: { value: '52' } });
    expect(clip).toHaveAttribute('style', 'clip-path: inset(0 0 0 52%);');
    expect(slider).toHaveAttribute(
      'aria-valuetext',
      '52 %: before on the left, after on the right',
    );

    // One box per changed area, in the diff canvas's pixels; they can be hidden.
    const boxes = within(visual).getByTestId('changed-boxes');
    expect(boxes).toHaveAttribute('viewBox', '0 0 1280 1300');
    const [box] = boxes.querySelectorAll('rect');
    expect(box).toHaveAttribute('y', '1000');
    expect(box).toHaveAttribute('height', '300');
    await user.click(within(visual).getByRole('button', { name: 'Hide changed boxes' }));
    expect(within(visual).queryByTestId('changed-boxes')).not.toBeInTheDocument();

    await user.click(within(visual).getByRole('button', { name: 'Diff image' }));
    expect(
      await within(visual).findByRole('img', { name: 'Changes: the diff image' }),
    ).toBeVisible();
    expect(within(visual).queryByRole('slider')).not.toBeInTheDocument();
    expect(callsTo('getArtifact')).toContainEqual({
      params: { id: test.deltas!.images!.diff!.id },
    });
  });

  it('shows the one screenshot there is when the earlier scan had none', async () => {
    const images = { ...test.deltas!.images!, before: null, diff: null };
    answerCalls({
      getTest: () => failedTest({ deltas: { ...test.deltas!, images } }),
      getArtifact: () => new Blob(['png']),
    });
    renderTest();
    expect(await screen.findByRole('img', { name: 'After: screenshot of the page' })).toBeVisible();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getAllByText('No screenshot was captured.')).toHaveLength(2);
  });

  it('accepts the new scan as the baseline', async () => {
    answerCalls({
      getTest: () => test,
      getArtifact: () => new Blob(['png']),
      acceptTestBaseline: () => ({ ...test, is_baseline: true }),
    });
    const { user } = renderTest();
    await user.click(await screen.findByRole('button', { name: 'Accept as baseline' }));
    expect(callsTo('acceptTestBaseline')).toEqual([{ params: { id: test.id } }]);
    expect(await screen.findByText('Baseline')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept as baseline' })).not.toBeInTheDocument();
  });

  it('is live while working: polls every 5 s until the comparison is done', async () => {
    jest.useFakeTimers();
    let done = false;
    answerCalls({
      getTest: () => (done ? test : workingTest()),
      getArtifact: () => new Blob(['png']),
    });
    renderTest();
    expect(await screen.findByText('Scanning the page and comparing…')).toBeVisible();
    done = true;
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(await screen.findByRole('list', { name: 'Component scores' })).toBeVisible();
    expect(callsTo('getTest')).toHaveLength(2);
  });

  it('says why a test could not compare, and that a test is not found', async () => {
    answerCalls({
      getTest: () =>
        failedTest({
          score: null,
          component_scores: null,
          deltas: null,
          error: 'the page could not be visited: net::ERR_CONNECTION_REFUSED',
        }),
    });
    renderTest();
    expect(await screen.findByText('The test could not compare the page.')).toBeVisible();
    expect(screen.getByText(/ERR_CONNECTION_REFUSED/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept as baseline' })).not.toBeInTheDocument();
  });

  it('says the test was not found when the API answers 404', async () => {
    answerCalls({ getTest: () => Promise.reject(httpError(404, { reason: 'Not found.' })) });
    renderTest();
    expect(await screen.findByText('Test not found')).toBeVisible();
  });
});
