import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyDate, storyTexts } from '../storybook/languages';
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
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals);
    const laia = within(canvas.getByRole('article', { name: 'Laia Soler' }));
    // Markup in a comment is shown as typed.
    await expect(laia.getByText(/<script>alert\(1\)<\/script> stays text\./)).toBeVisible();
    const like = laia.getByRole('button', { name: `${t.commentList.like} 3` });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(
      laia.getByText(storyDate(globals, '2026-03-02T10:00:00.000Z', { dateStyle: 'medium' })),
    ).toBeVisible();
    // Pressing one's own like again takes it back; a dislike switches.
    await userEvent.click(like);
    await expect(args.onEvaluate).toHaveBeenLastCalledWith('c1', null);
    await userEvent.click(laia.getByRole('button', { name: `${t.commentList.dislike} 1` }));
    await expect(args.onEvaluate).toHaveBeenLastCalledWith('c1', 'dislike');
    await expect(laia.queryByRole('button', { name: t.commentList.delete })).toBeNull();
  },
};

export const DeleteAfterConfirmation: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals);
    const pol = within(canvas.getByRole('article', { name: 'Pol Ferrer' }));
    await userEvent.click(pol.getByRole('button', { name: t.commentList.delete }));
    await expect(pol.getByText(t.commentList.deleteConfirm)).toBeVisible();
    await userEvent.click(pol.getByRole('button', { name: t.commentList.cancel }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(pol.getByRole('button', { name: t.commentList.delete }));
    await userEvent.click(pol.getByRole('button', { name: t.commentList.delete }));
    await expect(args.onDelete).toHaveBeenCalledWith('c2');
  },
};

export const ConfirmationByKeyboard: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals);
    const pol = within(canvas.getByRole('article', { name: 'Pol Ferrer' }));
    pol.getByRole('button', { name: t.commentList.delete }).focus();
    await userEvent.keyboard('{Enter}');
    // The question takes the focus on its safe answer; Escape closes it, back on its opener.
    await waitFor(() => expect(pol.getByRole('button', { name: t.commentList.cancel })).toHaveFocus());
    await expect(pol.getByRole('group', { name: t.commentList.deleteConfirm })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(pol.queryByRole('group', { name: t.commentList.deleteConfirm })).toBeNull();
    await waitFor(() => expect(pol.getByRole('button', { name: t.commentList.delete })).toHaveFocus());
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
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    const pol = within(canvas.getByRole('article', { name: 'Pol Ferrer' }));
    await userEvent.click(pol.getByRole('button', { name: t.commentList.delete }));
    await userEvent.click(pol.getByRole('button', { name: t.commentList.delete }));
    // The comment that took its place has the focus, not the page's body.
    await waitFor(() => expect(canvas.getByRole('article', { name: 'Laia Soler' })).toHaveFocus());
    const laia = within(canvas.getByRole('article', { name: 'Laia Soler' }));
    await userEvent.click(laia.getByRole('button', { name: t.commentList.delete }));
    await userEvent.click(laia.getByRole('button', { name: t.commentList.delete }));
    await waitFor(() => expect(canvas.getByText(t.commentList.empty)).toHaveFocus());
  },
};

export const Guest: Story = {
  args: {
    signedIn: false,
    comments: comments.map((comment) => ({ ...comment, mine: undefined, canDelete: false })),
  },
  play: async ({ canvas }) => {
    // Every like and dislike button is there, and none can be pressed.
    const evaluations = canvas.getAllByRole('button').filter((button) => button.hasAttribute('aria-pressed'));
    await expect(evaluations).toHaveLength(4);
    for (const button of evaluations) await expect(button).toBeDisabled();
  },
};

export const NoComments: Story = {
  args: { comments: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyTexts(globals).commentList.empty)).toBeVisible();
  },
};

export const WriteAComment: StoryObj<typeof CommentForm> = {
  render: (args) => <CommentForm {...args} />,
  args: { onSubmit: fn(async () => undefined) },
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals);
    const send = canvas.getByRole('button', { name: t.commentForm.send });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(t.commentForm.label), 'Gran libro');
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledWith('Gran libro');
    await expect(canvas.getByLabelText(t.commentForm.label)).toHaveValue('');
  },
};

export const RefusedCommentIsKept: StoryObj<typeof CommentForm> = {
  render: (args) => <CommentForm {...args} />,
  args: { onSubmit: fn(async () => Promise.reject(new Error('down'))) },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    await userEvent.type(canvas.getByLabelText(t.commentForm.label), 'No se pierde');
    await userEvent.click(canvas.getByRole('button', { name: t.commentForm.send }));
    // Nothing typed is lost.
    await expect(canvas.getByLabelText(t.commentForm.label)).toHaveValue('No se pierde');
  },
};

/** Each comment shows its author's picture, or their initial without one. */
export const AuthorPictures: Story = {
  play: async ({ canvas }) => {
    const laia = canvas.getByRole('article', { name: 'Laia Soler' });
    await expect(laia.querySelector('header img')).toHaveAttribute('src', PICTURE);
    const pol = canvas.getByRole('article', { name: 'Pol Ferrer' });
    await expect(pol.querySelector('header img')).toBeNull();
    await expect(within(pol).getByText('P')).toBeVisible();
  },
};
