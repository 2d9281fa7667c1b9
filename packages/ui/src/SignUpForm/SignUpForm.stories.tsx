import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyTexts } from '../storybook/languages';
import { SignUpForm } from './SignUpForm';

const meta = {
  title: 'Forms/SignUpForm',
  component: SignUpForm,
  tags: ['autodocs'],
  args: {
    labels: {
      signUp: 'Registrarse',
      firstName: 'Nombre',
      lastName: 'Apellidos',
      email: 'Correo electrónico',
      telephone: 'Teléfono',
      password: 'Contraseña',
      confirmPassword: 'Repite la contraseña',
      haveAccount: '¿Ya tienes cuenta?',
      signIn: 'Iniciar sesión',
    },
    onSubmit: fn(),
  },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Nombre'), 'Ana');
    await userEvent.type(canvas.getByLabelText('Apellidos'), 'Puig');
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.type(canvas.getByLabelText('Teléfono'), '+34 600 000 000');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'secret-ana');
    await userEvent.type(canvas.getByLabelText('Repite la contraseña'), 'secret-ana');
    await userEvent.click(canvas.getByRole('button', { name: 'Registrarse' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ana',
      surname: 'Puig',
      email: 'ana@example.com',
      telephone: '+34 600 000 000',
      password: 'secret-ana',
      confirmPassword: 'secret-ana',
    });
    await expect(canvas.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/sign_in');
  },
};

/** Every message of SPEC section 5 that a sign-up can trigger, each at its own field. */
export const EveryFieldWrong: Story = {
  args: {
    errors: {
      fields: {
        name: 'El nombre es obligatorio',
        surname: 'Los apellidos son obligatorios',
        email: 'El correo electrónico no es correcto',
        telephone: 'El teléfono no es correcto',
        password: 'La contraseña debe tener más de 4 caracteres',
        confirmPassword: 'Las contraseñas no coinciden',
      },
    },
  },
  play: async ({ canvas }) => {
    const expected: [string, string][] = [
      ['Nombre', 'El nombre es obligatorio'],
      ['Apellidos', 'Los apellidos son obligatorios'],
      ['Correo electrónico', 'El correo electrónico no es correcto'],
      ['Teléfono', 'El teléfono no es correcto'],
      ['Contraseña', 'La contraseña debe tener más de 4 caracteres'],
      ['Repite la contraseña', 'Las contraseñas no coinciden'],
    ];
    for (const [label, message] of expected) {
      const input = canvas.getByLabelText(label);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(message);
    }
    await expect(canvas.getByLabelText('Nombre')).toHaveFocus();
  },
};

export const EmailAlreadyRegistered: Story = {
  args: { errors: { fields: { email: 'Este correo electrónico ya está registrado' } } },
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText('Correo electrónico');
    await expect(email).toHaveAccessibleDescription('Este correo electrónico ya está registrado');
    await expect(email).toHaveFocus();
    await expect(canvas.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
  },
};

export const ServerUnavailable: Story = {
  args: { labels: undefined, errors: { form: 'The shop could not be reached. Try again.' } },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The shop could not be reached. Try again.');
    await expect(canvas.getByRole('button', { name: t.signUpForm.signUp })).toBeEnabled();
  },
};

export const Mobile: Story = {
  args: EveryFieldWrong.args,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('La contraseña debe tener más de 4 caracteres')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
