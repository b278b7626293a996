// html-validate's rules for the public site's pages as the server sends them (tests/one-origin.test.ts
// checks every page of the sitemap in every language against them; `npx html-validate <file>` finds
// this file too). Every rule of `html-validate:recommended` is on. The options below only say which
// of two spellings HTML treats alike the site writes, where most of its markup is React's
// server rendering, which no option changes; nothing is turned off.
import { defineConfig } from 'html-validate';

export default defineConfig({
  extends: ['html-validate:recommended'],
  rules: {
    // `<!doctype html>`: how Prettier writes index.html; the doctype is case-insensitive.
    'doctype-style': ['error', { style: 'lowercase' }],
    // React writes void elements self-closed (`<img/>`), and Prettier does in index.html: the
    // server's own tags are written the same way.
    'void-style': ['error', { style: 'selfclose' }],
    // React keeps the DOM names of some attributes (`srcSet`, `fetchPriority`, `hrefLang`) in the
    // markup; HTML attribute names are case-insensitive. camelCase still refuses `SRC` or `Href`.
    'attr-case': ['error', { style: 'camelcase' }],
    // React writes a true boolean attribute, and `hidden`, as `required=""`: the server's own tags too.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // React's useId makes ids like `_R_jd_`: valid HTML ids (no space, not empty), which the strict
    // mode refuses only for not starting with a letter (a CSS selector needs no escape then; the
    // site selects none of them).
    'valid-id': ['error', { relaxed: true }],
    // A few lists carry a name of their own (the sizes of a product, the social links, the
    // languages): a list may be named in ARIA, and the name tells a screen reader's list of lists
    // apart. Every other element still gets the rule.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
});
