/** The look of `<table-editor>`: the same dialog form as the booking editor. */
import { guestEditorStyles } from '../guests/guest-editor.styles.ts';

export const tableEditorStyles = guestEditorStyles;
