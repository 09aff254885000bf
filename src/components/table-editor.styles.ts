/** The look of `<table-editor>`: the same dialog form as the booking editor. */
import { guestEditorStyles } from './guest-editor.styles.ts';

export const tableEditorStyles = guestEditorStyles;
