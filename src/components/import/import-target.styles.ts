/** The look of `<import-target>`: a question card with one large choice per line. */
import { choiceListStyles, questionCardStyles, sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const importTargetStyles = [tokens, sharedStyles, questionCardStyles, choiceListStyles];
