export { COMMENT_MAX_LENGTH, CommentForm, type CommentFormProps } from './CommentForm';
export {
  type CommentItem,
  CommentList,
  type CommentListProps,
  type EvaluationValue,
} from './CommentList';
export type { CommentFormLabels, CommentListLabels } from './labels';
