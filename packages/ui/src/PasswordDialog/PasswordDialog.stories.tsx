import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storySample, storyTexts } from '../storybook/languages';
import { PasswordDialog, type PasswordDialogProps } from './PasswordDialog';

const RIGHT_PASSWORD = 'admin-secret-42';

/** The shop's words for changing a user's role (as its back office writes them), in the toolbar's language. */
const shopWords = {
  en: {
    changeRole: 'Change the role of Jordi Puig',
    grantQuestion: 'Make Jordi Puig an admin?',
    grantMessage: 'They will manage the catalogue, orders and users. Type your password to confirm.',
    grant: 'Make admin',
    refusal: 'Current password is incorrect',
    removeQuestion: 'Remove the admin role of Jordi Puig?',
    confirmWithPassword: 'Type your password to confirm.',
    remove: 'Remove admin',
  },
  es: {
    changeRole: 'Cambiar el rol de Jordi Puig',
    grantQuestion: '¿Hacer administrador a Jordi Puig?',
    grantMessage:
      'Podrá gestionar el catálogo, los pedidos y los usuarios. Para confirmarlo, escribe tu contraseña.',
    grant: 'Hacer administrador',
    refusal: 'La contraseña actual no es correcta',
    removeQuestion: '¿Quitar el rol de administrador a Jordi Puig?',
    confirmWithPassword: 'Para confirmarlo, escribe tu contraseña.',
    remove: 'Quitar administrador',
  },
  ca: {
    changeRole: 'Canvia el rol de Jordi Puig',
    grantQuestion: "Vols donar el rol d'administrador a Jordi Puig?",
    grantMessage:
      'Podrà gestionar el catàleg, les comandes i els usuaris. Per confirmar-ho, escriu la teva contrasenya.',
    grant: "Dona el rol d'administrador",
    refusal: 'La contrasenya actual no és correcta',
    removeQuestion: "Vols treure el rol d'administrador a Jordi Puig?",
    confirmWithPassword: 'Per confirmar-ho, escriu la teva contrasenya.',
    remove: "Treu el rol d'administrador",
  },
};

/** A button that asks for the password first, as a page uses the dialog: a wrong one is refused. */
function AskPassword({
  onConfirm,
  onCancel,
  refusal,
  ask,
  ...props
}: Omit<PasswordDialogProps, 'open' | 'error'> & { refusal: string; ask: string }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const close = () => {
    setOpen(false);
    setError(undefined);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {ask}
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
    ask: shopWords.en.changeRole,
    title: shopWords.en.grantQuestion,
    message: shopWords.en.grantMessage,
    confirmLabel: shopWords.en.grant,
    refusal: shopWords.en.refusal,
    onConfirm: fn(),
    onCancel: fn(),
  },
  // The shop's words in the toolbar's language; no confirming text when a story shows the kit's.
  render: (args, { globals }) => {
    const word = storySample(globals, shopWords);
    return (
      <AskPassword
        {...args}
        ask={word.changeRole}
        title={word.grantQuestion}
        message={word.grantMessage}
        confirmLabel={args.confirmLabel && word.grant}
        refusal={word.refusal}
      />
    );
  },
} satisfies Meta<typeof AskPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Focus starts in the password field; a wrong password is refused under it, the right one confirms. */
export const WrongThenRight: Story = {
  play: async ({ canvas, args, globals }) => {
    const word = storySample(globals, shopWords);
    await userEvent.click(canvas.getByRole('button', { name: word.changeRole }));
    const dialog = page().getByRole('dialog', { name: word.grantQuestion });
    await expect(dialog).toHaveAccessibleDescription(word.grantMessage);
    const field = within(dialog).getByLabelText(storyTexts(globals).passwordDialog.password);
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveAttribute('autocomplete', 'current-password');

    await userEvent.keyboard('not-it{Enter}');
    await expect(args.onConfirm).toHaveBeenLastCalledWith('not-it');
    await expect(field).toHaveAccessibleDescription(word.refusal);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();

    await userEvent.clear(field);
    await userEvent.type(field, RIGHT_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: word.grant }));
    await expect(args.onConfirm).toHaveBeenLastCalledWith(RIGHT_PASSWORD);
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** Escape cancels: nothing is confirmed, and the password typed is gone the next time. */
export const CancelledWithEscape: Story = {
  play: async ({ canvas, args, globals }) => {
    const { changeRole } = storySample(globals, shopWords);
    await userEvent.click(canvas.getByRole('button', { name: changeRole }));
    await userEvent.keyboard('half-typed');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(page().queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: changeRole }));
    await expect(
      within(page().getByRole('dialog')).getByLabelText(storyTexts(globals).passwordDialog.password),
    ).toHaveValue('');
  },
};

/** While the password is checked, confirming again sends nothing more. */
export const Pending: StoryObj<typeof PasswordDialog> = {
  render: (args, { globals }) => {
    const word = storySample(globals, shopWords);
    return (
      <PasswordDialog
        {...args}
        title={word.removeQuestion}
        message={word.confirmWithPassword}
        confirmLabel={word.remove}
      />
    );
  },
  args: {
    open: true,
    pending: true,
    title: shopWords.en.removeQuestion,
    message: shopWords.en.confirmWithPassword,
    confirmLabel: shopWords.en.remove,
    onConfirm: fn(),
    onCancel: fn(),
  },
  play: async ({ args, globals }) => {
    const word = storySample(globals, shopWords);
    const dialog = page().getByRole('dialog', { name: word.removeQuestion });
    await userEvent.keyboard('admin-secret-42{Enter}');
    await expect(within(dialog).getByRole('button', { name: word.remove })).toHaveAttribute(
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
    const word = storySample(globals, shopWords);
    await userEvent.click(canvas.getByRole('button', { name: word.changeRole }));
    const dialog = page().getByRole('dialog', { name: word.grantQuestion });
    await expect(within(dialog).getByLabelText(text.password)).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: text.confirm })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: text.cancel }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
