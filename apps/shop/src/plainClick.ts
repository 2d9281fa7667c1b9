/**
 * A plain left click with no modifier key, that no handler cancelled: the click a page may take over
 * (navigate in the app, hold until a part has woken). Any other one is the browser's (a new tab, a
 * download, a context menu).
 */
export function isPlainClick(
  event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>,
) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}
