import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// Screens talk to a real sandbox: on two busy cores an answer can take longer than the default
// second that findBy/waitFor wait. The bound only decides when a failure is reported (the waits
// end at the state awaited); 5 s was missed once with the machine six times over its cores.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the layout observers Ark's positioning and presence code subscribe to.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.scrollTo ??= function scrollTo() {};
