import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy… waits up to 5 s (testing-library's default is 1 s): a page's first render under a loaded CI machine
// took longer, and a test that waits for what must appear should not fail on the machine's speed.
configure({ asyncUtilTimeout: 5000 });

// What Mantine needs and jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView = () => {};
// jsdom lays nothing out: every element is a 1000 × 800 box, so the table's virtualizer renders its rows.
Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 800 });
Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
window.HTMLElement.prototype.scrollTo = () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
