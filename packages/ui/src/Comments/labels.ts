export interface CommentFormLabels {
  /** The field's label. */
  label: string;
  send: string;
}
export interface CommentListLabels {
  like: string;
  dislike: string;
  delete: string;
  /** "Delete this comment?" */
  deleteConfirm: string;
  cancel: string;
  /** "No comments yet" */
  empty: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const commentFormLabels: CommentFormLabels = { label: 'Write a comment', send: 'Send' };

/** The English texts (the kit's default, and part of the `en` pack). */
export const commentListLabels: CommentListLabels = {
  like: 'Like',
  dislike: 'Dislike',
  delete: 'Delete',
  deleteConfirm: 'Delete this comment?',
  cancel: 'Cancel',
  empty: 'No comments yet',
};
