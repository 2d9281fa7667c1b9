'use client';
import { type FormEvent, forwardRef, useId } from 'react';
import { styled } from 'styled-components';
import { Link } from '../Link/Link';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useBookshop, useLabels } from '../provider/context';
import { componentRoot, secondaryButton } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type FilterPanelLabels, filterPanelLabels } from './labels';

/** One value of a filter, as a link to the list with it (or, when chosen, without it). */
export interface FilterChoice {
  label: string;
  /** How many books the list would hold with this choice. */
  count: number;
  href: string;
  /** The list is filtered by this choice now. */
  selected?: boolean;
}

/** A filter with a few values (a language, a subcategory, a minimum rating): one link each. */
export interface FilterChoiceGroup {
  kind: 'choices';
  title: string;
  choices: FilterChoice[];
}

/** A filter between two numbers (a price, a year): two fields and an apply button. */
export interface FilterRangeGroup {
  kind: 'range';
  title: string;
  /** The range in use, either end open. */
  min?: number;
  max?: number;
  /** The lowest and highest value the list holds, shown as the fields' hints; null for none. */
  bounds: { min: number; max: number } | null;
  /** Step of the fields (0.01 for prices, 1 for years). */
  step: number;
  /** Called with the range typed; an empty field gives undefined. */
  onApply: (min: number | undefined, max: number | undefined) => void;
}

export type FilterGroup = FilterChoiceGroup | FilterRangeGroup;

export interface FilterPanelProps extends RootProps {
  groups: FilterGroup[];
  /** The list without any filter, when some filter is in use: a "clear filters" link. */
  clearHref?: string;
  /** Heading level of the panel's title; each group's title is one below (2 by default). */
  headingLevel?: 2 | 3;
  /** Texts; the provider's `labels.filterPanel` otherwise. */
  labels?: Partial<FilterPanelLabels>;
}

const part = partsOf('filter-panel');

/**
 * The filters of a list of books. Each choice is a link with the number of books it would leave, so
 * a filtered list has its own address; a choice that would leave none is not offered.
 *
 * Parts (`data-scope="filter-panel"`): `root` (takes `ref`), `title`, `clear`, `group` (each filter,
 * with `data-kind` `choices` or `range`), `choice` (each link, with `aria-current` when in use),
 * `range` (the form of a range), `apply`.
 */
export const FilterPanel = forwardRef<HTMLDivElement, FilterPanelProps>(function FilterPanel(
  { groups, clearHref, headingLevel = 2, labels, ...root },
  ref,
) {
  const text = useLabels('filterPanel', filterPanelLabels, labels);
  const Title = `h${headingLevel}` as const;
  const GroupTitle = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <Root ref={ref} {...part('root')} {...rootProps(root)}>
      <Heading as={Title} {...part('title')}>
        {text.title}
      </Heading>
      {clearHref && (
        <Clear as={Link} href={clearHref} {...part('clear')}>
          {text.clear}
        </Clear>
      )}
      {groups.map((group) =>
        group.kind === 'choices' ? (
          <ChoiceGroup key={group.title} group={group} Title={GroupTitle} />
        ) : (
          <RangeGroup key={group.title} group={group} Title={GroupTitle} text={text} />
        ),
      )}
    </Root>
  );
});

function ChoiceGroup({ group, Title }: { group: FilterChoiceGroup; Title: 'h3' | 'h4' }) {
  const offered = group.choices.filter((choice) => choice.selected || choice.count > 0);
  if (offered.length === 0) return null;
  return (
    <Group {...part('group')} data-kind="choices">
      <GroupHeading as={Title}>{group.title}</GroupHeading>
      <Choices>
        {offered.map((choice) => (
          <li key={choice.label}>
            <Choice
              href={choice.href}
              aria-current={choice.selected ? 'true' : undefined}
              {...part('choice')}
            >
              <span>{choice.label}</span>
              <Count>({choice.count})</Count>
            </Choice>
          </li>
        ))}
      </Choices>
    </Group>
  );
}

function RangeGroup({
  group,
  Title,
  text,
}: {
  group: FilterRangeGroup;
  Title: 'h3' | 'h4';
  text: FilterPanelLabels;
}) {
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => {
      const value = String(form.get(name) ?? '').trim();
      return value === '' || Number.isNaN(Number(value)) ? undefined : Number(value);
    };
    group.onApply(read('min'), read('max'));
  };
  return (
    <Group {...part('group')} data-kind="range">
      <GroupHeading as={Title} id={`${id}-title`}>
        {group.title}
      </GroupHeading>
      {/* Keyed by the range in use: another address shows its own values. */}
      <Range
        key={`${group.min}-${group.max}`}
        aria-labelledby={`${id}-title`}
        onSubmit={onSubmit}
        {...part('range')}
      >
        <RangeEnd name="min" label={text.from} group={group} value={group.min} hint={group.bounds?.min} />
        <RangeEnd name="max" label={text.to} group={group} value={group.max} hint={group.bounds?.max} />
        <Apply type="submit" {...part('apply')}>
          {text.apply}
        </Apply>
      </Range>
    </Group>
  );
}

/** One end of a range: the lowest or highest value, the whole list's bound as its placeholder. */
function RangeEnd({
  name,
  label,
  group,
  value,
  hint,
}: {
  name: 'min' | 'max';
  label: string;
  group: FilterRangeGroup;
  value: number | undefined;
  hint: number | undefined;
}) {
  const { locale } = useBookshop();
  // The bound as the reader's language writes a number ("8,5" in Spanish), years without grouping.
  const shownHint =
    hint === undefined ? undefined : new Intl.NumberFormat(locale, { useGrouping: false }).format(hint);
  return (
    <label>
      <span>{label}</span>
      <input
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        step={group.step}
        defaultValue={value}
        placeholder={shownHint}
      />
    </label>
  );
}

const Root = styled.div`
  ${componentRoot}
`;

const Heading = styled.h2`
  margin: 0 0 ${vars.space.sm};
  font-family: ${vars.font.heading};
  font-size: ${vars.fontSize.lg};
`;

const Clear = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${vars.color.primary};
`;

const Group = styled.section`
  padding: ${vars.space.sm} 0;
  border-top: 1px solid ${vars.color.border};
`;

const GroupHeading = styled.h3`
  margin: 0 0 ${vars.space.xs};
  font-size: ${vars.fontSize.md};
`;

const Choices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Choice = styled(Link)`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: 44px;
  padding: 0 ${vars.space.sm};
  border-radius: ${vars.radius.sm};
  text-decoration: none;

  &:hover {
    background: ${vars.color.surface};
  }
  &[aria-current='true'] {
    font-weight: 600;
    background: ${vars.color.surface};
    box-shadow: inset 3px 0 0 ${vars.color.primary};
  }
  &[aria-current='true']:dir(rtl) {
    box-shadow: inset -3px 0 0 ${vars.color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 1px;
  }
`;

const Count = styled.span`
  color: ${vars.color.muted};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

const Range = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space.sm};

  label {
    display: flex;
    flex-direction: column;
    font-size: ${vars.fontSize.sm};
  }
  input {
    width: 6.5em;
    min-height: 44px;
    padding: 0 ${vars.space.sm};
    font: inherit;
    color: ${vars.color.text};
    background: ${vars.color.surface};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
  }
  input:focus-visible {
    outline: 2px solid ${vars.color.focus};
  }
`;

const Apply = styled.button`
  ${secondaryButton}
`;
