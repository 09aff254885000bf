/** The look of `<sheet-chooser>`: the same question card as `<import-target>`, one large choice per line. */
import { importTargetStyles } from './import-target.styles.ts';

export const sheetChooserStyles = importTargetStyles;
