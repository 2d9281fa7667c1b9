export {
  ACCEPTED_IMAGE_TYPES,
  ImageUploader,
  type ImageUploaderProps,
  type ImageUploaderStatus,
  MAX_IMAGE_BYTES,
} from './ImageUploader';
export { type ImageUploaderLabels, imageUploaderLabels } from './labels';
