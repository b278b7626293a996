import { describe, expect, it } from 'vitest';
import { camelizeKeys, fieldErrors } from './errors';
import { candidateSchema, reviewSchema, surveySchema } from './public';
import { formatPhone, isCompletePhone } from '../phone';
import { searchKey } from '../search';

describe('visitor forms', () => {
  it('check the survey choices in the form’s order, in the visitor’s language', () => {
    const first = (locale: 'az' | 'en' | 'ru', input: object) => {
      const result = surveySchema(locale).safeParse(input);
      return result.success ? null : fieldErrors(result.error)[0].message;
    };
    expect(first('az', {})).toBe('Cins seçilməyib!');
    expect(first('az', { gender: true })).toBe('Yaş seçilməyib!');
    expect(first('az', { gender: true, age: 1 })).toBe('Keyfiyyət qiyməti seçilməyib!');
    expect(first('az', { gender: true, age: 1, qualityPoint: 4 })).toBe('Əlaqə mənbəyi seçilməyib!');
    expect(first('en', {})).toBe('Gender not selected!');
    expect(first('ru', {})).toBe('Пол не выбран!');
    expect(first('az', { gender: false, age: 3, qualityPoint: 0, contactSourceId: 2 })).toBeNull();
  });

  it('read the old site’s PascalCase survey', () => {
    const parsed = surveySchema('en').parse(
      camelizeKeys({
        Gender: true,
        Age: 2,
        QualityPoint: 3,
        ContactSourceId: 5,
        Comment: '  ',
        Statisfactions: [{ StatisfactionDictionaries: [{ Key: 'Wi-Fi', Value: 3, LanguageId: 1 }] }],
      }),
    );
    expect(parsed).toEqual({
      gender: true,
      age: 2,
      qualityPoint: 3,
      contactSourceId: 5,
      comment: undefined,
      statisfactions: [{ statisfactionDictionaries: [{ key: 'Wi-Fi', value: 3, languageId: 1 }] }],
    });
  });

  it('trim review fields and require name, email and feedback', () => {
    const result = reviewSchema('az').safeParse({ name: '  ', email: 'not-an-email', feedback: '\n' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual([
      { field: 'name', message: 'Ad tələb olunur' },
      { field: 'email', message: 'E-poçt düzgün deyil' },
      { field: 'feedback', message: 'Rəy tələb olunur' },
    ]);
    expect(reviewSchema('en').parse({ name: ' Aysel ', email: ' a@b.az ', feedback: ' Super ' })).toEqual({
      name: 'Aysel',
      email: 'a@b.az',
      feedback: 'Super',
    });
  });

  it('want a complete Azerbaijani phone number for a CV', () => {
    expect(candidateSchema('en').safeParse({ name: 'A', surname: 'B', email: 'a@b.az', number: '12345' }).success).toBe(false);
    expect(candidateSchema('en').safeParse({ name: 'A', surname: 'B', email: 'a@b.az', number: '+994 50 123 45 67' }).success).toBe(true);
  });
});

describe('phone format', () => {
  it('formats as typed: digits only, a leading 994 dropped, at most 17 characters', () => {
    expect(formatPhone('994501234567')).toBe('+994 50 123 45 67');
    expect(formatPhone('(050) 123-45-67')).toBe('+994 05 012 34 56');
    expect(formatPhone('50123')).toBe('+994 50 123');
    expect(formatPhone('501234567890123')).toHaveLength(17);
    expect(isCompletePhone('+994 50 123 45 67')).toBe(true);
    expect(isCompletePhone('50 123 45')).toBe(false);
    expect(formatPhone('994123456')).toBe('+994 99 412 34 56');
    expect(formatPhone('+994 99 4')).toBe('+994 99 4');
    expect(isCompletePhone('994 50 123 45 67 8')).toBe(false);
  });
});

describe('search key', () => {
  it('folds case and diacritics of the three languages alike', () => {
    expect(searchKey('Şəkərbura İçərişəhər')).toBe('sekerbura iceriseher');
    expect(searchKey('ЧИЗКЕЙК Ёлка')).toBe('чизкеик елка');
    expect(searchKey('  Flat   White ')).toBe('flat white');
  });
});
