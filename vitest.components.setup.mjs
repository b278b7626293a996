// What every component test of the site and the console starts with (vitest.components.mjs lists it
// before each package's own src/test/setup.ts).
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages and screens load their data and lazy parts in several passes, and a busy 2-core machine (another
// suite beside this one) can take seconds: a wait that holds returns at once, so a bound longer than
// Testing Library's 1 s costs only failures.
configure({ asyncUtilTimeout: 15000 });

// jsdom does not scroll; the site's frame scrolls to top on every path change, and MUI calls it too.
window.scrollTo = () => {};

// The files of a worker share one module graph (vitest.components.mjs): each test leaves an empty page.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
