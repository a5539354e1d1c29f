import { FRAME_WAIT_LIMIT_MS, afterNextFrame, resetNextFrameWait } from './after-next-frame';

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
