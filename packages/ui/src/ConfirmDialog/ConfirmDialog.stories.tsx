import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storySample, storyTexts } from '../storybook/languages';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** The shop's words for unpublishing a book and publishing it again (as its back office writes them). */
const shopWords = {
  en: {
    unpublish: 'Unpublish',
    unpublishQuestion: 'Unpublish this book?',
    unpublishMessage:
      'It leaves the shop, search and the sitemap. Orders and comments keep it, and you can publish it again.',
    publishQuestion: 'Publish this book again?',
    publishMessage: 'It comes back to the shop, search and the sitemap.',
  },
  es: {
    unpublish: 'Retirar de la tienda',
    unpublishQuestion: '¿Retirar este libro de la tienda?',
    unpublishMessage:
      'Dejará de verse en la tienda, las búsquedas y el mapa del sitio. Los pedidos y comentarios lo conservan, y puedes publicarlo de nuevo.',
    publishQuestion: '¿Publicar de nuevo este libro?',
    publishMessage: 'Volverá a verse en la tienda, las búsquedas y el mapa del sitio.',
  },
  ca: {
    unpublish: 'Retira de la botiga',
    unpublishQuestion: 'Vols retirar aquest llibre de la botiga?',
    unpublishMessage:
      "Deixarà de veure's a la botiga, a les cerques i al mapa del lloc. Les comandes i els comentaris el conserven, i el pots tornar a publicar.",
    publishQuestion: 'Vols tornar a publicar aquest llibre?',
    publishMessage: "Tornarà a veure's a la botiga, a les cerques i al mapa del lloc.",
  },
};

/** A button that asks first, as a page uses the dialog. */
function AskFirst({ ask, ...props }: Omit<ConfirmDialogProps, 'open'> & { ask: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {ask}
      </button>
      <ConfirmDialog
        {...props}
        open={open}
        onConfirm={() => {
          setOpen(false);
          props.onConfirm();
        }}
        onCancel={() => {
          setOpen(false);
          props.onCancel();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Admin/ConfirmDialog',
  component: AskFirst,
  tags: ['autodocs'],
  args: {
    ask: shopWords.en.unpublish,
    title: shopWords.en.unpublishQuestion,
    message: shopWords.en.unpublishMessage,
    confirmLabel: shopWords.en.unpublish,
    danger: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
  // The shop's words in the toolbar's language; no confirming label when a story shows the kit's.
  render: (args, { globals }) => {
    const word = storySample(globals, shopWords);
    return (
      <AskFirst
        {...args}
        ask={word.unpublish}
        title={word.unpublishQuestion}
        message={word.unpublishMessage}
        confirmLabel={args.confirmLabel && word.unpublish}
      />
    );
  },
} satisfies Meta<typeof AskFirst>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Focus starts on Cancel; Escape cancels and nothing happens. */
export const CancelledWithEscape: Story = {
  play: async ({ canvas, args, globals }) => {
    const word = storySample(globals, shopWords);
    await userEvent.click(canvas.getByRole('button', { name: word.unpublish }));
    const dialog = page().getByRole('dialog', { name: word.unpublishQuestion });
    await expect(dialog).toHaveAccessibleDescription(word.unpublishMessage);
    await expect(
      within(dialog).getByRole('button', { name: storyTexts(globals).confirmDialog.cancel }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** Tab to the confirming button and press Enter. */
export const Confirmed: Story = {
  play: async ({ canvas, args, globals }) => {
    const word = storySample(globals, shopWords);
    await userEvent.click(canvas.getByRole('button', { name: word.unpublish }));
    const dialog = page().getByRole('dialog');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: word.unpublish })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** Closed: nothing is shown. */
export const Closed: StoryObj<typeof ConfirmDialog> = {
  render: (args, { globals }) => {
    const word = storySample(globals, shopWords);
    return <ConfirmDialog {...args} title={word.publishQuestion} message={word.publishMessage} />;
  },
  args: {
    open: false,
    title: shopWords.en.publishQuestion,
    message: shopWords.en.publishMessage,
    onConfirm: fn(),
    onCancel: fn(),
  },
  play: async () => {
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** Without its own words, the confirming button says the kit's "Confirm". */
export const KitWords: Story = {
  args: { confirmLabel: undefined, danger: false },
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals).confirmDialog;
    const word = storySample(globals, shopWords);
    await userEvent.click(canvas.getByRole('button', { name: word.unpublish }));
    const dialog = page().getByRole('dialog', { name: word.unpublishQuestion });
    await expect(within(dialog).getByRole('button', { name: text.cancel })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: text.confirm })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: text.cancel }));
  },
};
