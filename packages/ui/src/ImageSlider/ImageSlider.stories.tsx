import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ImageSlider } from './ImageSlider';
import type { ImageSlide } from './slides';

/** Artwork as a shop should give it: shapes and colour, no words (the headline is text over it). */
const banner = (fill: string, shape: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><rect width="1200" height="400" fill="${fill}"/><circle cx="1040" cy="200" r="150" fill="${shape}"/></svg>`,
  );

const pictures = [banner('#3d1e24', '#e0a526'), banner('#16324f', '#8fb8f5'), banner('#1d3b22', '#86c98a')];

const slides: ImageSlide[] = [
  { id: 's1', image: pictures[0] ?? '', alt: '', headline: 'Sant Jordi: books and roses' },
  { id: 's2', image: pictures[1] ?? '', alt: '', headline: 'New arrivals this week' },
  { id: 's3', image: pictures[2] ?? '', alt: '', headline: 'Summer reading list' },
];

/** The same slides as a Spanish reader gets them. */
const spanishSlides: ImageSlide[] = [
  { id: 's1', image: pictures[0] ?? '', alt: '', headline: 'Sant Jordi: libros y rosas' },
  { id: 's2', image: pictures[1] ?? '', alt: '', headline: 'Novedades de la semana' },
  { id: 's3', image: pictures[2] ?? '', alt: '', headline: 'Lecturas para el verano' },
];

const meta = {
  title: 'Home/ImageSlider',
  component: ImageSlider,
  tags: ['autodocs'],
  args: { slides, autoplay: false },
  decorators: [
    (Story) => (
      <div style={{ width: 600, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The headline is text on the picture; the picture itself only decorates it.
    await expect(canvas.getByText('Sant Jordi: books and roses')).toBeVisible();
    const first = canvasElement.querySelector('img');
    await expect(first).toHaveAttribute('alt', '');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    // Until the shopper reaches for it, the first slide stands alone and swiper is not loaded.
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(1);
    await expect(canvasElement.querySelector('.swiper')).toBeNull();
    await userEvent.hover(canvas.getByRole('region', { name: 'Featured' }));
    await waitFor(() => expect(canvasElement.querySelector('.swiper-cube')).not.toBeNull());
    const images = [...canvasElement.querySelectorAll('.swiper-slide img')];
    await expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    // Only the slide in view is read out: the turned-away ones are hidden from screen readers.
    await expect(canvas.getByText('Sant Jordi: books and roses')).toBeVisible();
    await expect(canvas.queryByText('New arrivals this week')).not.toBeNull();
    await expect(canvas.getByText('New arrivals this week').closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.getByText('Sant Jordi: books and roses').closest('[aria-hidden="true"]')).toBeNull();
    // No pagination bullets.
    await expect(canvasElement.querySelector('.swiper-pagination')).toBeNull();
    // The frame reserves a 3:1 box.
    const frame = canvas.getByRole('region', { name: 'Featured' });
    const box = frame.getBoundingClientRect();
    await expect(Math.round(box.width / box.height)).toBe(3);
  },
};

export const ReservesSpaceBeforeImagesLoad: Story = {
  args: { slides: [{ id: 'x', image: 'data:,', alt: '', headline: 'Not loaded yet' }] },
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('region', { name: 'Featured' });
    await expect(frame.getBoundingClientRect().height).toBeCloseTo(200, 0);
    // The headline lies over the picture: it takes no room of its own.
    await expect(canvas.getByText('Not loaded yet')).toBeVisible();
    await expect(frame.getBoundingClientRect().height).toBeCloseTo(200, 0);
  },
};

/** A picture that says something itself still has its own text alternative. */
export const PictureWithAltText: Story = {
  args: { slides: [{ id: 'p', image: pictures[0] ?? '', alt: 'A red rose on an open book' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'A red rose on an open book' })).toBeVisible();
  },
};

export const TurnsOnItsOwn: Story = {
  args: { autoplay: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.swiper')).toBeNull();
    // The first turn is due after 5 s: swiper arrives then and turns to the second slide at once.
    await waitFor(
      () =>
        expect(canvasElement.querySelector('.swiper-slide-active')).toHaveTextContent(
          'New arrivals this week',
        ),
      { timeout: 8000 },
    );
    // The slide turned to is the one read out now.
    await expect(canvasElement.querySelector('.swiper-slide-active')).not.toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const PauseButton: Story = {
  args: { autoplay: true },
  play: async ({ canvas }) => {
    // A turning slider has a visible pause button (WCAG 2.2.2); pressed, it becomes a play button.
    const pause = canvas.getByRole('button', { name: 'Pause the slides' });
    await expect(pause).toBeVisible();
    await userEvent.click(pause);
    await expect(canvas.getByRole('button', { name: 'Play the slides' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Pause the slides' })).toHaveFocus();
  },
};

export const NoPauseButtonWhenStill: Story = {
  args: { autoplay: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A Spanish reader: the slides' headlines (from the shop's data) and the kit's own texts in Spanish. */
export const InSpanish: Story = {
  args: { autoplay: true, slides: spanishSlides },
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Destacados' })).toBeVisible();
    await expect(canvas.getByText('Sant Jordi: libros y rosas')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pausar los destacados' })).toBeVisible();
  },
};

/**
 * On a phone the slider is a third as tall as it is wide: the longest headline still fits on the
 * picture, clear of the pause button.
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, language: 'esp' },
  args: {
    autoplay: true,
    slides: [
      { id: 'l', image: pictures[1] ?? '', alt: '', headline: 'Envío gratis en Barcelona en 24 h' },
      ...spanishSlides,
    ],
  },
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('region', { name: 'Destacados' }).getBoundingClientRect();
    const headline = canvas.getByText('Envío gratis en Barcelona en 24 h').getBoundingClientRect();
    const pause = canvas.getByRole('button', { name: 'Pausar los destacados' }).getBoundingClientRect();
    await expect(headline.bottom).toBeLessThanOrEqual(frame.bottom);
    await expect(headline.right).toBeLessThanOrEqual(frame.right);
    // Clear of the button: above it or beside it.
    await expect(headline.bottom <= pause.top || headline.right <= pause.left).toBe(true);
  },
};

/**
 * Each banner in every width, with the `sizes` the page gives (the slider's width on that page); the first
 * is fetched first, the others only when they turn into view.
 */
export const BannersInEveryWidth: Story = {
  args: { sizes: '(min-width: 1280px) 1232px, calc(100vw - 48px)' },
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector('img');
    await expect(first).toHaveAttribute(
      'srcset',
      expect.stringMatching(/#w240 240w, .+#w480 480w, .+#w960 960w$/),
    );
    await expect(first).toHaveAttribute('sizes', '(min-width: 1280px) 1232px, calc(100vw - 48px)');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
  },
};
