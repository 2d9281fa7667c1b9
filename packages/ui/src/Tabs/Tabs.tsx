'use client';
import {
  type ForwardedRef,
  forwardRef,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useId,
  useRef,
} from 'react';
import { styled } from 'styled-components';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';

export interface TabItem<K extends string = string> {
  id: K;
  label: string;
  content: ReactNode;
}

export interface TabsProps<K extends string = string> extends RootProps {
  /** The tabs with their panels. */
  tabs: TabItem<K>[];
  /** The id of the open tab. */
  selected: K;
  /** Called with the id of the tab the reader picks. */
  onSelect: (id: K) => void;
  /** Accessible name of the tab list. */
  label: string;
}

const part = partsOf('tabs');

function TabsWithRef<K extends string>(
  { tabs, selected, onSelect, label, ...root }: TabsProps<K>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // The arrow pointing to the end of the line goes to the next tab: the left one right to left.
    const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    let next = -1;
    if (event.key === forward) next = (index + 1) % tabs.length;
    else if (event.key === back) next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <Root ref={ref} {...part('root')} {...rootProps(root)}>
      <List role="tablist" aria-label={label} ref={list} {...part('list')}>
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <Tab
              key={tab.id}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              {...part('tab')}
              data-value={tab.id}
            >
              {tab.label}
            </Tab>
          );
        })}
      </List>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          {...part('panel')}
        >
          {tab.id === selected ? tab.content : null}
        </div>
      ))}
    </Root>
  );
}

/**
 * ARIA tabs: arrow keys, Home and End move between tabs and select them.
 *
 * Parts (`data-scope="tabs"`): `root` (takes `ref`), `list`, `tab` (each, with `data-value` and
 * `aria-selected`), `panel`.
 */
export const Tabs = forwardRef(TabsWithRef) as <K extends string = string>(
  props: TabsProps<K> & { ref?: Ref<HTMLDivElement> },
) => ReactElement;

const Root = styled.div`
  ${componentRoot}
`;

const List = styled.div`
  display: flex;
  gap: ${vars.space.sm};
  border-bottom: 1px solid ${vars.color.border};
  margin-bottom: ${vars.space.md};
`;

const Tab = styled.button`
  padding: ${vars.space.sm} ${vars.space.md};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  font: inherit;
  font-size: ${vars.fontSize.lg};
  color: ${vars.color.muted};
  cursor: pointer;

  &[aria-selected='true'] {
    color: ${vars.color.primary};
    border-bottom-color: ${vars.color.primary};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
  }
`;
