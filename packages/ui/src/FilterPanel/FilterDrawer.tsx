'use client';
import { forwardRef, type ReactNode, useRef } from 'react';
import { styled } from 'styled-components';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import { componentRoot, primaryButton, secondaryButton } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type FilterPanelLabels, filterPanelLabels } from './labels';

export interface FilterDrawerProps extends RootProps {
  /** How many books the list holds now, on the drawer's close button. */
  count: number;
  /** What the drawer holds: a `FilterPanel`. */
  children: ReactNode;
  /** Texts; the provider's `labels.filterPanel` otherwise. */
  labels?: Partial<FilterPanelLabels>;
}

const part = partsOf('filter-drawer');

/**
 * The filters on a phone: a button that opens them in a modal drawer. A native modal dialog keeps the
 * focus inside and closes with Escape; the drawer stays open while filters change the list behind it,
 * and its last button shows how many books that list holds. The drawer comes from the start of the
 * line: the left, or the right in a right-to-left page.
 *
 * Parts (`data-scope="filter-drawer"`): `root` (takes `ref`), `open`, `drawer` (the `<dialog>`),
 * `close`, `done`.
 */
export const FilterDrawer = forwardRef<HTMLDivElement, FilterDrawerProps>(function FilterDrawer(
  { count, children, labels, ...root },
  ref,
) {
  const text = useLabels('filterPanel', filterPanelLabels, labels);
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  return (
    <div ref={ref} {...part('root')} {...rootProps(root)}>
      <Open
        type="button"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        {...part('open')}
      >
        {text.title}
      </Open>
      <Drawer
        ref={dialog}
        {...part('drawer')}
        aria-label={text.title}
        // The browser closes a modal dialog on Escape; this also covers keys sent by scripts and tests.
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <Close type="button" onClick={close} aria-label={text.close} {...part('close')}>
          ×
        </Close>
        {children}
        <Done type="button" onClick={close} {...part('done')}>
          {text.showBooks(count)}
        </Done>
      </Drawer>
    </div>
  );
});

const Open = styled.button`
  ${secondaryButton}
`;

const Drawer = styled.dialog`
  ${componentRoot}
  position: fixed;
  inset-block: 0;
  inset-inline: 0 auto;
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
  float: inline-end;
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
