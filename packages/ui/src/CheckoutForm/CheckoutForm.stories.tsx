import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storySample, storyTexts } from '../storybook/languages';
import { CheckoutForm, type CheckoutFormProps, type DeliveryField } from './CheckoutForm';

/** The shop passes the contract's Barcelona rule once town and postcode are typed: town and 08001-08042. */
const isBarcelona = ({ town, postcode }: Record<DeliveryField, string>) =>
  town.trim() && postcode.trim()
    ? town.trim().toLowerCase() === 'barcelona' && /^080(0[1-9]|[1-3]\d|4[0-2])$/.test(postcode.trim())
    : undefined;

/** The shop's ways to pay, in its own words (the kit has none of its own). */
const methods = {
  en: {
    cardOnDelivery: 'Card on delivery',
    hint: 'You pay by card when we bring you the books.',
    card: 'Card',
  },
  es: {
    cardOnDelivery: 'Tarjeta en la entrega',
    hint: 'Pagas con tarjeta cuando te llevamos los libros.',
    card: 'Tarjeta',
  },
};

type PaymentMethod = 'card_on_delivery' | 'card' | 'bizum';
type Story = StoryObj<CheckoutFormProps<DeliveryField, PaymentMethod>>;

const meta = {
  title: 'Orders/CheckoutForm',
  component: CheckoutForm<DeliveryField, PaymentMethod>,
  tags: ['autodocs'],
  args: {
    isFreeDelivery: isBarcelona,
    onSubmit: fn(),
    paymentMethods: [{ value: 'card_on_delivery', label: methods.en.cardOnDelivery, hint: methods.en.hint }],
  },
  // The shop's ways to pay in the toolbar's language, unless a story gives its own.
  render: (args, { globals }) => {
    const word = storySample(globals, methods);
    const paymentMethods =
      args.paymentMethods.length === 1
        ? [{ value: 'card_on_delivery' as const, label: word.cardOnDelivery, hint: word.hint }]
        : args.paymentMethods;
    return <CheckoutForm {...args} paymentMethods={paymentMethods} />;
  },
} satisfies Meta<CheckoutFormProps<DeliveryField, PaymentMethod>>;

export default meta;

export const BarcelonaAddress: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals).checkoutForm;
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.type(canvas.getByLabelText(t.street), 'Carrer de Mallorca, 401');
    await userEvent.type(canvas.getByLabelText(t.postcode), '08013');
    // The town is not typed yet: nothing is said of the delivery.
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.type(canvas.getByLabelText(t.town), 'Barcelona');
    await expect(canvas.getByRole('status')).toHaveTextContent(t.freeDelivery);
    await userEvent.type(canvas.getByLabelText(t.telephone), '+34 931 234 567');
    const only = canvas.getByRole('radio', { name: storySample(globals, methods).cardOnDelivery });
    await expect(only).toBeChecked();
    await expect(only).toHaveAccessibleDescription(storySample(globals, methods).hint);
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
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
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals).checkoutForm;
    await userEvent.type(canvas.getByLabelText(t.postcode), '08013');
    await userEvent.type(canvas.getByLabelText(t.town), 'Girona');
    await expect(canvas.getByRole('status')).toHaveTextContent(t.operatorDelivery);
    // A Barcelona postcode past 08042 is outside the city too.
    await userEvent.clear(canvas.getByLabelText(t.town));
    await userEvent.type(canvas.getByLabelText(t.town), 'Barcelona');
    await expect(canvas.getByRole('status')).toHaveTextContent(t.freeDelivery);
    await userEvent.clear(canvas.getByLabelText(t.postcode));
    await userEvent.type(canvas.getByLabelText(t.postcode), '08043');
    await expect(canvas.getByRole('status')).toHaveTextContent(t.operatorDelivery);
  },
};

/** The shop offers several ways to pay, each with its name (and a hint if it has one); one is chosen. */
export const PaymentMethods: Story = {
  args: {
    paymentMethods: [
      { value: 'card_on_delivery', label: 'Card on delivery' },
      { value: 'card', label: 'Card', hint: 'On the bank’s own page' },
      { value: 'bizum', label: 'Bizum', hint: 'With your phone' },
    ],
    defaultValues: {
      street: 'Carrer de Mallorca, 401',
      postcode: '08013',
      town: 'Barcelona',
      telephone: '931234567',
    },
  },
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals).checkoutForm;
    const payment = within(canvas.getByRole('group', { name: t.payment }));
    await expect(payment.getAllByRole('radio')).toHaveLength(3);
    await expect(payment.getByRole('radio', { name: 'Card on delivery' })).toBeChecked();
    await expect(payment.getByRole('radio', { name: 'Bizum' })).toHaveAccessibleDescription(
      'With your phone',
    );
    await userEvent.click(payment.getByRole('radio', { name: 'Bizum' }));
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ payment: 'bizum' }));
  },
};

