import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyTexts } from '../storybook/languages';
import { AccountSettingsForm } from './AccountSettingsForm';

const meta = {
  title: 'Forms/AccountSettingsForm',
  component: AccountSettingsForm,
  tags: ['autodocs'],
  args: {
    user: { name: 'Marta', surname: 'Vidal', telephone: '+34 600 111 222' },
    labels: {
      profile: 'Ajustes',
      firstName: 'Nombre',
      lastName: 'Apellidos',
      telephone: 'Teléfono',
      changePassword: 'Cambiar la contraseña',
      currentPassword: 'Contraseña actual',
      newPassword: 'Contraseña nueva',
      save: 'Guardar',
    },
    onSaveProfile: fn(),
    onSavePassword: fn((_values, done: { clear: () => void }) => done.clear()),
  },
} satisfies Meta<typeof AccountSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditProfile: Story = {
  play: async ({ canvas, args }) => {
    const profile = canvas.getByRole('form', { name: 'Ajustes' });
    await expect(canvas.getByLabelText('Nombre')).toHaveValue('Marta');
    await userEvent.clear(canvas.getByLabelText('Apellidos'));
    await userEvent.type(canvas.getByLabelText('Apellidos'), 'Vidal i Serra');
    await userEvent.click(within(profile).getByRole('button', { name: 'Guardar' }));
    await expect(args.onSaveProfile).toHaveBeenCalledWith({
      name: 'Marta',
      surname: 'Vidal i Serra',
      telephone: '+34 600 111 222',
    });
  },
};

export const ChangePassword: Story = {
  args: { status: 'Cambios guardados' },
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('form', { name: 'Cambiar la contraseña' });
    await userEvent.type(canvas.getByLabelText('Contraseña actual'), 'secret-marta');
    await userEvent.type(canvas.getByLabelText('Contraseña nueva'), 'new-secret');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await expect(args.onSavePassword).toHaveBeenCalledWith(
      { currentPassword: 'secret-marta', newPassword: 'new-secret' },
      expect.anything(),
    );
    // Once saved, no password stays on screen.
    await waitFor(() => expect(canvas.getByLabelText('Contraseña actual')).toHaveValue(''));
    await expect(canvas.getByRole('status')).toHaveTextContent('Cambios guardados');
  },
};

export const Errors: Story = {
  args: {
    profileErrors: { fields: { telephone: 'El teléfono no es correcto' } },
    passwordErrors: { form: 'La contraseña actual no es correcta' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Teléfono')).toHaveAccessibleDescription('El teléfono no es correcto');
    await expect(canvas.getByRole('alert')).toHaveTextContent('La contraseña actual no es correcta');
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
