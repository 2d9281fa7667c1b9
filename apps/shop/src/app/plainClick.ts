/**
 * A plain left click with no modifier key, that no handler cancelled: the click a kit link may take
 * over to navigate in the app. Any other one is the browser's (a new tab, a download, a context menu).
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
