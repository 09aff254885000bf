/**
 * Reading the app's messages in end-to-end tests. The app wraps each value of a message in
 * invisible direction isolates (so a Hebrew sentence keeps an English name whole); what a user
 * reads is the text without them.
 */
const ISOLATES = /[\u2066\u2067\u2068\u2069]/g;

/** Text as read: without the isolates, and with runs of white space as one space. */
export const asRead = (text: string | null): string => (text ?? '').replace(ISOLATES, '').replace(/\s+/g, ' ');

/** A message of the locale files with its placeholders filled in, as read. */
export const filledIn = (message: string, params: Record<string, string> = {}): string =>
  asRead(message.replace(/\{\{(\w+)\}\}/g, (_all, key: string) => params[key] ?? ''));
