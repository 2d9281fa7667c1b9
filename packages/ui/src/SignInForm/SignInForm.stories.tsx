import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storySample, storyTexts } from '../storybook/languages';
import { SignInForm, type SignInFormProps } from './SignInForm';

/** The shop's refusals (as the shop writes them), in the toolbar's language; the labels are the kit's. */
const shopWords = {
  en: {
    emailRequired: 'Email is required',
    passwordRequired: 'Password is required',
    emailOrPasswordIncorrect: 'Email or password is incorrect',
  },
  es: {
    emailRequired: 'El correo electrónico es obligatorio',
    passwordRequired: 'La contraseña es obligatoria',
    emailOrPasswordIncorrect: 'El correo electrónico o la contraseña no son correctos',
  },
  ca: {
    emailRequired: 'El correu electrònic és obligatori',
    passwordRequired: 'La contrasenya és obligatòria',
    emailOrPasswordIncorrect: 'El correu electrònic o la contrasenya no són correctes',
  },
};
type ShopWords = (typeof shopWords)['en'];

/** A story's refusals, each (given in English) said in the toolbar's language. */
const refusalsIn = (errors: SignInFormProps['errors'], word: ShopWords): SignInFormProps['errors'] =>
  errors && {
    form: errors.form && word.emailOrPasswordIncorrect,
    fields: errors.fields && {
      email: errors.fields.email && word.emailRequired,
      password: errors.fields.password && word.passwordRequired,
    },
  };

const meta = {
  title: 'Forms/SignInForm',
  component: SignInForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  render: (args, { globals }) => (
    <SignInForm {...args} errors={refusalsIn(args.errors, storySample(globals, shopWords))} />
  ),
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals).signInForm;
    await userEvent.type(canvas.getByLabelText(t.email), 'ana@example.com');
    await userEvent.type(canvas.getByLabelText(t.password), 'secret-ana{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secret-ana' });
    await expect(canvas.getByRole('link', { name: t.signUp })).toHaveAttribute('href', '/sign_up');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const FieldErrors: Story = {
  args: {
    errors: {
      fields: { email: shopWords.en.emailRequired, password: shopWords.en.passwordRequired },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals).signInForm;
    const word = storySample(globals, shopWords);
    const email = canvas.getByLabelText(t.email);
    // Each message sits at its field and is read with it; focus goes to the first field to fix.
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(word.emailRequired);
    await expect(email).toHaveFocus();
    await expect(canvas.getByLabelText(t.password)).toHaveAccessibleDescription(word.passwordRequired);
  },
};

export const WrongPassword: Story = {
  args: { errors: { form: shopWords.en.emailOrPasswordIncorrect } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storySample(globals, shopWords).emailOrPasswordIncorrect,
    );
    await expect(canvas.getByLabelText(storyTexts(globals).signInForm.email)).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByRole('button', { name: t.signInForm.signIn })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(t.signInForm.password), 'secret{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: { errors: { form: shopWords.en.emailOrPasswordIncorrect } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(
      canvas.getByLabelText(storyTexts(globals).signInForm.email).getBoundingClientRect().width,
    ).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
