/** The look of `<import-target>`: a question card with one large choice per line. */
import { choiceListStyles, questionCardStyles, sharedStyles } from './shared.styles.ts';
import { tokens } from './tokens.styles.ts';

export const importTargetStyles = [tokens, sharedStyles, questionCardStyles, choiceListStyles];
