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

/** The shop's ways to pay and its own fields, in its own words (the kit has none of its own). */
const shopWords = {
  en: {
    cardOnDelivery: 'Card on delivery',
    cardOnDeliveryHint: 'You pay by card when we bring you the books.',
    card: 'Card',
    cardHint: 'On the bank’s own page',
    bizumHint: 'With your phone',
    bizumUnavailable: 'Bizum is not available right now',
    invoice: 'Invoice',
    taxId: 'Tax id',
    nameOnDoor: 'Name on the door',
    unreachable: 'The server could not be reached. Try again.',
    postcodeNotCorrect: 'Postcode is not correct',
    telephoneRequired: 'Telephone is required',
  },
  es: {
    cardOnDelivery: 'Tarjeta en la entrega',
    cardOnDeliveryHint: 'Pagas con tarjeta cuando te llevamos los libros.',
    card: 'Tarjeta',
    cardHint: 'En la página del banco',
    bizumHint: 'Con tu móvil',
    bizumUnavailable: 'Bizum no está disponible ahora',
    invoice: 'Factura',
    taxId: 'NIF',
    nameOnDoor: 'Nombre en el timbre',
    unreachable: 'No hemos podido contactar con el servidor. Inténtalo de nuevo.',
    postcodeNotCorrect: 'El código postal no es correcto',
    telephoneRequired: 'El teléfono es obligatorio',
  },
  ca: {
    cardOnDelivery: 'Targeta en el lliurament',
    cardOnDeliveryHint: 'Pagues amb targeta quan et portem els llibres.',
    card: 'Targeta',
    cardHint: 'A la pàgina del banc',
    bizumHint: 'Amb el mòbil',
    bizumUnavailable: 'Ara Bizum no està disponible',
    invoice: 'Factura',
    taxId: 'NIF',
    nameOnDoor: 'Nom a la porta',
    unreachable: 'No hem pogut contactar amb el servidor. Torna-ho a provar.',
    postcodeNotCorrect: 'El codi postal no és correcte',
    telephoneRequired: 'El telèfon és obligatori',
  },
};
type ShopWords = (typeof shopWords)['en'];

