import '@testing-library/jest-dom/vitest';
import { mediaQueries } from './media';

// The rest of every component test's setup: vitest.components.setup.mjs at the repository's root.

// jsdom lacks it; MUI and react-admin call it. No media query matches (a wide window).
if (!window.matchMedia) window.matchMedia = mediaQueries(() => false);
