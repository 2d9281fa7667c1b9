import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { storySample, storyTexts } from '../storybook/languages';
import { Shelf } from './Shelf';

/** A plain card (a link, as a shop's cards are), so the shelf itself is what the stories show. */
function Card({ number }: { number: number }) {
  return (
    <a
      href={`/books/${number}`}
      style={{
        display: 'grid',
        placeItems: 'center',
        height: 120,
        borderRadius: 8,
        color: '#fff',
        background: number % 2 ? '#8c2f39' : '#1a5fb4',
        fontWeight: 700,
      }}
    >
      {number}
    </a>
  );
}

const meta = {
  title: 'Catalogue/Shelf',
  component: Shelf,
  tags: ['autodocs'],
  args: {
    children: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((number) => <Card key={number} number={number} />),
  },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 640, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Shelf>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The arrows move one card at a time; at either end the arrow that leads nowhere is off. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const text = storyTexts(globals).shelf;
    const previous = canvas.getByRole('button', { name: text.previous });
    const next = canvas.getByRole('button', { name: text.next });
    const track = canvasElement.querySelector('[data-part="track"]') as HTMLElement;
    await expect(previous).toBeDisabled();
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(track.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(previous).toBeEnabled());
    // Keyboard and touch scroll it too: at the far end, Next is off.
    track.scrollTo({ left: track.scrollWidth });
    await waitFor(() => expect(next).toBeDisabled());
  },
};

/** The shelf counts cards by its own width: a narrow column shows fewer, as wide as it allows. */
export const NarrowColumn: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const items = [...canvasElement.querySelectorAll('[data-part="item"]')];
    const track = canvasElement.querySelector('[data-part="track"]') as HTMLElement;
    // Below 360 px one card fills the track.
    await expect(Math.round(items[0]?.getBoundingClientRect().width ?? 0)).toBe(
      Math.round(track.clientWidth),
    );
  },
};

/** A shop's own arrow names for a shelf of releases, in the toolbar's language. */
const releaseArrows = {
  en: { previous: 'Earlier releases', next: 'Later releases' },
  es: { previous: 'Publicados antes', next: 'Publicados después' },
  ca: { previous: 'Publicats abans', next: 'Publicats després' },
};

/** Its arrows' names come from the provider's labels (`labels.shelf`), or its own `labels`. */
export const OwnLabels: Story = {
  args: { labels: releaseArrows.en },
  render: (args, { globals }) => <Shelf {...args} labels={storySample(globals, releaseArrows)} />,
  play: async ({ canvas, globals }) => {
    const arrows = storySample(globals, releaseArrows);
    await expect(canvas.getByRole('button', { name: arrows.previous })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: arrows.next })).toBeVisible();
  },
};

/**
 * Right to left (an Arabic or Hebrew page): the shelf starts at the right, Next is on the left and
 * scrolls leftwards, and the arrows point the way the line runs (the text mirrors ‹ and › itself).
 */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = storyTexts(globals).shelf;
    const previous = canvas.getByRole('button', { name: text.previous });
    const next = canvas.getByRole('button', { name: text.next });
    const track = canvasElement.querySelector('[data-part="track"]') as HTMLElement;
    await expect(next.getBoundingClientRect().right).toBeLessThan(previous.getBoundingClientRect().left);
    await expect(previous).toBeDisabled();
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    // Right to left, scrolling away from the start makes scrollLeft negative.
    await waitFor(() => expect(track.scrollLeft).toBeLessThan(0));
    await waitFor(() => expect(previous).toBeEnabled());
    await userEvent.click(previous);
    await waitFor(() => expect(previous).toBeDisabled());
  },
};
