/**
 * The listing's loading note and failure alert (spec 000 §8 'No products synchronized…' with its OK action): present
 * only while they apply, so that each is announced when it appears.
 */
import type { ListingText } from './props.ts';

export type ListingStatus = 'loading' | 'failed' | undefined;

/**
 * Shows `wanted` before `anchor` (the cards), in place of the status shown, or none; `onOk` runs when the alert's OK
 * button is pressed (the alert is then the caller's to take away).
 */
export function showListingStatus(
  root: ParentNode,
  anchor: Element,
  wanted: ListingStatus,
  text: Pick<ListingText, 'loading' | 'failed' | 'ok'>,
  onOk: () => void,
): void {
  const present = root.querySelector<HTMLElement>('.listing__status');
  if (present && present.dataset['status'] === wanted) return;
  present?.remove();
  if (!wanted) return;
  const doc = anchor.ownerDocument;
  const status = doc.createElement(wanted === 'loading' ? 'p' : 'div');
  status.dataset['status'] = wanted;
  if (wanted === 'loading') {
    status.className = 'listing__status';
    status.setAttribute('role', 'status');
    status.textContent = text.loading;
  } else {
    status.className = 'listing__status listing__status--failed';
    status.setAttribute('role', 'alert');
    const message = doc.createElement('p');
    message.textContent = text.failed;
    const ok = doc.createElement('button');
    ok.type = 'button';
    ok.textContent = text.ok;
    ok.addEventListener('click', onOk);
    status.append(message, ok);
  }
  anchor.before(status);
}
