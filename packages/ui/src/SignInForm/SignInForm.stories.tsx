import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyTexts } from '../storybook/languages';
import { SignInForm } from './SignInForm';

const meta = {
  title: 'Forms/SignInForm',
  component: SignInForm,
  tags: ['autodocs'],
  args: {
    labels: {
      signIn: 'Iniciar sesión',
      email: 'Correo electrónico',
      password: 'Contraseña',
      noAccount: '¿No tienes cuenta?',
      signUp: 'Registrarse',
    },
    onSubmit: fn(),
  },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'secret-ana{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secret-ana' });
    await expect(canvas.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/sign_up');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const FieldErrors: Story = {
  args: {
    errors: {
      fields: {
        email: 'El correo electrónico es obligatorio',
        password: 'La contraseña es obligatoria',
      },
    },
  },
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText('Correo electrónico');
    // Each message sits at its field and is read with it; focus goes to the first field to fix.
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('El correo electrónico es obligatorio');
    await expect(email).toHaveFocus();
    await expect(canvas.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'La contraseña es obligatoria',
    );
  },
};

export const WrongPassword: Story = {
  args: { errors: { form: 'El correo electrónico o la contraseña no son correctos' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'El correo electrónico o la contraseña no son correctos',
    );
    await expect(canvas.getByLabelText('Correo electrónico')).not.toHaveAttribute('aria-invalid');
  },
};

export const Pending: Story = {
  args: { pending: true, labels: undefined },
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByRole('button', { name: t.signInForm.signIn })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(t.signInForm.password), 'secret{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: { errors: { form: 'El correo electrónico o la contraseña no son correctos' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByLabelText('Correo electrónico').getBoundingClientRect().width,
    ).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
