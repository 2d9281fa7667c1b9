export interface ImageUploaderLabels {
  /** The field's name ("Cover"). */
  label: string;
  /** The drop area's invitation. */
  drop: string;
  /** The button that opens the file picker. */
  choose: string;
  /** Which files are taken. */
  hint: string;
  uploading: string;
  uploaded: string;
  /** A file of another type, told before anything is sent. */
  wrongType: string;
  /** A file over the size limit, told before anything is sent. */
  tooLarge: string;
  /** The preview image's text. */
  preview: string;
  /** The button that takes the image away (when the field offers it). */
  remove: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const imageUploaderLabels: ImageUploaderLabels = {
  label: 'Image',
  drop: 'Drop an image here, or',
  choose: 'choose a file',
  hint: 'JPEG, PNG, WebP or AVIF, at most 5 MB',
  uploading: 'Uploading…',
  uploaded: 'Image uploaded',
  wrongType: 'This file is not a JPEG, PNG, WebP or AVIF image',
  tooLarge: 'This image is larger than 5 MB',
  preview: 'Preview',
  remove: 'Remove the image',
};