/**
 * The shop's own fields after the ways to pay (here an invoice's tax id, as the shop asks for one),
 * and a refused way to pay said in the payment group.
 */
export const ShopFieldsAndPaymentMessage: Story = {
  args: {
    paymentMethods: [
      { value: 'card_on_delivery', label: 'Card on delivery' },
      { value: 'bizum', label: 'Bizum' },
    ],
    defaultPaymentMethod: 'bizum',
    errors: { payment: 'Bizum is not available right now' },
    children: (
      <fieldset>
        <legend>Invoice</legend>
        <label>
          Tax id <input name="invoice.taxId" />
        </label>
      </fieldset>
    ),
  },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals).checkoutForm;
    const payment = within(canvas.getByRole('group', { name: t.payment }));
    await expect(payment.getByRole('radio', { name: 'Bizum' })).toBeChecked();
    await expect(payment.getByRole('alert')).toHaveTextContent('Bizum is not available right now');
    const invoice = canvas.getByRole('group', { name: 'Invoice' });
    await expect(within(invoice).getByLabelText('Tax id')).toBeVisible();
    // The shop's fields come after the ways to pay and before the button.
    const follows = (earlier: Node, later: Node) =>
      (earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    await expect(follows(canvas.getByRole('group', { name: t.payment }), invoice)).toBe(true);
    await expect(follows(invoice, canvas.getByRole('button', { name: t.submit }))).toBe(true);
  },
};

export const Sending: Story = {
  args: {
    sending: true,
    defaultValues: { street: 'Carrer de Mallorca, 401', postcode: '08013', town: 'Barcelona' },
  },
  play: async ({ canvas, args, globals }) => {
    const button = canvas.getByRole('button', { name: storyTexts(globals).checkoutForm.sending });
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
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals).checkoutForm;
    const postcode = canvas.getByLabelText(t.postcode);
    // The focus goes to the first wrong field (postcode, not the telephone below it).
    await expect(postcode).toHaveFocus();
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expect(postcode).toHaveAccessibleDescription('Postcode is not correct');
    await expect(canvas.getByLabelText(t.telephone)).toHaveAccessibleDescription('Telephone is required');
    await expect(canvas.getByLabelText(t.street)).not.toHaveAttribute('aria-invalid');
  },
};

/** A storefront with fields of its own: a name for the door, and no telephone. */
export const OwnFields: StoryObj<CheckoutFormProps<'name' | 'street' | 'town', PaymentMethod>> = {
  render: (args, { globals }) => (
    <CheckoutForm<'name' | 'street' | 'town', PaymentMethod>
      {...args}
      paymentMethods={[{ value: 'card', label: storySample(globals, methods).card }]}
      fields={[
        { name: 'name', label: 'Name on the door', autoComplete: 'name' },
        { name: 'street', autoComplete: 'street-address' },
        { name: 'town', autoComplete: 'address-level2', required: false },
      ]}
    />
  ),
  args: { onSubmit: fn() },
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals).checkoutForm;
    await expect(canvas.queryByLabelText(t.telephone)).toBeNull();
    await userEvent.type(canvas.getByLabelText('Name on the door'), 'Mercè Rodoreda');
    await userEvent.type(canvas.getByLabelText(t.street), 'Carrer de Balmes, 1');
    await expect(canvas.getByLabelText(t.town)).not.toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      delivery: { name: 'Mercè Rodoreda', street: 'Carrer de Balmes, 1', town: '' },
      payment: 'card',
    });
  },
};

/** The shop answers a failed order with a message; the form keeps every field as typed. */
function FailingCheckout(props: CheckoutFormProps<DeliveryField, PaymentMethod>) {
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
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals).checkoutForm;
    await userEvent.type(canvas.getByLabelText(t.street), 'Passeig de Gràcia, 92');
    await userEvent.type(canvas.getByLabelText(t.postcode), '08008');
    await userEvent.type(canvas.getByLabelText(t.town), 'Barcelona');
    await userEvent.type(canvas.getByLabelText(t.telephone), '931234567');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server could not be reached. Try again.');
    await expect(canvas.getByLabelText(t.street)).toHaveValue('Passeig de Gràcia, 92');
    await expect(canvas.getByLabelText(t.telephone)).toHaveValue('931234567');
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
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyTexts(globals).checkoutForm;
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.operatorDelivery);
    const form = within(canvas.getByRole('form'));
    await expect(form.getByRole('button', { name: t.submit })).toBeVisible();
  },
};
