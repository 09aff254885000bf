/** The unmet wishes live in the model, so the plan summary (solver layer) and the command line count them the same way. */
export { hasSoftWishes, unmetWishes } from '../model/unmet-wishes.ts';
