export { COMMENT_MAX_LENGTH, CommentForm, type CommentFormProps } from './CommentForm';
export {
  type CommentItem,
  CommentList,
  type CommentListLabels,
  type CommentListProps,
  type EvaluationValue,
} from './CommentList';
