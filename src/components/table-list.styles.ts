/** The look of `<table-list>`: the guest list's table layout, and its own header. */
import { css } from 'lit';
import { guestListStyles } from './guest-list.styles.ts';

export const tableListStyles = [
  ...guestListStyles,
  css`
    .head {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2) var(--_space-4);
      align-items: center;
      justify-content: space-between;
    }
    .head h2 {
      margin: 0;
    }
    .refusal {
      color: var(--_danger);
      background: var(--_danger-soft);
      padding: 0.6rem 0.8rem;
      border-radius: var(--_radius-control);
      margin: 0;
    }
  `,
];
