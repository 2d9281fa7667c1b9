import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { FormErrors } from '../FormField';
import { storySample, storyTexts } from '../storybook/languages';
import { SignUpForm } from './SignUpForm';

/** The shop's refusals (as the shop writes them), in the toolbar's language; the labels are the kit's. */
const shopWords = {
  en: {
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    emailNotCorrect: 'Email is not correct',
    telephoneNotCorrect: 'Telephone is not correct',
    passwordTooShort: 'Password must be more than 4 symbols',
    passwordsNotMatched: 'Passwords do not match',
    emailAlreadyRegistered: 'This email is already registered',
    unreachable: 'The shop could not be reached. Try again.',
  },
  es: {
    firstNameRequired: 'El nombre es obligatorio',
    lastNameRequired: 'Los apellidos son obligatorios',
    emailNotCorrect: 'El correo electrónico no es correcto',
    telephoneNotCorrect: 'El teléfono no es correcto',
    passwordTooShort: 'La contraseña debe tener más de 4 caracteres',
    passwordsNotMatched: 'Las contraseñas no coinciden',
    emailAlreadyRegistered: 'Este correo electrónico ya está registrado',
    unreachable: 'No hemos podido contactar con la tienda. Inténtalo de nuevo.',
  },
  ca: {
    firstNameRequired: 'El nom és obligatori',
    lastNameRequired: 'Els cognoms són obligatoris',
    emailNotCorrect: 'El correu electrònic no és correcte',
    telephoneNotCorrect: 'El telèfon no és correcte',
    passwordTooShort: 'La contrasenya ha de tenir més de 4 caràcters',
    passwordsNotMatched: 'Les contrasenyes no coincideixen',
    emailAlreadyRegistered: 'Aquest correu electrònic ja està registrat',
    unreachable: 'No hem pogut contactar amb la botiga. Torna-ho a provar.',
  },
};
type ShopWords = (typeof shopWords)['en'];
type Refusal = keyof ShopWords;

/** A refusal given in English, said in the toolbar's language. */
const said = (message: string, word: ShopWords) => {
  const refusal = (Object.keys(shopWords.en) as Refusal[]).find((key) => shopWords.en[key] === message);
  return refusal ? word[refusal] : message;
};

const refusalsIn = (errors: FormErrors | undefined, word: ShopWords): FormErrors | undefined =>
  errors && {
    ...(errors.form && { form: said(errors.form, word) }),
    ...(errors.fields && {
      fields: Object.fromEntries(
        Object.entries(errors.fields).map(([field, message]) => [field, message && said(message, word)]),
      ),
    }),
  };

const meta = {
  title: 'Forms/SignUpForm',
  component: SignUpForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  render: (args, { globals }) => (
    <SignUpForm {...args} errors={refusalsIn(args.errors, storySample(globals, shopWords))} />
  ),
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals).signUpForm;
    await userEvent.type(canvas.getByLabelText(t.firstName), 'Ana');
    await userEvent.type(canvas.getByLabelText(t.lastName), 'Puig');
    await userEvent.type(canvas.getByLabelText(t.email), 'ana@example.com');
    await userEvent.type(canvas.getByLabelText(t.telephone), '+34 600 000 000');
    await userEvent.type(canvas.getByLabelText(t.password), 'secret-ana');
    await userEvent.type(canvas.getByLabelText(t.confirmPassword), 'secret-ana');
    await userEvent.click(canvas.getByRole('button', { name: t.signUp }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ana',
      surname: 'Puig',
      email: 'ana@example.com',
      telephone: '+34 600 000 000',
      password: 'secret-ana',
      confirmPassword: 'secret-ana',
    });
    await expect(canvas.getByRole('link', { name: t.signIn })).toHaveAttribute('href', '/sign_in');
  },
};

/** Every message of SPEC section 5 that a sign-up can trigger, each at its own field. */
export const EveryFieldWrong: Story = {
  args: {
    errors: {
      fields: {
        name: shopWords.en.firstNameRequired,
        surname: shopWords.en.lastNameRequired,
        email: shopWords.en.emailNotCorrect,
        telephone: shopWords.en.telephoneNotCorrect,
        password: shopWords.en.passwordTooShort,
        confirmPassword: shopWords.en.passwordsNotMatched,
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals).signUpForm;
    const word = storySample(globals, shopWords);
    const expected: [string, string][] = [
      [t.firstName, word.firstNameRequired],
      [t.lastName, word.lastNameRequired],
      [t.email, word.emailNotCorrect],
      [t.telephone, word.telephoneNotCorrect],
      [t.password, word.passwordTooShort],
      [t.confirmPassword, word.passwordsNotMatched],
    ];
    for (const [label, message] of expected) {
      const input = canvas.getByLabelText(label);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(message);
    }
    await expect(canvas.getByLabelText(t.firstName)).toHaveFocus();
  },
};

export const EmailAlreadyRegistered: Story = {
  args: { errors: { fields: { email: shopWords.en.emailAlreadyRegistered } } },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals).signUpForm;
    const email = canvas.getByLabelText(t.email);
    await expect(email).toHaveAccessibleDescription(storySample(globals, shopWords).emailAlreadyRegistered);
    await expect(email).toHaveFocus();
    await expect(canvas.getByLabelText(t.firstName)).not.toHaveAttribute('aria-invalid');
  },
};

export const ServerUnavailable: Story = {
  args: { errors: { form: shopWords.en.unreachable } },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(storySample(globals, shopWords).unreachable);
    await expect(canvas.getByRole('button', { name: t.signUpForm.signUp })).toBeEnabled();
  },
};

export const Mobile: Story = {
  args: EveryFieldWrong.args,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByText(storySample(globals, shopWords).passwordTooShort)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
