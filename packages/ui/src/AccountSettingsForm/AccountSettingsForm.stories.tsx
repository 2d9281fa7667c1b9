import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storySample, storyTexts } from '../storybook/languages';
import { AccountSettingsForm } from './AccountSettingsForm';

/**
 * The shop's words (as it writes them), in the toolbar's language: its own name for the password form
 * over the kit's, its saved status and its refusals. The other labels are the kit's.
 */
const shopWords = {
  en: {
    changePassword: 'Change the password',
    saved: 'Changes saved',
    telephoneNotCorrect: 'Telephone is not correct',
    currentPasswordIncorrect: 'Current password is incorrect',
  },
  es: {
    changePassword: 'Cambiar la contraseña',
    saved: 'Cambios guardados',
    telephoneNotCorrect: 'El teléfono no es correcto',
    currentPasswordIncorrect: 'La contraseña actual no es correcta',
  },
  ca: {
    changePassword: 'Canvia la contrasenya',
    saved: 'Canvis desats',
    telephoneNotCorrect: 'El telèfon no és correcte',
    currentPasswordIncorrect: 'La contrasenya actual no és correcta',
  },
};

const meta = {
  title: 'Forms/AccountSettingsForm',
  component: AccountSettingsForm,
  tags: ['autodocs'],
  args: {
    user: { name: 'Marta', surname: 'Vidal', telephone: '+34 600 111 222' },
    labels: { changePassword: shopWords.en.changePassword },
    onSaveProfile: fn(),
    onSavePassword: fn((_values, done: { clear: () => void }) => done.clear()),
  },
  // The shop's words in the toolbar's language, where the story gives them.
  render: (args, { globals }) => {
    const word = storySample(globals, shopWords);
    return (
      <AccountSettingsForm
        {...args}
        labels={args.labels && { changePassword: word.changePassword }}
        status={args.status && word.saved}
        profileErrors={args.profileErrors && { fields: { telephone: word.telephoneNotCorrect } }}
        passwordErrors={args.passwordErrors && { form: word.currentPasswordIncorrect }}
      />
    );
  },
} satisfies Meta<typeof AccountSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditProfile: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals).accountSettingsForm;
    const profile = canvas.getByRole('form', { name: t.profile });
    await expect(canvas.getByLabelText(t.firstName)).toHaveValue('Marta');
    await userEvent.clear(canvas.getByLabelText(t.lastName));
    await userEvent.type(canvas.getByLabelText(t.lastName), 'Vidal i Serra');
    await userEvent.click(within(profile).getByRole('button', { name: t.save }));
    await expect(args.onSaveProfile).toHaveBeenCalledWith({
      name: 'Marta',
      surname: 'Vidal i Serra',
      telephone: '+34 600 111 222',
    });
  },
};

export const ChangePassword: Story = {
  args: { status: shopWords.en.saved },
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals).accountSettingsForm;
    const word = storySample(globals, shopWords);
    const form = canvas.getByRole('form', { name: word.changePassword });
    await userEvent.type(canvas.getByLabelText(t.currentPassword), 'secret-marta');
    await userEvent.type(canvas.getByLabelText(t.newPassword), 'new-secret');
    await userEvent.click(within(form).getByRole('button', { name: t.save }));
    await expect(args.onSavePassword).toHaveBeenCalledWith(
      { currentPassword: 'secret-marta', newPassword: 'new-secret' },
      expect.anything(),
    );
    // Once saved, no password stays on screen.
    await waitFor(() => expect(canvas.getByLabelText(t.currentPassword)).toHaveValue(''));
    await expect(canvas.getByRole('status')).toHaveTextContent(word.saved);
  },
};

export const Errors: Story = {
  args: {
    profileErrors: { fields: { telephone: shopWords.en.telephoneNotCorrect } },
    passwordErrors: { form: shopWords.en.currentPasswordIncorrect },
  },
  play: async ({ canvas, globals }) => {
    const word = storySample(globals, shopWords);
    await expect(
      canvas.getByLabelText(storyTexts(globals).accountSettingsForm.telephone),
    ).toHaveAccessibleDescription(word.telephoneNotCorrect);
    await expect(canvas.getByRole('alert')).toHaveTextContent(word.currentPasswordIncorrect);
  },
};

export const LongNamesOnMobile: Story = {
  args: {
    labels: undefined,
    user: {
      name: 'María de los Ángeles Montserrat',
      surname: 'Fernández de Córdoba y Puigdollers',
      telephone: '+34 600 111 222',
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByLabelText(t.accountSettingsForm.lastName)).toHaveValue(
      'Fernández de Córdoba y Puigdollers',
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
