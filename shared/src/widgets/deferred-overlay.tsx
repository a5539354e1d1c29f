import {
  cloneElement,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
} from 'react';
import type { loadOnce } from '../lazy/load-once';
import { mergeRefs } from '../ui';

/**
 * What the user did to the trigger before the overlay's code arrived: `point` (pointer over it)
 * and `focus` ask for a tooltip, `press` (pointer down, Enter, Space, arrow down) for a menu.
 */
export interface Intent {
  point: boolean;
  focus: boolean;
  press: boolean;
}

type OverlayModule<T> = ReturnType<typeof loadOnce<T>>;

type TriggerProps = Record<string, unknown> & { ref?: Ref<HTMLElement> };

const PRESS_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** Calls the trigger's own handler, then ours: the app's behaviour is never replaced. */
function chain<E extends SyntheticEvent>(own: unknown, ours: (event: E) => void) {
  return (event: E) => {
    if (typeof own === 'function') (own as (event: E) => void)(event);
    ours(event);
  };
}

export interface DeferredOverlayProps<T> {
  module: OverlayModule<T>;
  /** One focusable element; it is rendered alone until the user shows intent. */
  trigger: ReactElement;
  /** The overlay around `trigger`, once its code is here, told what the user already did. */
  render: (module: T, trigger: ReactElement, intent: Intent) => ReactNode;
  /** Waits this long after the first intent before the overlay appears (a tooltip's delay). */
  delayMs?: number;
  /**
   * A menu: Enter, Space and arrow down on the trigger ask for it (and do nothing else until it
   * is here). A tooltip leaves every key to its trigger.
   */
  opensOnPress?: boolean;
}

/**
 * The trigger's element (`node`), and its focus carried to the new element once `ready` swaps the
 * overlay in: call `noteFocus` just before the swap.
 */
function useFocusCarriedAcross(ready: boolean) {
  const node = useRef<HTMLElement | null>(null);
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    if (ready && hadFocus.current && node.current && document.activeElement !== node.current) {
      hadFocus.current = false;
      node.current.focus();
    }
  }, [ready]);
  const noteFocus = () => {
    hadFocus.current = node.current !== null && document.activeElement === node.current;
  };
  return { node, noteFocus };
}

/**
 * Tooltips and menus are on most screens but used on few visits: their code (state machines,
 * positioning, dismissal) loads the first time a pointer, focus or key reaches the trigger (issue
 * 18: it was a sixth of the first screen's JavaScript). Until then the trigger renders alone.
 * Swapping it in remounts the trigger element, so focus is handed to the new one.
 */
export function DeferredOverlay<T>({
  module,
  trigger,
  render,
  delayMs = 0,
  opensOnPress = false,
}: DeferredOverlayProps<T>) {
  const [ready, setReady] = useState(() => module.loaded() !== undefined);
  const intent = useRef<Intent>({ point: false, focus: false, press: false });
  const { node, noteFocus } = useFocusCarriedAcross(ready);
  const requested = useRef(false);
  const props = trigger.props as TriggerProps;
  const ref = mergeRefs(props.ref, (element) => {
    node.current = element;
  });

  if (ready) {
    const loaded = module.loaded() as T;
    return <>{render(loaded, cloneElement(trigger, { ref } as TriggerProps), intent.current)}</>;
  }

  const arm = (change: Partial<Intent>) => {
    Object.assign(intent.current, change);
    if (requested.current) return;
    requested.current = true;
    const started = Date.now();
    void module.load().then(
      () =>
        setTimeout(
          () => {
            noteFocus();
            setReady(true);
          },
          Math.max(0, delayMs - (Date.now() - started)),
        ),
      (error: unknown) => {
        // The trigger keeps working alone; the next intent fetches again.
        requested.current = false;
        console.warn('An overlay could not be loaded:', error);
      },
    );
  };
  const calm = (change: Partial<Intent>) => Object.assign(intent.current, change);

  return cloneElement(trigger, {
    ref,
    onPointerEnter: chain(props.onPointerEnter, () => arm({ point: true })),
    onPointerLeave: chain(props.onPointerLeave, () => calm({ point: false, press: false })),
    onFocus: chain(props.onFocus, () => arm({ focus: true })),
    onBlur: chain(props.onBlur, () => calm({ focus: false, press: false })),
    onPointerDown: chain(props.onPointerDown, () => arm({ press: true })),
    onKeyDown: chain(props.onKeyDown, (event: SyntheticEvent) => {
      if (opensOnPress && PRESS_KEYS.has((event as unknown as KeyboardEvent).key)) {
        event.preventDefault();
        arm({ press: true });
      }
    }),
  } as TriggerProps);
}
