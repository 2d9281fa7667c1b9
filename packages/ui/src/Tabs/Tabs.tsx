'use client';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { styled } from 'styled-components';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';

export interface TabItem<K extends string = string> {
  id: K;
  label: string;
  content: ReactNode;
}

export interface TabsProps<K extends string = string> {
  /** The tabs with their panels. */
  tabs: TabItem<K>[];
  /** The id of the open tab. */
  selected: K;
  /** Called with the id of the tab the reader picks. */
  onSelect: (id: K) => void;
  /** Accessible name of the tab list. */
  label: string;
}

/** ARIA tabs: arrow keys, Home and End move between tabs and select them. */
export function Tabs<K extends string = string>({ tabs, selected, onSelect, label }: TabsProps<K>) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <Root>
      <List role="tablist" aria-label={label} ref={list}>
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
        >
          {tab.id === selected ? tab.content : null}
        </div>
      ))}
    </Root>
  );
}

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
