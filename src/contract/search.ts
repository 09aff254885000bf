/**
 * What the search does, published as objective.json's `search` member. It describes the code in
 * src/solver/: keep the two in step when the search changes.
 */
export const SEARCH = {
  construction: 'Greedy, group-aware: pinned bookings first, then groups from the largest down, each group packed onto the table that fits it best, so sub-groups stay together; capacity is never exceeded.',
  improvement: 'Late-acceptance hill climbing from the construction, with seeded randomness; stops at the time limit, the iteration budget or cancellation, and returns the best arrangement seen.',
  neighbourhoods: [
    'move one booking to another table with room',
    'swap two bookings at different tables',
    'move a whole sub-group to a table with room',
    'swap a sub-group with the bookings of another table',
  ],
  evaluation: 'Incremental: a move is scored by the change it makes to each term, in time proportional to the depth of the booking\'s group path, never by re-scoring the whole arrangement.',
  capacity: 'A hard constraint at every step: a move that would overfill a table is never made; bookings that fit no table are left unseated and charged by the unseated term.',
  optimality: 'No optimality guarantee in general. A proven lower bound is reported beside every penalty: for each group, the pairs that must sit apart even if the group filled the largest tables, plus the guests that cannot be seated at all, plus the least balance the seat counts allow. When the penalty equals the bound, the arrangement is optimal.',
} as const;
