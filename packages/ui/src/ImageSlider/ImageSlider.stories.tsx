import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ImageSlider } from './ImageSlider';

const banner = (fill: string, text: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><rect width="1200" height="400" fill="${fill}"/><text x="600" y="210" fill="#fff" font-size="48" text-anchor="middle">${text}</text></svg>`,
  );

const slides = [
  { id: 's1', image: banner('#8c2f39', 'Sant Jordi'), alt: 'Sant Jordi: books and roses' },
  { id: 's2', image: banner('#1a5fb4', 'New arrivals'), alt: 'New arrivals this week' },
  { id: 's3', image: banner('#2e7d32', 'Summer reading'), alt: 'Summer reading list' },
];

const meta = {
  title: 'Home/ImageSlider',
  component: ImageSlider,
  tags: ['autodocs'],
  args: { slides, autoplay: false },
  decorators: [
    (Story) => (
      <div style={{ width: 600 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const first = canvas.getByRole('img', { name: 'Sant Jordi: books and roses' });
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    // Until the shopper reaches for it, the first picture stands alone and swiper is not loaded.
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvasElement.querySelector('.swiper')).toBeNull();
    await userEvent.hover(canvas.getByRole('region', { name: 'Featured' }));
    await waitFor(() => expect(canvasElement.querySelector('.swiper-cube')).not.toBeNull());
    await expect(canvas.getByRole('img', { name: 'Summer reading list' })).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByRole('img', { name: 'New arrivals this week' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    // No pagination bullets.
    await expect(canvasElement.querySelector('.swiper-pagination')).toBeNull();
    // The frame reserves a 3:1 box.
    const frame = canvas.getByRole('region', { name: 'Featured' });
    const box = frame.getBoundingClientRect();
    await expect(Math.round(box.width / box.height)).toBe(3);
  },
};

export const ReservesSpaceBeforeImagesLoad: Story = {
  args: { slides: [{ id: 'x', image: 'data:,', alt: 'Not loaded yet' }] },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'Featured' }).getBoundingClientRect();
    await expect(box.height).toBeCloseTo(200, 0);
  },
};

export const TurnsOnItsOwn: Story = {
  args: { autoplay: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.swiper')).toBeNull();
    // The first turn is due after 5 s: swiper arrives then and turns to the second slide at once.
    await waitFor(
      () =>
        expect(canvasElement.querySelector('.swiper-slide-active img')).toHaveAttribute(
          'alt',
          'New arrivals this week',
        ),
      { timeout: 8000 },
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

export const PauseButtonInSpanish: Story = {
  args: { autoplay: true },
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pausar los destacados' })).toBeVisible();
  },
};
