import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// The rest of every component test's setup: vitest.components.setup.mjs at the repository's root.

afterEach(() => {
  document.body.style.overflow = '';
});
