import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storySample } from '../storybook/languages';
import { FormField } from './FormField';

/** The shop's label and message for the field (as the shop writes them), in the toolbar's language. */
const shopWords = {
  en: { email: 'Email', emailNotCorrect: 'Email is not correct' },
  es: { email: 'Correo electrónico', emailNotCorrect: 'El correo electrónico no es correcto' },
  ca: { email: 'Correu electrònic', emailNotCorrect: 'El correu electrònic no és correcte' },
};

/** The kit's labelled input, as the sign-in, sign-up and settings forms use it. */
const meta = {
  title: 'Forms/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: { id: 'email', name: 'email', label: shopWords.en.email, type: 'email' },
  // The shop's words in the toolbar's language; a message only where the story has one.
  render: (args, { globals }) => {
    const word = storySample(globals, shopWords);
    return <FormField {...args} label={word.email} error={args.error && word.emailNotCorrect} />;
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const input = canvas.getByLabelText(storySample(globals, shopWords).email);
    await userEvent.type(input, 'ana@example.com');
    await expect(input).toHaveValue('ana@example.com');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { error: shopWords.en.emailNotCorrect },
  play: async ({ canvas, globals }) => {
    const word = storySample(globals, shopWords);
    const input = canvas.getByLabelText(word.email);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Screen readers read the message with the field.
    await expect(input).toHaveAccessibleDescription(word.emailNotCorrect);
  },
};
