// Radix measures its controls; jsdom has no ResizeObserver. Components under test get a silent one,
// set as a plain global so that a test's vi.unstubAllGlobals() leaves it in place.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Components under test speak English (D37): every English text is loaded before a test renders
// (files that ask for the node environment render nothing).
if (typeof document !== 'undefined') {
  const { loadStrings, startLanguage } = await import('#web/lib/i18n.ts');
  const texts = import.meta.glob<Record<string, unknown>>('../locales/en/**/*.json', { import: 'default' });
  // The app fetches its texts from the server (vite.config.ts `locales`); here they come from the files.
  const serverFetch = globalThis.fetch;
  globalThis.fetch = (async (url: string) => {
    const file = `../locales/${url.replace(/^.*\/assets\/locales\/[^/]+\//, '')}`;
    const read = texts[file];
    if (!read) return new Response(null, { status: 404 });
    return Response.json(await read());
  }) as typeof fetch;
  const screens = Object.keys(texts)
    .filter((path) => path.includes('/on-demand/'))
    .map((path) => path.replace(/^.*\/(.+)\.json$/, '$1'));
  await startLanguage();
  await loadStrings(...screens);
  globalThis.fetch = serverFetch;
}

// `findBy…` and `waitFor` wait up to 5 s rather than Testing Library's 1 s: on CI's two busy cores a
// form's answer (a mutation, a re-render) can take longer than a second to show.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
