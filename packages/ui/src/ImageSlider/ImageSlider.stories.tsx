import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { storySample, storyTexts } from '../storybook/languages';
import { ImageSlider } from './ImageSlider';
import type { ImageSlide } from './slides';

/** Artwork as a shop should give it: shapes and colour, no words (the headline is text over it). */
const banner = (fill: string, shape: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><rect width="1200" height="400" fill="${fill}"/><circle cx="1040" cy="200" r="150" fill="${shape}"/></svg>`,
  );

const pictures = [banner('#3d1e24', '#e0a526'), banner('#16324f', '#8fb8f5'), banner('#1d3b22', '#86c98a')];

/** The slides' headlines, the shop's own words, in English, Spanish and Catalan; the longest one first. */
type Headlines = readonly [string, string, string, string];
const headlines: { en: Headlines; es: Headlines; ca: Headlines } = {
  en: [
    'Free delivery in Barcelona within 24 h',
    'Sant Jordi: books and roses',
    'New arrivals this week',
    'Summer reading list',
  ],
  es: [
    'Envío gratis en Barcelona en 24 h',
    'Sant Jordi: libros y rosas',
    'Novedades de la semana',
    'Lecturas para el verano',
  ],
  ca: [
    'Lliurament gratuït a Barcelona en 24 h',
    'Sant Jordi: llibres i roses',
    'Novetats de la setmana',
    "Lectures per a l'estiu",
  ],
};

/** The shop's other words for a slide (a headline over a picture not yet loaded, a picture's text alternative). */
const slideWords = {
  en: { notLoaded: 'Not loaded yet', roseAlt: 'A red rose on an open book' },
  es: { notLoaded: 'Todavía sin cargar', roseAlt: 'Una rosa roja sobre un libro abierto' },
  ca: { notLoaded: 'Encara sense carregar', roseAlt: 'Una rosa vermella sobre un llibre obert' },
};

const slidesOf = (words: Headlines): ImageSlide[] =>
  words
    .slice(1)
    .map((headline, index) => ({ id: `s${index + 1}`, image: pictures[index] ?? '', alt: '', headline }));

const slides = slidesOf(headlines.en);

const meta = {
  title: 'Home/ImageSlider',
  component: ImageSlider,
  tags: ['autodocs'],
  args: { slides, autoplay: false },
  // The slides in the toolbar's language, unless a story gives its own.
  render: (args, { globals }) => (
    <ImageSlider
      {...args}
      slides={args.slides === slides ? slidesOf(storySample(globals, headlines)) : args.slides}
    />
  ),
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
  play: async ({ canvas, canvasElement, globals }) => {
    const words = storySample(globals, headlines);
    const t = storyTexts(globals);
    // The headline is text on the picture; the picture itself only decorates it.
    await expect(canvas.getByText(words[1])).toBeVisible();
    const first = canvasElement.querySelector('img');
    await expect(first).toHaveAttribute('alt', '');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    // Until the shopper reaches for it, the first slide stands alone and swiper is not loaded.
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(1);
    await expect(canvasElement.querySelector('.swiper')).toBeNull();
    await userEvent.hover(canvas.getByRole('region', { name: t.imageSlider.label }));
    // swiper's code arrives now: on a busy machine that can take seconds.
    await waitFor(() => expect(canvasElement.querySelector('.swiper-cube')).not.toBeNull(), {
      timeout: 15_000,
    });
    const images = [...canvasElement.querySelectorAll('.swiper-slide img')];
    await expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    // Only the slide in view is read out: the turned-away ones are hidden from screen readers.
    await expect(canvas.getByText(words[1])).toBeVisible();
    await expect(canvas.queryByText(words[2])).not.toBeNull();
    await expect(canvas.getByText(words[2]).closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.getByText(words[1]).closest('[aria-hidden="true"]')).toBeNull();
    // No pagination bullets.
    await expect(canvasElement.querySelector('.swiper-pagination')).toBeNull();
    // The frame reserves a 3:1 box.
    const frame = canvas.getByRole('region', { name: t.imageSlider.label });
    const box = frame.getBoundingClientRect();
    await expect(Math.round(box.width / box.height)).toBe(3);
  },
};

const linkedSlides = (words: Headlines): ImageSlide[] =>
  slidesOf(words).map((slide, index) => ({ ...slide, href: `/collections/${index + 1}` }));

/**
 * Each slide opens its collection: the whole slide is a link named by its headline, reached with Tab
 * (the turned-away slides' links are not), and a swipe across it turns the cube without opening it.
 */
export const SlidesThatLink: Story = {
  args: { slides: linkedSlides(headlines.en) },
  render: (args, { globals }) => (
    <ImageSlider {...args} slides={linkedSlides(storySample(globals, headlines))} />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const words = storySample(globals, headlines);
    const t = storyTexts(globals);
    const first = canvas.getByRole('link', { name: words[1] });
    await expect(first).toHaveAttribute('href', '/collections/1');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.hover(canvas.getByRole('region', { name: t.imageSlider.label }));
    await waitFor(() => expect(canvasElement.querySelector('.swiper-cube')).not.toBeNull(), {
      timeout: 15_000,
    });
    // In the cube only the slide in view is a link in the tab order; the others are hidden from everyone.
    const inView = canvas.getByRole('link', { name: words[1] });
    await expect(inView).toHaveAttribute('href', '/collections/1');
    await expect(inView).not.toHaveAttribute('tabindex');
    const turnedAway = canvasElement.querySelector('a[href="/collections/2"]');
    await expect(turnedAway).toHaveAttribute('tabindex', '-1');
    await expect(turnedAway?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

const notLoadedSlide = (headline: string): ImageSlide[] => [{ id: 'x', image: 'data:,', alt: '', headline }];

export const ReservesSpaceBeforeImagesLoad: Story = {
  args: { slides: notLoadedSlide(slideWords.en.notLoaded) },
  render: (args, { globals }) => (
    <ImageSlider {...args} slides={notLoadedSlide(storySample(globals, slideWords).notLoaded)} />
  ),
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    const frame = canvas.getByRole('region', { name: t.imageSlider.label });
    await expect(frame.getBoundingClientRect().height).toBeCloseTo(200, 0);
    // The headline lies over the picture: it takes no room of its own.
    await expect(canvas.getByText(storySample(globals, slideWords).notLoaded)).toBeVisible();
    await expect(frame.getBoundingClientRect().height).toBeCloseTo(200, 0);
  },
};

/** A picture that says something itself still has its own text alternative. */
const roseSlide = (alt: string): ImageSlide[] => [{ id: 'p', image: pictures[0] ?? '', alt }];

export const PictureWithAltText: Story = {
  args: { slides: roseSlide(slideWords.en.roseAlt) },
  render: (args, { globals }) => (
    <ImageSlider {...args} slides={roseSlide(storySample(globals, slideWords).roseAlt)} />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('img', { name: storySample(globals, slideWords).roseAlt })).toBeVisible();
  },
};

export const TurnsOnItsOwn: Story = {
  args: { autoplay: true },
  play: async ({ canvasElement, globals }) => {
    const words = storySample(globals, headlines);
    await expect(canvasElement.querySelector('.swiper')).toBeNull();
    // The first turn is due after 5 s: swiper arrives then and turns to the second slide at once.
    await waitFor(
      () => expect(canvasElement.querySelector('.swiper-slide-active')).toHaveTextContent(words[2]),
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
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    // A turning slider has a visible pause button (WCAG 2.2.2); pressed, it becomes a play button.
    const pause = canvas.getByRole('button', { name: t.imageSlider.pause });
    await expect(pause).toBeVisible();
    await userEvent.click(pause);
    await expect(canvas.getByRole('button', { name: t.imageSlider.play })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: t.imageSlider.pause })).toHaveFocus();
  },
};

export const NoPauseButtonWhenStill: Story = {
  args: { autoplay: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * On a phone the slider is a third as tall as it is wide: the longest headline still fits on the
 * picture, clear of the pause button.
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { autoplay: true },
  render: (args, { globals }) => {
    const words = storySample(globals, headlines);
    return (
      <ImageSlider
        {...args}
        slides={[{ id: 'l', image: pictures[1] ?? '', alt: '', headline: words[0] }, ...slidesOf(words)]}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals).imageSlider;
    const frame = canvas.getByRole('region', { name: text.label }).getBoundingClientRect();
    const headline = canvas.getByText(storySample(globals, headlines)[0]).getBoundingClientRect();
    const pause = canvas.getByRole('button', { name: text.pause }).getBoundingClientRect();
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
