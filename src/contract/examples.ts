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
      'The example the demo opens with: two families and their friends, a couple who asked to be kept apart from an ex, and a pinned head table.',
    files: { guests: 'demo-guests.csv', tables: 'demo-tables.csv', seating: 'demo-seating.csv' },
  },
  {
    id: 'wedding-150',
    title: 'A wedding of about 150 guests',
    description:
      "A realistic wedding: the bride's and the groom's sides with families, sub-families and friends' circles, a few pairs to keep apart, and a head table pinned for the couple and their parents.",
    files: {
      guests: 'wedding-150-guests.csv',
      tables: 'wedding-150-tables.csv',
      seating: 'wedding-150-seating.csv',
    },
  },
] as const satisfies readonly ExampleSpec[];
