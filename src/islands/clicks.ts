/** Clicks an island handles itself, and those it leaves to the link. */

/**
 * A click an island may handle in place of its link: the main button, no modifier key, not handled yet. The
 * others (a new tab or window, another button) keep the link's own behaviour, as without the script.
 */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}
