import { describe, expect, it } from 'vitest';
import { passwordChangeSchema, passwordProblem, passwordRuleBroken, PASSWORD_RULES } from './passwords';

describe('password rules', () => {
  it('name the first rule a password breaks', () => {
    expect(passwordRuleBroken('Short-1')).toBe('passwordTooShort');
    expect(passwordRuleBroken(`Aa1${'ə'.repeat(35)}`)).toBe('passwordTooLong');
    expect(passwordRuleBroken('ALL-UPPER-CASE-1')).toBe('passwordNeedsLowercase');
    expect(passwordRuleBroken('all-lower-case-1')).toBe('passwordNeedsUppercase');
    expect(passwordRuleBroken('No-Digits-Here')).toBe('passwordNeedsDigit');
    expect(passwordRuleBroken('Good-password-1')).toBeUndefined();
    // Letters of the three languages count.
    expect(passwordRuleBroken('Şifrə-yaxşıdır-1')).toBeUndefined();
    expect(passwordRuleBroken('Хороший-пароль-1')).toBeUndefined();
  });

  it('count bytes, as bcrypt does, not characters', () => {
    const ascii = `Aa1${'x'.repeat(PASSWORD_RULES.maxBytes - 3)}`;
    expect(passwordRuleBroken(ascii)).toBeUndefined();
    expect(passwordRuleBroken(`${ascii}x`)).toBe('passwordTooLong');
  });

  it('speak the three languages', () => {
    expect(passwordProblem('short', 'en')).toBe('The password must be at least 12 characters long');
    expect(passwordProblem('short', 'az')).toBe('Şifrə ən azı 12 simvoldan ibarət olmalıdır');
    expect(passwordProblem('short', 'ru')).toBe('Пароль должен содержать не менее 12 символов');
  });

  it('the change body names the field at fault', () => {
    const schema = passwordChangeSchema('en');
    const issues = (input: unknown) => {
      const result = schema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    };
    expect(issues({ newPassword: 'Good-password-1' })).toEqual([{ path: 'currentPassword', message: 'Current password is required' }]);
    expect(issues({ currentPassword: 'x', newPassword: 'weak' })).toEqual([
      { path: 'newPassword', message: 'The password must be at least 12 characters long' },
    ]);
    expect(issues({ currentPassword: 'Good-password-1', newPassword: 'Good-password-1' })).toEqual([
      { path: 'newPassword', message: 'The new password must differ from the current one' },
    ]);
    expect(schema.parse({ currentPassword: ' old ', newPassword: ' Good-password-1 ' })).toEqual({
      currentPassword: ' old ',
      newPassword: ' Good-password-1 ',
    });
  });
});
