import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CommentForm } from './CommentForm';
import { type CommentItem, CommentList, type CommentListProps } from './CommentList';

/** A shopper's picture, drawn here (stories reach no server). */
const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#2a6f97"/><circle cx="48" cy="38" r="18" fill="#f4d8c4"/><rect x="20" y="62" width="56" height="34" rx="16" fill="#f4d8c4"/></svg>',
  );

const comments: CommentItem[] = [
  {
    id: 'c1',
    text: 'Una obra maestra. <script>alert(1)</script> stays text.',
    authorName: 'Laia Soler',
    authorImage: PICTURE,
    createdAt: '2026-03-02T10:00:00.000Z',
    likes: 3,
    dislikes: 1,
    mine: 'like',
    canDelete: false,
  },
  {
    id: 'c2',
    text: 'Me lo leí en dos días.',
    authorName: 'Pol Ferrer',
    createdAt: '2026-03-01T10:00:00.000Z',
    likes: 0,
    dislikes: 0,
    canDelete: true,
  },
];

const meta = {
  title: 'Book/CommentList',
  component: CommentList,
  tags: ['autodocs'],
  args: { comments, signedIn: true, onEvaluate: fn(), onDelete: fn() },
} satisfies Meta<typeof CommentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvas, args }) => {
    const laia = within(canvas.getByRole('article', { name: 'Laia Soler' }));
    // Markup in a comment is shown as typed.
    await expect(laia.getByText(/<script>alert\(1\)<\/script> stays text\./)).toBeVisible();
    await expect(laia.getByRole('button', { name: /Like 3/ })).toHaveAttribute('aria-pressed', 'true');
    // Pressing one's own like again takes it back; a dislike switches.
    await userEvent.click(laia.getByRole('button', { name: /Like 3/ }));
    await expect(args.onEvaluate).toHaveBeenLastCalledWith('c1', null);
    await userEvent.click(laia.getByRole('button', { name: /Dislike 1/ }));
    await expect(args.onEvaluate).toHaveBeenLastCalledWith('c1', 'dislike');
    await expect(laia.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

export const DeleteAfterConfirmation: Story = {
  play: async ({ canvas, args }) => {
    const pol = within(canvas.getByRole('article', { name: 'Pol Ferrer' }));
    await userEvent.click(pol.getByRole('button', { name: 'Delete' }));
    await expect(pol.getByText('Delete this comment?')).toBeVisible();
    await userEvent.click(pol.getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(pol.getByRole('button', { name: 'Delete' }));
    await userEvent.click(pol.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith('c2');
  },
};

export const ConfirmationByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const pol = within(canvas.getByRole('article', { name: 'Pol Ferrer' }));
    pol.getByRole('button', { name: 'Delete' }).focus();
    await userEvent.keyboard('{Enter}');
    // The question takes the focus on its safe answer; Escape closes it, back on its opener.
    await waitFor(() => expect(pol.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expect(pol.getByRole('group', { name: 'Delete this comment?' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(pol.queryByRole('group', { name: 'Delete this comment?' })).toBeNull();
    await waitFor(() => expect(pol.getByRole('button', { name: 'Delete' })).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** The list as the shop shows it: a deleted comment leaves it. */
function ListThatDeletes(props: CommentListProps) {
  const [shown, setShown] = useState(props.comments);
  return (
    <CommentList
      {...props}
      comments={shown}
      onDelete={(id) => setShown((current) => current.filter((comment) => comment.id !== id))}
    />
  );
}

export const FocusAfterDeletion: Story = {
  args: { comments: [comments[1] as CommentItem, { ...(comments[0] as CommentItem), canDelete: true }] },
  render: (args) => <ListThatDeletes {...args} />,
  play: async ({ canvas }) => {
    const pol = within(canvas.getByRole('article', { name: 'Pol Ferrer' }));
    await userEvent.click(pol.getByRole('button', { name: 'Delete' }));
    await userEvent.click(pol.getByRole('button', { name: 'Delete' }));
    // The comment that took its place has the focus, not the page's body.
    await waitFor(() => expect(canvas.getByRole('article', { name: 'Laia Soler' })).toHaveFocus());
    const laia = within(canvas.getByRole('article', { name: 'Laia Soler' }));
    await userEvent.click(laia.getByRole('button', { name: 'Delete' }));
    await userEvent.click(laia.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.getByText('No comments yet')).toHaveFocus());
  },
};

export const Guest: Story = {
  args: {
    signedIn: false,
    comments: comments.map((comment) => ({ ...comment, mine: undefined, canDelete: false })),
  },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button', { name: /Like|Dislike/ }))
      await expect(button).toBeDisabled();
  },
};

export const NoCommentsInSpanish: Story = {
  args: { comments: [] },
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Todavía no hay comentarios')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    const laia = within(canvas.getByRole('article', { name: 'Laia Soler' }));
    await expect(laia.getByRole('button', { name: /Me gusta 3/ })).toBeVisible();
    await expect(laia.getByText('2 mar 2026')).toBeVisible();
  },
};

export const WriteAComment: StoryObj<typeof CommentForm> = {
  render: (args) => <CommentForm {...args} />,
  args: { onSubmit: fn(async () => undefined) },
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Write a comment'), 'Gran libro');
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledWith('Gran libro');
    await expect(canvas.getByLabelText('Write a comment')).toHaveValue('');
  },
};

export const RefusedCommentIsKept: StoryObj<typeof CommentForm> = {
  render: (args) => <CommentForm {...args} />,
  args: { onSubmit: fn(async () => Promise.reject(new Error('down'))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Write a comment'), 'No se pierde');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    // Nothing typed is lost.
    await expect(canvas.getByLabelText('Write a comment')).toHaveValue('No se pierde');
  },
};

/** Each comment shows its author's picture, or their initial without one; both languages. */
export const AuthorPictures: Story = {
  play: async ({ canvas }) => {
    const laia = canvas.getByRole('article', { name: 'Laia Soler' });
    await expect(laia.querySelector('header img')).toHaveAttribute('src', PICTURE);
    const pol = canvas.getByRole('article', { name: 'Pol Ferrer' });
    await expect(pol.querySelector('header img')).toBeNull();
    await expect(within(pol).getByText('P')).toBeVisible();
  },
};

export const AuthorPicturesInSpanish: Story = {
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    const laia = canvas.getByRole('article', { name: 'Laia Soler' });
    await expect(laia.querySelector('header img')).toHaveAttribute('src', PICTURE);
    await expect(within(laia).getByRole('button', { name: /Me gusta 3/ })).toBeVisible();
  },
};
