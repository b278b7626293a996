import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { mediaQueries } from './media';

// Screens load lazily and react-admin renders in several passes: allow more than the default 1 s, and more again on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 15000 });

// jsdom lacks these; MUI and react-admin call them. No media query matches (a wide window).
window.scrollTo = (() => {}) as typeof window.scrollTo;
if (!window.matchMedia) window.matchMedia = mediaQueries(() => false);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
