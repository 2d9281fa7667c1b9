import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../storybook/languages';
import { PasswordDialog, type PasswordDialogProps } from './PasswordDialog';

const RIGHT_PASSWORD = 'admin-secret-42';

/** A button that asks for the password first, as a page uses the dialog: a wrong one is refused. */
function AskPassword({
  onConfirm,
  onCancel,
  refusal,
  ...props
}: Omit<PasswordDialogProps, 'open' | 'error'> & { refusal: string }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const close = () => {
    setOpen(false);
    setError(undefined);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Change the role of Jordi Puig
      </button>
      <PasswordDialog
        {...props}
        open={open}
        error={error}
        onConfirm={(password) => {
          onConfirm(password);
          if (password === RIGHT_PASSWORD) close();
          else setError(refusal);
        }}
        onCancel={() => {
          close();
          onCancel();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Admin/PasswordDialog',
  component: AskPassword,
  tags: ['autodocs'],
  args: {
    title: 'Make Jordi Puig an admin?',
    message: 'They will manage the catalogue, orders and users. Type your password to confirm.',
    confirmLabel: 'Make admin',
    refusal: 'Current password is incorrect',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof AskPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Focus starts in the password field; a wrong password is refused under it, the right one confirms. */
export const WrongThenRight: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change the role of Jordi Puig' }));
    const dialog = page().getByRole('dialog', { name: 'Make Jordi Puig an admin?' });
    await expect(dialog).toHaveAccessibleDescription(/Type your password to confirm/);
    const field = within(dialog).getByLabelText(storyTexts(globals).passwordDialog.password);
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveAttribute('autocomplete', 'current-password');

    await userEvent.keyboard('not-it{Enter}');
    await expect(args.onConfirm).toHaveBeenLastCalledWith('not-it');
    await expect(field).toHaveAccessibleDescription('Current password is incorrect');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();

    await userEvent.clear(field);
    await userEvent.type(field, RIGHT_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    await expect(args.onConfirm).toHaveBeenLastCalledWith(RIGHT_PASSWORD);
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** Escape cancels: nothing is confirmed, and the password typed is gone the next time. */
export const CancelledWithEscape: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change the role of Jordi Puig' }));
    await userEvent.keyboard('half-typed');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(page().queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Change the role of Jordi Puig' }));
    await expect(
      within(page().getByRole('dialog')).getByLabelText(storyTexts(globals).passwordDialog.password),
    ).toHaveValue('');
  },
};

/** While the password is checked, confirming again sends nothing more. */
export const Pending: StoryObj<typeof PasswordDialog> = {
  render: (args) => <PasswordDialog {...args} />,
  args: {
    open: true,
    pending: true,
    title: 'Remove the admin role of Jordi Puig?',
    message: 'Type your password to confirm.',
    confirmLabel: 'Remove admin',
    onConfirm: fn(),
    onCancel: fn(),
  },
  play: async ({ args }) => {
    const dialog = page().getByRole('dialog', { name: 'Remove the admin role of Jordi Puig?' });
    await userEvent.keyboard('admin-secret-42{Enter}');
    await expect(within(dialog).getByRole('button', { name: 'Remove admin' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Without its own confirming text, the dialog says the kit's; Cancel closes it. */
export const KitTexts: Story = {
  args: { confirmLabel: undefined },
  play: async ({ canvas, args, globals }) => {
    const text = storyTexts(globals).passwordDialog;
    await userEvent.click(canvas.getByRole('button', { name: 'Change the role of Jordi Puig' }));
    const dialog = page().getByRole('dialog', { name: 'Make Jordi Puig an admin?' });
    await expect(within(dialog).getByLabelText(text.password)).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: text.confirm })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: text.cancel }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
