'use client';
import { type DragEvent, forwardRef, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import { componentRoot, secondaryButton, visuallyHidden } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type ImageUploaderLabels, imageUploaderLabels } from './labels';

/** The types the server takes (it checks the bytes again). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageUploaderStatus = 'idle' | 'uploading' | 'uploaded';

export interface ImageUploaderProps extends RootProps {
  /** The image shown now (its address), if any. */
  value?: string;
  /** Receives a file of an accepted type and size; the parent uploads it. */
  onFile: (file: File) => void;
  status?: ImageUploaderStatus;
  /** The server's refusal, announced. */
  error?: string;
  labels?: Partial<ImageUploaderLabels>;
  /** The types taken here (a profile image: no AVIF); ACCEPTED_IMAGE_TYPES by default. */
  accept?: readonly string[];
  /** The largest file taken here; MAX_IMAGE_BYTES by default. */
  maxBytes?: number;
  /** Shown round (a person's picture) rather than as a book's cover. */
  round?: boolean;
  /** When given, and an image is shown, a button takes the image away. */
  onRemove?: () => void;
}

const part = partsOf('image-uploader');

/**
 * An image field: drop a file on it or pick one (a real button, so the keyboard reaches it). The
 * chosen file is previewed at once; a file of the wrong type or size is refused here, before it is
 * sent, and every refusal or progress is announced (an alert, a status).
 *
 * Parts (`data-scope="image-uploader"`): `root` (takes `ref`), `label`, `zone` (the drop area, with
 * `data-dragging` while a file is over it), `preview`, `choose`, `remove`, `hint`, `status`, `error`.
 */
export const ImageUploader = forwardRef<HTMLDivElement, ImageUploaderProps>(function ImageUploader(
  {
    value,
    onFile,
    status = 'idle',
    error,
    labels,
    accept = ACCEPTED_IMAGE_TYPES,
    maxBytes = MAX_IMAGE_BYTES,
    round = false,
    onRemove,
    ...root
  },
  ref,
) {
  const text = useLabels('imageUploader', imageUploaderLabels, labels);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [preview, setPreview] = useState<string>();

  // The object URL of a chosen file lives until another is chosen.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  // Once uploaded (`status` turns `uploaded`, `value` the address the server gave it, which is the same
  // for the same image again), or when a form clears `value`, the chosen file's preview gives way: the
  // admin sees the image as the shop now serves it.
  const [previewOf, setPreviewOf] = useState({ value, status });
  if (previewOf.value !== value || previewOf.status !== status) {
    setPreviewOf({ value, status });
    if (previewOf.value !== value || status === 'uploaded') setPreview(undefined);
  }

  const take = (file: File | undefined) => {
    if (!file) return;
    if (!accept.includes(file.type)) return setRefusal(text.wrongType);
    if (file.size > maxBytes) return setRefusal(text.tooLarge);
    setRefusal('');
    setPreview(URL.createObjectURL(file));
    onFile(file);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };
  const remove = () => {
    setPreview(undefined);
    setRefusal('');
    onRemove?.();
  };
  const shown = preview ?? value;
  const problem = refusal || error;

  return (
    <Root ref={ref} role="group" aria-labelledby={`${id}-label`} {...part('root')} {...rootProps(root)}>
      <span id={`${id}-label`} {...part('label')}>
        {text.label}
      </span>
      <Zone
        {...part('zone')}
        data-dragging={dragging || undefined}
        data-round={round || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        {shown ? (
          <img src={shown} alt={text.preview} {...part('preview')} />
        ) : (
          <Placeholder aria-hidden="true">🖼</Placeholder>
        )}
        <div>
          <p>
            {text.drop}{' '}
            <button
              type="button"
              onClick={() => input.current?.click()}
              aria-describedby={`${id}-hint`}
              {...part('choose')}
            >
              {text.choose}
            </button>
          </p>
          {onRemove && shown && (
            <p>
              <button type="button" onClick={remove} {...part('remove')}>
                {text.remove}
              </button>
            </p>
          )}
          <small id={`${id}-hint`} {...part('hint')}>
            {text.hint}
          </small>
        </div>
        <FileInput
          ref={input}
          type="file"
          tabIndex={-1}
          aria-hidden="true"
          accept={accept.join(',')}
          onChange={(event) => {
            take(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Zone>
      <p role="status" {...part('status')}>
        {status === 'uploading' ? text.uploading : status === 'uploaded' ? text.uploaded : ''}
      </p>
      <p role="alert" {...part('error')}>
        {problem}
      </p>
    </Root>
  );
});

const Root = styled.div`
  ${componentRoot}
  display: grid;
  gap: ${vars.space.xs};

  > span {
    font-weight: 600;
  }
  > p {
    margin: 0;
    min-height: 1.2em;
  }
  > p[role='alert'] {
    color: ${vars.color.danger};
  }
`;

const Zone = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.md};
  padding: ${vars.space.md};
  border: 2px dashed ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  &[data-dragging] {
    border-color: ${vars.color.primary};
    background: ${vars.color.background};
  }
  img {
    width: 96px;
    height: 128px;
    object-fit: cover;
    border-radius: ${vars.radius.sm};
    border: 1px solid ${vars.color.border};
  }
  &[data-round] img,
  &[data-round] > span {
    height: 96px;
    border-radius: 50%;
  }
  p {
    margin: 0 0 ${vars.space.xs};
  }
  button {
    ${secondaryButton}
  }
  small {
    color: ${vars.color.muted};
  }
`;

const Placeholder = styled.span`
  display: grid;
  place-items: center;
  width: 96px;
  height: 128px;
  font-size: 32px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
`;

const FileInput = styled.input`
  ${visuallyHidden}
`;
