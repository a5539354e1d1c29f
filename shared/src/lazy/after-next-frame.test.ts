import { FRAME_WAIT_LIMIT_MS, afterNextFrame, resetNextFrameWait } from './after-next-frame';
import { resetPaintReports } from './paint-reports';

const realFrame = window.requestAnimationFrame;
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  // Let every pending promise callback run (fake timers leave the microtask queue alone).
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return done;
};

beforeEach(() => {
  resetNextFrameWait();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  window.requestAnimationFrame = realFrame;
  jest.restoreAllMocks();
});

it('resolves once a frame has reached the display; callers of one frame share it', async () => {
  let drawFrame: FrameRequestCallback | undefined;
  let asked = 0;
  window.requestAnimationFrame = (callback) => ((drawFrame = callback), (asked += 1));
  const first = afterNextFrame();
  const sameFrame = afterNextFrame();
  expect(await settled(first)).toBe(false);
  expect(asked).toBe(1);

  drawFrame!(0);
  jest.advanceTimersByTime(0);
  expect(await settled(first)).toBe(false); // drawn, but maybe not on the display yet
  drawFrame!(16); // the next frame begins: the one before it has been shown
  expect(await settled(first)).toBe(false); // in the task after the callback
  jest.advanceTimersByTime(0);
  expect(await settled(first)).toBe(true);
  expect(await settled(sameFrame)).toBe(true);
});

it('makes a later caller wait for a frame of its own: what it asks for is drawn first', async () => {
  const frames: FrameRequestCallback[] = [];
  window.requestAnimationFrame = (callback) => frames.push(callback);
  const showFrame = () => {
    frames.shift()!(0);
    frames.shift()!(16);
    jest.advanceTimersByTime(0);
  };
  const first = afterNextFrame();
  showFrame();
  expect(await settled(first)).toBe(true);

  const later = afterNextFrame();
  expect(await settled(later)).toBe(false);
  showFrame();
  expect(await settled(later)).toBe(true);
});

it('keeps the next wait shared when a wait the limit ended sees its frame late', async () => {
  const frames: FrameRequestCallback[] = [];
  window.requestAnimationFrame = (callback) => frames.push(callback);
  const first = afterNextFrame();
  const firstFrame = frames.shift()!;
  jest.advanceTimersByTime(FRAME_WAIT_LIMIT_MS);
  expect(await settled(first)).toBe(true);

  const second = afterNextFrame(); // a wait of its own
  firstFrame(0); // the first wait's frames come late
  frames.pop()!(16);
  jest.advanceTimersByTime(0);
  expect(afterNextFrame()).toBe(second); // still shared, not a third wait
  expect(await settled(second)).toBe(false);
});

it('does not wait on a hidden page, which draws no frames', async () => {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  window.requestAnimationFrame = () => 1; // would never draw
  expect(await settled(afterNextFrame())).toBe(true);
});

it(`gives up after ${FRAME_WAIT_LIMIT_MS} ms when no frame comes (the tab was hidden meanwhile)`, async () => {
  window.requestAnimationFrame = () => 1;
  const waiting = afterNextFrame();
  jest.advanceTimersByTime(FRAME_WAIT_LIMIT_MS - 1);
  expect(await settled(waiting)).toBe(false);
  jest.advanceTimersByTime(1);
  expect(await settled(waiting)).toBe(true);
});

describe('on the first screen, in a browser that reports the largest content shown', () => {
  /** A stand-in for Chromium's PerformanceObserver: the test says when content was shown. */
  let report: (shownAt: number) => void = () => {};
  beforeEach(() => {
    resetPaintReports();
    class FakePaintObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(private readonly callback: PerformanceObserverCallback) {}
      observe() {
        report = (startTime) =>
          this.callback(
            { getEntries: () => [{ startTime }] } as unknown as PerformanceObserverEntryList,
            this as unknown as PerformanceObserver,
          );
      }
    }
    Object.assign(globalThis, { PerformanceObserver: FakePaintObserver });
  });
  afterEach(() => {
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    resetPaintReports();
  });

  /**
   * The waited-for frame's rAF runs `lateBy` ms after the frame was due (a busy main thread),
   * the next frame's 16 ms after that.
   */
  const bothFrames = (lateBy = 0) => {
    const frames: FrameRequestCallback[] = [];
    window.requestAnimationFrame = (callback) => frames.push(callback);
    return () => {
      const due = performance.now();
      jest.advanceTimersByTime(lateBy);
      frames.shift()!(due);
      jest.advanceTimersByTime(16);
      frames.shift()!(due + lateBy + 16);
      jest.advanceTimersByTime(0);
    };
  };

  it("waits past the next frame's rAF until the browser reports content shown after the frame's rAF ran", async () => {
    const showFrames = bothFrames(25); // its rAF runs 25 ms after the frame was due
    const waiting = afterNextFrame();
    const due = performance.now();
    showFrames();
    expect(await settled(waiting)).toBe(false); // rAF came, the display has not said so yet
    // An earlier frame's report (the skeleton's, shown 10 ms after this frame was due, before
    // its rAF ran), arriving after the wait began, is not this frame's.
    report(due + 10);
    expect(await settled(waiting)).toBe(false);
    report(performance.now() + 12); // this frame reached the display
    expect(await settled(waiting)).toBe(true);
  });

  it('waits for no report once the visitor has interacted: the browser stops making them', async () => {
    const showFrames = bothFrames();
    const first = afterNextFrame();
    showFrames();
    expect(await settled(first)).toBe(false);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    jest.advanceTimersByTime(0);
    expect(await settled(first)).toBe(true);

    const later = afterNextFrame();
    showFrames();
    expect(await settled(later)).toBe(true);
  });

  it(`ends at ${FRAME_WAIT_LIMIT_MS} ms all told when no report comes (a frame without larger content)`, async () => {
    const showFrames = bothFrames();
    const waiting = afterNextFrame();
    showFrames(); // 16 ms
    jest.advanceTimersByTime(FRAME_WAIT_LIMIT_MS - 16 - 1);
    expect(await settled(waiting)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });
});
