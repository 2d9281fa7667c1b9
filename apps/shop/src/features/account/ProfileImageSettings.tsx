import { PROFILE_IMAGE_MAX_BYTES } from '@bookshop/contract';
import { type AuthUser, useUpdateUser, useUploadImage } from '@bookshop/data';
import { ImageUploader, type ImageUploaderStatus } from '@bookshop/ui';
import { useState } from 'react';
import { useAreaWords } from '../../i18n/area';
import { serverErrors } from '../../layout/formErrors';
import { accountArea } from './accountWords';

/** What a phone or a computer makes; the server checks the bytes again. */
const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The shopper's picture in settings: uploaded (`POST /uploads?kind=profile`), then kept on the
 * account; shown in the top bar and beside their comments; removable.
 */
export function ProfileImageSettings({ user }: { user: AuthUser }) {
  const { words, language } = useAreaWords(accountArea);
  const text = words.social.profileImage;
  const upload = useUploadImage();
  const update = useUpdateUser();
  const [status, setStatus] = useState<ImageUploaderStatus>('idle');
  const [error, setError] = useState<string>();
  const [removed, setRemoved] = useState(false);

  const failed = (failure: unknown) => {
    setStatus('idle');
    const { form, fields } = serverErrors(failure, language);
    setError(fields.file ?? fields.profileImage ?? form ?? words.loadError);
  };

  const send = async (file: File) => {
    setStatus('uploading');
    setError(undefined);
    setRemoved(false);
    try {
      const { url } = await upload.mutateAsync({ file, kind: 'profile' });
      await update.mutateAsync({ profileImage: url });
      setStatus('uploaded');
    } catch (failure) {
      failed(failure);
    }
  };

  const remove = async () => {
    setError(undefined);
    setStatus('idle');
    try {
      await update.mutateAsync({ profileImage: null });
      setRemoved(true);
    } catch (failure) {
      failed(failure);
    }
  };

  return (
    <>
      <ImageUploader
        value={user.profileImage ?? undefined}
        onFile={send}
        onRemove={remove}
        status={status}
        error={error}
        round
        accept={PROFILE_IMAGE_TYPES}
        maxBytes={PROFILE_IMAGE_MAX_BYTES}
        labels={{ ...text }}
      />
      {removed && <p role="status">{text.removed}</p>}
    </>
  );
}
