import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckoutForm, type CheckoutFormProps } from './CheckoutForm';

/** The shop passes the contract's Barcelona rule; the stories use the same one: town and 08001-08042. */
const isBarcelona = ({ town, postcode }: { town: string; postcode: string }) =>
  town.trim().toLowerCase() === 'barcelona' && /^080(0[1-9]|[1-3]\d|4[0-2])$/.test(postcode.trim());

const meta = {
  title: 'Orders/CheckoutForm',
  component: CheckoutForm,
  tags: ['autodocs'],
  args: {
    isFreeDelivery: isBarcelona,
    onSubmit: fn(),
    // The shop's own words for its delivery rule, over the kit's general ones.
    labels: {
      freeDelivery: 'Free delivery in Barcelona within 24 hours.',
      operatorDelivery: 'Outside Barcelona: an operator will contact you about delivery.',
    },
  },
} satisfies Meta<typeof CheckoutForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BarcelonaAddress: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.type(canvas.getByLabelText('Street and number'), 'Carrer de Mallorca, 401');
    await userEvent.type(canvas.getByLabelText('Postcode'), '08013');
    await userEvent.type(canvas.getByLabelText('Town'), 'Barcelona');
    await expect(canvas.getByRole('status')).toHaveTextContent('Free delivery in Barcelona within 24 hours.');
    await userEvent.type(canvas.getByLabelText('Telephone'), '+34 931 234 567');
    await expect(canvas.getByRole('radio', { name: 'Card on delivery' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      delivery: {
        street: 'Carrer de Mallorca, 401',
        postcode: '08013',
        town: 'Barcelona',
        telephone: '+34 931 234 567',
      },
      payment: 'card_on_delivery',
    });
  },
};

export const OutsideBarcelona: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Postcode'), '08013');
    await userEvent.type(canvas.getByLabelText('Town'), 'Girona');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Outside Barcelona: an operator will contact you about delivery.',
    );
    // A Barcelona postcode past 08042 is outside the city too.
    await userEvent.clear(canvas.getByLabelText('Town'));
    await userEvent.type(canvas.getByLabelText('Town'), 'Barcelona');
    await expect(canvas.getByRole('status')).toHaveTextContent('Free delivery');
    await userEvent.clear(canvas.getByLabelText('Postcode'));
    await userEvent.type(canvas.getByLabelText('Postcode'), '08043');
    await expect(canvas.getByRole('status')).toHaveTextContent('an operator will contact you');
  },
};

export const Sending: Story = {
  args: {
    sending: true,
    defaultValues: { street: 'Carrer de Mallorca, 401', postcode: '08013', town: 'Barcelona' },
  },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Placing your order…' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithFieldMessages: Story = {
  args: {
    errors: { postcode: 'Postcode is not correct', telephone: 'Telephone is required' },
    defaultValues: { street: 'Carrer de Mallorca, 401', postcode: '8013', town: 'Barcelona' },
  },
  play: async ({ canvas }) => {
    const postcode = canvas.getByLabelText('Postcode');
    // The focus goes to the first wrong field (postcode, not the telephone below it).
    await expect(postcode).toHaveFocus();
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expect(postcode).toHaveAccessibleDescription('Postcode is not correct');
    await expect(canvas.getByLabelText('Telephone')).toHaveAccessibleDescription('Telephone is required');
    await expect(canvas.getByLabelText('Street and number')).not.toHaveAttribute('aria-invalid');
  },
};

/** The shop answers a failed order with a message; the form keeps every field as typed. */
function FailingCheckout(props: CheckoutFormProps) {
  const [formError, setFormError] = useState<string>();
  return (
    <CheckoutForm
      {...props}
      formError={formError}
      onSubmit={(order) => {
        props.onSubmit(order);
        setFormError('The server could not be reached. Try again.');
      }}
    />
  );
}

export const FailureKeepsWhatWasTyped: Story = {
  render: (args) => <FailingCheckout {...args} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Street and number'), 'Passeig de Gràcia, 92');
    await userEvent.type(canvas.getByLabelText('Postcode'), '08008');
    await userEvent.type(canvas.getByLabelText('Town'), 'Barcelona');
    await userEvent.type(canvas.getByLabelText('Telephone'), '931234567');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server could not be reached. Try again.');
    await expect(canvas.getByLabelText('Street and number')).toHaveValue('Passeig de Gràcia, 92');
    await expect(canvas.getByLabelText('Telephone')).toHaveValue('931234567');
  },
};

export const Spanish: Story = {
  args: {
    labels: {
      freeDelivery: 'Entrega gratuita en Barcelona en 24 horas.',
      operatorDelivery: 'Fuera de Barcelona: un operador se pondrá en contacto contigo para la entrega.',
    },
  },
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Código postal'), '08001');
    await userEvent.type(canvas.getByLabelText('Ciudad'), 'barcelona');
    await expect(canvas.getByRole('status')).toHaveTextContent('Entrega gratuita en Barcelona en 24 horas.');
    await expect(canvas.getByRole('button', { name: 'Hacer el pedido' })).toBeVisible();
  },
};

export const MobileWithLongAddress: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    defaultValues: {
      street: 'Carrer de Sant Antoni Maria Claret, 167, escala B, 4t 2a, porta del fons a la dreta',
      postcode: '17600',
      town: 'Figueres',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(canvas.getByRole('status')).toHaveTextContent('an operator will contact you');
    const form = within(canvas.getByRole('form'));
    await expect(form.getByRole('button', { name: 'Place order' })).toBeVisible();
  },
};
