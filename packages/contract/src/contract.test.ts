import { describe, expect, it } from 'vitest';
import type { ZodError } from 'zod';
import { booksQuerySchema } from './bookList';
import { rateBookBodySchema } from './books';
import { categoryWithSubcategories, isCategory } from './categories';
import { fieldErrors, moneySchema } from './common';
import { messages } from './messages';
import { isBarcelonaAddress } from './orders';
import { signUpBodySchema } from './users';

function fieldMessages(result: { error?: ZodError }) {
  return result.error ? fieldErrors(result.error) : {};
}

describe('sign-up messages (SPEC section 5)', () => {
  const valid = {
    name: 'Mercè',
    surname: 'Rodoreda',
    email: 'merce@example.com',
    telephone: '+34 931 234 567',
    password: 'secret',
    confirmPassword: 'secret',
  };

  it('accepts a complete sign-up', () => {
    expect(signUpBodySchema.safeParse(valid).success).toBe(true);
  });

  it('names each missing field with its message', () => {
    const result = signUpBodySchema.safeParse({
      name: '',
      surname: '',
      email: '',
      telephone: '',
      password: '',
      confirmPassword: '',
    });
    expect(fieldMessages(result)).toMatchObject({
      name: messages.firstNameRequired,
      surname: messages.lastNameRequired,
      email: messages.emailRequired,
      telephone: messages.telephoneRequired,
      password: messages.passwordRequired,
      confirmPassword: messages.confirmPasswordRequired,
    });
  });

  it('says when the email, telephone, password length or confirmation is wrong', () => {
    const result = signUpBodySchema.safeParse({
      ...valid,
      email: 'merce@',
      telephone: 'abc',
      password: '1234',
      confirmPassword: '12345',
    });
    expect(fieldMessages(result)).toMatchObject({
      email: messages.emailNotCorrect,
      telephone: messages.telephoneNotCorrect,
      password: messages.passwordTooShort,
    });
    const mismatch = signUpBodySchema.safeParse({ ...valid, confirmPassword: 'secret2' });
    expect(fieldMessages(mismatch)).toEqual({ confirmPassword: messages.passwordsNotMatched });
  });

  it('names each problem with a code the client translates, never an English sentence', () => {
    const result = signUpBodySchema.safeParse({ ...valid, email: '', telephone: 'abc' });
    expect(fieldMessages(result)).toEqual({ email: 'emailRequired', telephone: 'telephoneNotCorrect' });
    for (const [name, code] of Object.entries(messages)) expect(code).toBe(name);
  });
});

describe('ratings', () => {
  it.each([0, 0.5, 3.5, 5])('accepts %s', (rating) => {
    expect(rateBookBodySchema.safeParse({ rating }).success).toBe(true);
  });
  it.each([7, 2.3, -1, 5e-324, '3', null])('refuses %s', (rating) => {
    expect(rateBookBodySchema.safeParse({ rating }).success).toBe(false);
  });
});

describe('categories', () => {
  it('a top category stands for its subcategories too', () => {
    expect(categoryWithSubcategories('educational')).toEqual([
      'educational',
      'language',
      'scientific',
      'manual',
      'textbook',
      'preschool',
      'dictionarie',
    ]);
    expect(categoryWithSubcategories('poem')).toEqual(['poem']);
  });

  it('refuses a slug that is not in the SPEC', () => {
    expect(booksQuerySchema.safeParse({ category: 'cookery' }).success).toBe(false);
  });

  it('knows its categories without zod, agreeing with the schema', () => {
    for (const slug of [
      'imaginative',
      'poem',
      'dictionarie',
      'cookery',
      'Poem',
      'constructor',
      '',
      undefined,
    ]) {
      const known = slug !== undefined && booksQuerySchema.safeParse({ category: slug }).success;
      expect(isCategory(slug), String(slug)).toBe(known);
    }
  });
});

describe('Barcelona delivery', () => {
  it.each([
    ['Barcelona', '08001', true],
    ['barcelona ', '08042', true],
    ['Barcelona', '08043', false],
    ['Badalona', '08911', false],
    ['Barcelona', '8001', false],
  ])('%s %s -> free 24 h delivery: %s', (town, postcode, free) => {
    expect(isBarcelonaAddress({ town, postcode })).toBe(free);
  });
});

describe('money', () => {
  it.each([0, 0.01, 12.15, 19.99, 1234.5])('accepts %s euros', (price) => {
    expect(moneySchema.safeParse(price).success).toBe(true);
  });
  it.each([-1, 12.151, 0.001, 5e-324])('refuses %s euros', (price) => {
    expect(moneySchema.safeParse(price).success).toBe(false);
  });
});

describe('single-line texts', () => {
  const valid = {
    name: 'Mercè',
    surname: "O'Brien-Rodoreda",
    email: 'merce@example.com',
    telephone: '+34 931 234 567',
    password: 'secret',
    confirmPassword: 'secret',
  };

  it.each([
    ['name', 'Victim,\r\n\r\nYour account is suspended', messages.firstNameRequired],
    ['name', 'Ana\u0000', messages.firstNameRequired],
    ['name', 'Ana\u2028Bel', messages.firstNameRequired],
    ['surname', 'Riera\tBosch', messages.lastNameRequired],
    ['surname', 'Riera\u001b[31m', messages.lastNameRequired],
    ['telephone', '+34 931\n234 567', messages.telephoneNotCorrect],
  ])('refuses a %s holding a control character with its SPEC message', (field, value, message) => {
    expect(fieldMessages(signUpBodySchema.safeParse({ ...valid, [field]: value }))).toEqual({
      [field]: message,
    });
  });

  it('takes names in any script, with accents, apostrophes and joiners', () => {
    for (const name of ['Mercè', 'Nguyễn Thị', 'Ἀριστοτέλης', 'محمد‌رضا', 'O’Brien']) {
      expect(signUpBodySchema.safeParse({ ...valid, name }).success, name).toBe(true);
    }
  });
});
