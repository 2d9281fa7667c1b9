import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../storybook/languages';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** A button that asks first, as a page uses the dialog. */
function AskFirst(props: Omit<ConfirmDialogProps, 'open'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Unpublish
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
    title: 'Unpublish this book?',
    message: 'It leaves the shop, search and sitemap; orders and comments keep it.',
    confirmLabel: 'Unpublish',
    danger: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof AskFirst>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Focus starts on Cancel; Escape cancels and nothing happens. */
export const CancelledWithEscape: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish' }));
    const dialog = page().getByRole('dialog', { name: 'Unpublish this book?' });
    await expect(dialog).toHaveAccessibleDescription(/orders and comments keep it/);
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
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish' }));
    const dialog = page().getByRole('dialog');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Unpublish' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** Closed: nothing is shown. */
export const Closed: StoryObj<typeof ConfirmDialog> = {
  render: (args) => <ConfirmDialog {...args} />,
  args: {
    open: false,
    title: 'Publish again?',
    message: 'It comes back to the shop.',
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
    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish' }));
    const dialog = page().getByRole('dialog', { name: 'Unpublish this book?' });
    await expect(within(dialog).getByRole('button', { name: text.cancel })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: text.confirm })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: text.cancel }));
  },
};
