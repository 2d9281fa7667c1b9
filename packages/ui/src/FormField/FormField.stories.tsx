import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FormField } from './FormField';

/** The kit's labelled input, as the sign-in, sign-up and settings forms use it. */
const meta = {
  title: 'Forms/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: { id: 'email', name: 'email', label: 'Correo electrónico', type: 'email' },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Correo electrónico');
    await userEvent.type(input, 'ana@example.com');
    await expect(input).toHaveValue('ana@example.com');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { error: 'El correo electrónico no es correcto' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Correo electrónico');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Screen readers read the message with the field.
    await expect(input).toHaveAccessibleDescription('El correo electrónico no es correcto');
  },
};
