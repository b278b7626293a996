import { describe, expect, it } from 'vitest';
import { entryFor, entryText, pickDictionary, shownText, textFor } from './dictionaries';

const entries = [
  { languageId: 1, name: 'Latte' },
  { languageId: 2, name: '  ' },
];

describe('the dictionary picker', () => {
  it("finds a language's entry, else undefined (entryFor) or the first entry (pickDictionary)", () => {
    expect(entryFor(entries, 2)).toBe(entries[1]);
    expect(entryFor(entries, 3)).toBeUndefined();
    expect(pickDictionary(entries, 3)).toBe(entries[0]);
    expect(pickDictionary(null, 1)).toBeUndefined();
  });

  it("takes a console form's language ids given as strings", () => {
    const fromForm = [{ languageId: '3', name: 'Латте' }];
    expect(entryFor(fromForm, 3)).toBe(fromForm[0]);
    expect(textFor(fromForm, 3)).toBe('Латте');
  });

  it('reads a text, a missing or blank one (or a missing entry) as undefined', () => {
    expect(textFor(entries, 1)).toBe('Latte');
    expect(textFor(entries, 2)).toBeUndefined();
    expect(textFor(entries, 3)).toBeUndefined();
    expect(textFor(undefined, 1)).toBeUndefined();
    const slides = [{ languageId: 1, content: 'Slide' }];
    expect(textFor(slides, 1, 'content')).toBe('Slide');
    expect(entryText({ languageId: 1, name: 7 } as never, 'name')).toBeUndefined();
  });

  it('shows a missing translation as the Azerbaijani text, else any language’s (shownText)', () => {
    const three = [
      { languageId: 1, name: 'Latte' },
      { languageId: 2, name: 'Latte (az)' },
      { languageId: 3, name: ' ' },
    ];
    expect(shownText(three, 1, 'name')).toBe('Latte');
    expect(shownText(three, 3, 'name')).toBe('Latte (az)');
    expect(shownText(entries, 3, 'name')).toBe('Latte');
    expect(shownText([{ languageId: 2, name: '' }], 1, 'name')).toBeUndefined();
    expect(shownText(undefined, 1, 'name')).toBeUndefined();
  });
});
