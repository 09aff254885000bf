import type { Language } from './service.ts';

/** The published worked examples; their files live in public/examples/, their numbers are computed at build time. */
export interface ExampleSpec {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly files: { readonly guests: string; readonly tables: string; readonly seating: string };
}

export const EXAMPLES = [
  {
    id: 'demo',
    title: 'Demo: six bookings across four tables',
    description:
      'The example the demo opens with: two families and their friends, a couple who asked to be kept apart from an ex, and a head table pinned and reserved for the bride and groom.',
    files: { guests: 'demo-guests.csv', tables: 'demo-tables.csv', seating: 'demo-seating.csv' },
  },
  {
    id: 'wedding-150',
    title: 'A wedding of about 150 guests',
    description:
      "A realistic wedding: the bride's and the groom's sides with families, sub-families and friends' circles, a few pairs to keep apart, and a head table pinned for the couple and their parents and reserved for the wedding party, so no other guest takes its spare seat.",
    files: {
      guests: 'wedding-150-guests.csv',
      tables: 'wedding-150-tables.csv',
      seating: 'wedding-150-seating.csv',
    },
  },
  {
    id: 'wedding-150-he',
    title: 'A wedding of about 150 guests, in Hebrew',
    description:
      'The Hebrew version of the 150-guest wedding: the same bookings, groups, pins, pairs to keep apart, meals, needs and seating, with Hebrew headers, names, groups, tables, meals and needs, as an Israeli planner writes them.',
    files: {
      guests: 'wedding-150-he-guests.csv',
      tables: 'wedding-150-he-tables.csv',
      seating: 'wedding-150-he-seating.csv',
    },
  },
] as const satisfies readonly ExampleSpec[];

/** The 150-guest wedding in each interface language: the files the import screen offers for download. */
const WEDDING_EXAMPLE_IDS = { en: 'wedding-150', he: 'wedding-150-he' } as const satisfies Record<
  Language,
  (typeof EXAMPLES)[number]['id']
>;

/** The wedding's files for an interface language; any other language gets the English ones. */
export function weddingExampleFiles(language: string): ExampleSpec['files'] {
  const id = language === 'he' ? WEDDING_EXAMPLE_IDS.he : WEDDING_EXAMPLE_IDS.en;
  return EXAMPLES.find((example) => example.id === id)!.files;
}
