import { vi } from 'vitest';

// Radix measures its controls; jsdom has no ResizeObserver. Components under test get a silent one.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);
