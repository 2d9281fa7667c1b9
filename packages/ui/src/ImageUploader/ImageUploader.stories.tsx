import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storySample, storyTexts } from '../storybook/languages';
import { ImageUploader, type ImageUploaderProps } from './ImageUploader';

/** The shop's own words for its fields (as the shop writes them) and the server's refusal, in the toolbar's language. */
const shopWords = {
  en: {
    cover: { label: 'Cover' },
    profileImage: {
      label: 'Profile image',
      hint: 'JPEG, PNG or WebP, at most 2 MB',
      wrongType: 'This file is not a JPEG, PNG or WebP image',
      tooLarge: 'This image is larger than 2 MB',
    },
    imageTypeUnsupported: 'The image must be a JPEG, PNG, WebP or AVIF',
  },
  es: {
    cover: { label: 'Cubierta' },
    profileImage: {
      label: 'Foto de perfil',
      hint: 'JPEG, PNG o WebP, 2 MB como máximo',
      wrongType: 'Este archivo no es una imagen JPEG, PNG o WebP',
      tooLarge: 'Esta imagen ocupa más de 2 MB',
    },
    imageTypeUnsupported: 'La imagen debe ser JPEG, PNG, WebP o AVIF',
  },
  ca: {
    cover: { label: 'Coberta' },
    profileImage: {
      label: 'Foto de perfil',
      hint: 'JPEG, PNG o WebP, 2 MB com a màxim',
      wrongType: 'Aquest fitxer no és una imatge JPEG, PNG o WebP',
      tooLarge: 'Aquesta imatge ocupa més de 2 MB',
    },
    imageTypeUnsupported: 'La imatge ha de ser JPEG, PNG, WebP o AVIF',
  },
};
type ShopWords = (typeof shopWords)['en'];

/** The story's own labels (given in English), in the toolbar's language; none when it shows the kit's. */
const labelsIn = (labels: ImageUploaderProps['labels'], word: ShopWords) =>
  labels && (labels.label === shopWords.en.profileImage.label ? word.profileImage : word.cover);

const meta = {
  title: 'Admin/ImageUploader',
  component: ImageUploader,
  tags: ['autodocs'],
  args: { onFile: fn(), labels: shopWords.en.cover },
  render: (args, { globals }) => {
    const word = storySample(globals, shopWords);
    return (
      <ImageUploader
        {...args}
        labels={labelsIn(args.labels, word)}
        error={args.error && word.imageTypeUnsupported}
      />
    );
  },
} satisfies Meta<typeof ImageUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A drop of one file, as a browser fires it. */
function dropOn(zone: HTMLElement, file: File) {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  // Built by hand: testing-library copies a DataTransfer's own properties only, and it has none.
  zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer }));
  zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
}

/** A tiny PNG: enough for a preview. */
const png = () =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    'cover.png',
    { type: 'image/png' },
  );

/** Picked with the keyboard: the button opens the picker; the file is previewed and handed on. */
export const PickAFile: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    await expect(
      canvas.getByRole('group', { name: storySample(globals, shopWords).cover.label }),
    ).toBeVisible();
    const choose = canvas.getByRole('button', { name: t.imageUploader.choose });
    await expect(choose).toHaveAccessibleDescription(t.imageUploader.hint);
    await userEvent.tab();
    await expect(choose).toHaveFocus();
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    const file = png();
    await userEvent.upload(input, file);
    await expect(args.onFile).toHaveBeenCalledWith(file);
    await expect(canvas.getByRole('img', { name: t.imageUploader.preview })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
  },
};

/** Dropped on the area. */
export const DropAFile: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const zone = canvasElement.querySelector('[role="group"] > div') as HTMLElement;
    const file = png();
    dropOn(zone, file);
    await expect(args.onFile).toHaveBeenCalledWith(file);
    await expect(canvas.getByRole('img', { name: t.imageUploader.preview })).toBeVisible();
  },
};

/** A text file renamed .jpg is refused before anything is sent, and the refusal is announced. */
export const WrongType: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const zone = canvasElement.querySelector('[role="group"] > div') as HTMLElement;
    const fake = new File(['just text'], 'photo.jpg', { type: 'text/plain' });
    dropOn(zone, fake);
    // The refusal shows once React has drawn it.
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(t.imageUploader.wrongType));
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

export const TooLarge: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const zone = canvasElement.querySelector('[role="group"] > div') as HTMLElement;
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    dropOn(zone, big);
    // The refusal shows once React has drawn it.
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(t.imageUploader.tooLarge));
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: { status: 'uploading', value: '/images/books/la-placa.svg' },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.imageUploader.uploading);
    await expect(canvas.getByRole('img', { name: t.imageUploader.preview })).toHaveAttribute(
      'src',
      '/images/books/la-placa.svg',
    );
  },
};

export const Uploaded: Story = {
  args: { status: 'uploaded', value: '/images/books/la-placa.svg' },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.imageUploader.uploaded);
  },
};

/** The server's refusal (its bytes were not an image), announced. */
export const ServerRefused: Story = {
  args: { error: shopWords.en.imageTypeUnsupported },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storySample(globals, shopWords).imageTypeUnsupported,
    );
  },
};

/** Without its own words (the shop's book cover field), in the kit's: a refusal says why. */
export const KitWords: Story = {
  args: { labels: undefined },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = storyTexts(globals).imageUploader;
    await expect(canvas.getByRole('group', { name: text.label })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.choose })).toBeVisible();
    const zone = canvasElement.querySelector('[data-part="zone"]') as HTMLElement;
    dropOn(zone, new File(['x'], 'x.gif', { type: 'image/gif' }));
    // The refusal shows once React has drawn it.
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(text.wrongType));
  },
};

/** A shopper's picture: round, JPEG, PNG or WebP up to 2 MB, and removable. */
export const ProfileImage: Story = {
  args: {
    value: '/images/books/la-placa.svg',
    round: true,
    accept: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: 2 * 1024 * 1024,
    onRemove: fn(),
    labels: shopWords.en.profileImage,
  },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const own = storySample(globals, shopWords).profileImage;
    await expect(canvas.getByRole('group', { name: own.label })).toBeVisible();
    const zone = canvasElement.querySelector('[role="group"] > div') as HTMLElement;
    dropOn(zone, new File(['x'], 'me.avif', { type: 'image/avif' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(own.wrongType));
    dropOn(zone, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(own.tooLarge));
    await expect(args.onFile).not.toHaveBeenCalled();
    // Removed with the keyboard.
    const remove = canvas.getByRole('button', { name: t.imageUploader.remove });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** Without a picture there is nothing to remove. */
export const ProfileImageEmpty: Story = {
  args: { round: true, onRemove: fn(), labels: undefined },
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals).imageUploader;
    await expect(canvas.getByRole('button', { name: text.choose })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.remove })).toBeNull();
  },
};
