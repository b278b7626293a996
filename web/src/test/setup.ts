import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages load their data and lazy parts in several passes, and a busy 2-core machine (another suite beside
// this one) can take seconds: a wait that holds returns at once, so the longer bound costs only failures.
configure({ asyncUtilTimeout: 15000 });

// jsdom does not scroll; the frame scrolls to top on every path change.
window.scrollTo = (() => {}) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.body.style.overflow = '';
});