/** The ways to pay a story offers, named in the toolbar's language. */
const offered = {
  cardOnDelivery: (word: ShopWords) => ({
    value: 'card_on_delivery' as const,
    label: word.cardOnDelivery,
    hint: word.cardOnDeliveryHint,
  }),
  card: (word: ShopWords) => ({ value: 'card' as const, label: word.card, hint: word.cardHint }),
  bizum: (word: ShopWords) => ({ value: 'bizum' as const, label: 'Bizum', hint: word.bizumHint }),
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
    paymentMethods: [offered.cardOnDelivery(shopWords.en)],
  },
  // The shop's ways to pay in the toolbar's language: the same ways as the story's, renamed.
  render: (args, { globals }) => {
    const word = storySample(globals, shopWords);
    const paymentMethods = args.paymentMethods.map(({ value }) =>
      value === 'card_on_delivery' ? offered.cardOnDelivery(word) : offered[value](word),
    );
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
    const only = canvas.getByRole('radio', { name: storySample(globals, shopWords).cardOnDelivery });
    await expect(only).toBeChecked();
    await expect(only).toHaveAccessibleDescription(storySample(globals, shopWords).cardOnDeliveryHint);
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
      offered.cardOnDelivery(shopWords.en),
      offered.card(shopWords.en),
      offered.bizum(shopWords.en),
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
    const word = storySample(globals, shopWords);
    const payment = within(canvas.getByRole('group', { name: t.payment }));
    await expect(payment.getAllByRole('radio')).toHaveLength(3);
    await expect(payment.getByRole('radio', { name: word.cardOnDelivery })).toBeChecked();
    await expect(payment.getByRole('radio', { name: 'Bizum' })).toHaveAccessibleDescription(word.bizumHint);
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
    paymentMethods: [offered.cardOnDelivery(shopWords.en), offered.bizum(shopWords.en)],
    defaultPaymentMethod: 'bizum',
  },
  // The shop's message and fields in the toolbar's language too.
  render: (args, { globals }) => {
    const word = storySample(globals, shopWords);
    return (
      <CheckoutForm<DeliveryField, PaymentMethod>
        {...args}
        paymentMethods={[offered.cardOnDelivery(word), offered.bizum(word)]}
        errors={{ payment: word.bizumUnavailable }}
      >
        <fieldset>
          <legend>{word.invoice}</legend>
          <label>
            {word.taxId} <input name="invoice.taxId" />
          </label>
        </fieldset>
      </CheckoutForm>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals).checkoutForm;
    const word = storySample(globals, shopWords);
    const payment = within(canvas.getByRole('group', { name: t.payment }));
    await expect(payment.getByRole('radio', { name: 'Bizum' })).toBeChecked();
    await expect(payment.getByRole('alert')).toHaveTextContent(word.bizumUnavailable);
    const invoice = canvas.getByRole('group', { name: word.invoice });
    await expect(within(invoice).getByLabelText(word.taxId)).toBeVisible();
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

/** The server's messages, as the shop words them (SPEC), in the toolbar's language. */
export const WithFieldMessages: Story = {
  args: {
    defaultValues: { street: 'Carrer de Mallorca, 401', postcode: '8013', town: 'Barcelona' },
  },
  render: (args, { globals }) => {
    const word = storySample(globals, shopWords);
    return (
      <CheckoutForm<DeliveryField, PaymentMethod>
        {...args}
        paymentMethods={[offered.cardOnDelivery(word)]}
        errors={{ postcode: word.postcodeNotCorrect, telephone: word.telephoneRequired }}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals).checkoutForm;
    const word = storySample(globals, shopWords);
    const postcode = canvas.getByLabelText(t.postcode);
    // The focus goes to the first wrong field (postcode, not the telephone below it).
    await expect(postcode).toHaveFocus();
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expect(postcode).toHaveAccessibleDescription(word.postcodeNotCorrect);
    await expect(canvas.getByLabelText(t.telephone)).toHaveAccessibleDescription(word.telephoneRequired);
    await expect(canvas.getByLabelText(t.street)).not.toHaveAttribute('aria-invalid');
  },
};

/** A storefront with fields of its own: a name for the door, and no telephone. */
export const OwnFields: StoryObj<CheckoutFormProps<'name' | 'street' | 'town', PaymentMethod>> = {
  render: (args, { globals }) => (
    <CheckoutForm<'name' | 'street' | 'town', PaymentMethod>
      {...args}
      paymentMethods={[{ value: 'card', label: storySample(globals, shopWords).card }]}
      fields={[
        { name: 'name', label: storySample(globals, shopWords).nameOnDoor, autoComplete: 'name' },
        { name: 'street', autoComplete: 'street-address' },
        { name: 'town', autoComplete: 'address-level2', required: false },
      ]}
    />
  ),
  args: { onSubmit: fn() },
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals).checkoutForm;
    await expect(canvas.queryByLabelText(t.telephone)).toBeNull();
    await userEvent.type(canvas.getByLabelText(storySample(globals, shopWords).nameOnDoor), 'Mercè Rodoreda');
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
function FailingCheckout({
  unreachable,
  ...props
}: CheckoutFormProps<DeliveryField, PaymentMethod> & { unreachable: string }) {
  const [formError, setFormError] = useState<string>();
  return (
    <CheckoutForm
      {...props}
      formError={formError}
      onSubmit={(order) => {
        props.onSubmit(order);
        setFormError(unreachable);
      }}
    />
  );
}

export const FailureKeepsWhatWasTyped: Story = {
  render: (args, { globals }) => (
    <FailingCheckout {...args} unreachable={storySample(globals, shopWords).unreachable} />
  ),
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals).checkoutForm;
    await userEvent.type(canvas.getByLabelText(t.street), 'Passeig de Gràcia, 92');
    await userEvent.type(canvas.getByLabelText(t.postcode), '08008');
    await userEvent.type(canvas.getByLabelText(t.town), 'Barcelona');
    await userEvent.type(canvas.getByLabelText(t.telephone), '931234567');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(storySample(globals, shopWords).unreachable);
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
