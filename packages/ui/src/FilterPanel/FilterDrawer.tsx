'use client';
import { type ReactNode, useRef } from 'react';
import { styled } from 'styled-components';
import { useLabels } from '../provider/context';
import { componentRoot, primaryButton, secondaryButton } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type FilterPanelLabels, filterPanelLabels } from './labels';

export interface FilterDrawerProps {
  /** How many books the list holds now, on the drawer's close button. */
  count: number;
  /** What the drawer holds: a `FilterPanel`. */
  children: ReactNode;
  /** Texts; the provider's `labels.filterPanel` otherwise. */
  labels?: Partial<FilterPanelLabels>;
}

/**
 * The filters on a phone: a button that opens them in a modal drawer. A native modal dialog keeps the
 * focus inside and closes with Escape; the drawer stays open while filters change the list behind it,
 * and its last button shows how many books that list holds.
 */
export function FilterDrawer({ count, children, labels }: FilterDrawerProps) {
  const text = useLabels('filterPanel', filterPanelLabels, labels);
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  return (
    <>
      <Open type="button" aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        {text.title}
      </Open>
      <Drawer
        ref={dialog}
        aria-label={text.title}
        // The browser closes a modal dialog on Escape; this also covers keys sent by scripts and tests.
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <Close type="button" onClick={close} aria-label={text.close}>
          ×
        </Close>
        {children}
        <Done type="button" onClick={close}>
          {text.showBooks(count)}
        </Done>
      </Drawer>
    </>
  );
}

const Open = styled.button`
  ${secondaryButton}
`;

const Drawer = styled.dialog`
  ${componentRoot}
  position: fixed;
  inset: 0 auto 0 0;
  width: min(90vw, 360px);
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: ${vars.space.md};
  overflow-y: auto;
  background: ${vars.color.background};
  border: 0;
  box-shadow: ${vars.shadow.raised};

  &::backdrop {
    background: rgb(0 0 0 / 0.45);
  }
`;

const Close = styled.button`
  ${secondaryButton}
  float: right;
  min-width: 44px;
  font-size: ${vars.fontSize.lg};
`;

const Done = styled.button`
  ${primaryButton}
  width: 100%;
  margin-top: ${vars.space.md};
  position: sticky;
  bottom: 0;
`;
