/** Detection of user activity, which keeps a session alive (spec section 4). */

/**
 * DOM events that count as activity. `scroll` does not bubble, so listeners are installed in the
 * capture phase to see scrolling inside any element too.
 */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** How often activity is reported at most: a pointer moving fires dozens of events a second. */
export const ACTIVITY_THROTTLE_MS = 5_000;

/**
 * Calls `onActivity` when the user interacts with `target`, at most once per `throttleMs`.
 * Listeners are passive, so they never delay scrolling. Returns the function that removes them.
 */
export function watchActivity(target: EventTarget, onActivity: () => void, throttleMs: number = ACTIVITY_THROTTLE_MS): () => void {
  let last = Number.NEGATIVE_INFINITY;
  const listener = () => {
    const now = Date.now();
    if (now - last < throttleMs) return;
    last = now;
    onActivity();
  };
  const options: AddEventListenerOptions = { passive: true, capture: true };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, listener, options);
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, listener, options);
  };
}
