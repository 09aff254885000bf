/** Small inline icons (no icon font, no emoji: they render the same on every system). Decorative: aria-hidden. */
import { svg } from 'lit';

const frame = (body: ReturnType<typeof svg>) =>
  svg`<svg class="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

export const lockIcon = frame(svg`<rect x="3" y="7" width="10" height="7" rx="1.5"></rect><path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2"></path>`);
export const pinIcon = frame(svg`<path d="M6 2h4l-.5 4 2.5 2.5H4L6.5 6z"></path><path d="M8 8.5V14"></path>`);
/** Points down; turned half round (by its button's style) when what it opens is open. */
export const chevronIcon = frame(svg`<path d="M4 6l4 4 4-4"></path>`);
