// Radix measures its controls; jsdom has no ResizeObserver. Components under test get a silent one,
// set as a plain global so that a test's vi.unstubAllGlobals() leaves it in place.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
