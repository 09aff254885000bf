/**
 * What the search does, published as objective.json's `search` member. It describes the code in
 * src/solver/: keep the two in step when the search changes.
 */
/** Problems with at most this many bookings are solved to a proven optimum by branch and bound. */
export const EXACT_SEARCH_MAX_BOOKINGS = 12;
/**
 * Problems with more bookings than EXACT_SEARCH_MAX_BOOKINGS and at most this many (without wishes):
 * during a window of the run (below), branch and bound tries to prove the best arrangement optimal.
 */
export const EXACT_PROOF_MAX_BOOKINGS = 24;
/**
 * The window of the run that branch and bound gets to prove such a problem's best arrangement optimal: from
 * EXACT_PROOF_FROM to EXACT_PROOF_UNTIL of it. A proof that does not complete hands the rest back to the
 * annealing: measured on the 20-booking gap events at 1 s (bench/results.md), the proof taking all of the
 * second half missed the best plan on 8 of 48 runs of one event, this window on none, and the event that
 * proves still proved on every run (on fewer at 1 s when the machine was slower, at 2 s on every run).
 */
export const EXACT_PROOF_FROM = 0.45;
export const EXACT_PROOF_UNTIL = 0.85;

/** Events of at most this many bookings are re-seated a few tables at a time by branch and bound inside the search. */
export const LNS_MAX_BOOKINGS = 40;

/**
 * Events of at most this many bookings end with a sweep of related pairs of tables, each re-seated by branch
 * and bound, until no pair improves. Measured on the gap events of 50–300 bookings (bench/results.md); the
 * exact re-seating keeps a cost for every two bookings, so much larger events would pay for it in memory.
 */
export const PAIR_SWEEP_MAX_BOOKINGS = 300;
/**
 * Events of more than LNS_MAX_BOOKINGS bookings and at most this many tables go on, once no pair improves,
 * to triples of related tables, each re-seated the same way (measured in bench/results.md).
 */
export const TRIPLE_SWEEP_MAX_TABLES = 24;
/** Nodes of branch and bound each triple may take (the improving ones measured took 400–3,300). */
export const TRIPLE_SWEEP_NODES = 4000;
/** Share of the run after which the sweep starts (measured at 60, 70, 85 and 95 %, bench/results.md). */
export const PAIR_SWEEP_FROM = 0.85;

/**
 * Share of the changes that are capacity trades. Measured at 2, 5 and 10 % (bench/results.md): a trade
 * costs the time of 13–27 other changes, and more than a few per hundred crowd out the moves that
 * settle each table.
 */
export const CAPACITY_TRADE_SHARE = 0.03;
/**
 * Events with more tables do without the trade: measured at 2 s on generated events of 2,000 and
 * 10,000 bookings (507 and 2,506 tables), it took the plan about 2 % nearer the bound on the first and
 * 10–20 % further from it on the second, where a run is too short to settle again what a trade upsets.
 */
export const CAPACITY_TRADE_MAX_TABLES = 600;

/**
 * On events of more than LNS_MAX_BOOKINGS bookings whose guests could all fit, changes may seat one guest
 * more than a table holds during this share of the run (at a cost), never in what is kept or returned
 * (src/solver/search.ts).
 */
export const OVERFILL_SHARE = 0.4;
/**
 * Events with more tables keep every table within capacity all along: measured at 2 and 5 s on generated
 * events of 2,000 and 10,000 bookings, overfilling ended about 4 % further from the bound, the runs too
 * short to settle again.
 */
export const OVERFILL_MAX_TABLES = 300;

/**
 * Restarts: on events where the closing sweep runs and the exact re-seating of related tables does not
 * (LNS_MAX_BOOKINGS < bookings ≤ PAIR_SWEEP_MAX_BOOKINGS), a run given at least RESTART_ROUNDS times
 * RESTART_MIN_MS (or, with an iteration budget, RESTART_MIN_ITERATIONS) is that many independent runs,
 * each with its share of the budget and a random stream of its own, and the best plan of them wins. Runs
 * of these events end in one of many near-equal plans far apart (bench/results.md), so two half-length
 * runs land nearer the best known more often than one run twice as long.
 */
export const RESTART_ROUNDS = 2;
export const RESTART_MIN_MS = 1000;
export const RESTART_MIN_ITERATIONS = 4_000_000;
/**
 * After the restarts, a polishing round: the last POLISH_SHARE of the budget anneals again from the best
 * plan of the rounds, its temperature starting where a run's stands at POLISH_FROM of it (cool enough to
 * keep that plan's layout, warm enough to leave its trap). Measured at a fixed budget on the gap events
 * (bench/results.md): it takes the best of three workers within 1 % of the best known plan on more events
 * than giving that time to the restarts.
 */
export const POLISH_SHARE = 0.3;
export const POLISH_FROM = 0.4;
/**
 * Perturbation from the best plan (iterated local search, src/solver/perturbation.ts): on the events where
 * restarts may run, from this share of a run too short for them the annealing goes on as kicks from the
 * best arrangement, each followed by a descent of PERTURBATION_DESCENT proposals cooling from
 * PERTURBATION_START_TEMPERATURE (reported units) to the end temperature. PERTURBATION_TRADE_SHARE of the
 * kicks are a capacity trade where the event has them, the others (and a trade that finds no partner) PERTURBATION_KICK_CHANGES
 * random changes. Measured at 5 M iterations (about 1 s) on the gap events of 50 and 100 bookings, solver
 * seeds 1–36 (bench/results.md): it left the rare 1 s traps that neither more time nor other cooling left.
 * Runs of restarts do without it: two rounds and the polishing leave those traps already, and at 10 M
 * iterations it ended no nearer the best known plans.
 */
export const PERTURBATION_FROM = 0.8;
export const PERTURBATION_DESCENT = 3000;
export const PERTURBATION_START_TEMPERATURE = 20;
export const PERTURBATION_KICK_CHANGES = 3;
/** Share of the kicks that are a capacity trade, where the event has them. */
export const PERTURBATION_TRADE_SHARE = 0.5;

export const SEARCH = {
  construction:
    'Greedy, group-aware: locked bookings, locked tables and pins first; then each group too large for one table, the strongest first, on a set of empty tables its guests fill as closely as possible (preferring large tables: a subset sum over the tables); then whole groups and ungrouped bookings from the largest down, each placed whole on the table that fits it best. A group too large for any table is split into its sub-groups and bookings, largest first, which follow one another onto the same table while it has room and then onto the emptiest table, so sub-groups stay together. A booking still without a seat then takes any hole that fits it, or one made by moving a single other booking. Capacity is never exceeded.',
  improvement: `Simulated annealing from the construction with a seeded random generator: a change that does not worsen the penalty is always kept, a worse one with probability exp(−increase / temperature), the temperature falling geometrically over the run (measured in iterations when an iteration budget is given, so the same seed and budget always give the same arrangement, otherwise in time). On events of more than ${LNS_MAX_BOOKINGS} bookings and at most ${OVERFILL_MAX_TABLES} tables whose guests could all fit (no more guests than seats, no booking larger than every table), during the first ${OVERFILL_SHARE * 100} % of the run a change may seat one guest more than a table holds, at a cost per guest over that rises over that part of the run (strategic oscillation: with few spare seats most changes would otherwise find no room); only arrangements within capacity are ever kept as the best, and afterwards no change overfills a table. On events of at most ${LNS_MAX_BOOKINGS} bookings, once 30 % of the run is done, the annealing alternates with exact re-seating of two to four related tables (about half the remaining time each). On events of at most ${PAIR_SWEEP_MAX_BOOKINGS} bookings, once ${PAIR_SWEEP_FROM * 100} % of the run is done, the best arrangement so far is swept: every pair of tables whose guests cost each other something (guests of one group at both, or guests who should not share a table at one of them) is re-seated exactly, the dearest pair first, and a pair that improves makes the pairs with either of its tables worth trying again, until no pair improves; on events of more than ${LNS_MAX_BOOKINGS} bookings and at most ${TRIPLE_SWEEP_MAX_TABLES} tables, two related pairs of tables follow, each pair of two capacities and both pairs of the same total (a 12 and a 9, a 10 and an 11), the dearest first: the guests of each pair move to the other pair's tables, largest booking first, each pair is re-seated exactly, and the change is kept only when the penalty falls; then every three tables of which two pairs or more are related, the dearest first, each re-seated exactly among the three (at most ${TRIPLE_SWEEP_NODES.toLocaleString('en-US')} nodes of branch and bound each); any change kept starts the pairs again; the annealing then goes on from there, and a better arrangement it finds later is swept in turn. On events of ${LNS_MAX_BOOKINGS + 1} to ${PAIR_SWEEP_MAX_BOOKINGS} bookings (without a plan to keep), from ${PERTURBATION_FROM * 100} % of a run too short for restarts (below) the annealing becomes a perturbation from the best arrangement (iterated local search): a kick kept whatever it costs (a capacity trade where the event has them, ${PERTURBATION_TRADE_SHARE * 100} % of the time, otherwise ${PERTURBATION_KICK_CHANGES} random changes), then a descent of ${PERTURBATION_DESCENT.toLocaleString('en-US')} changes cooling from a temperature of ${PERTURBATION_START_TEMPERATURE} to the end temperature, then the next kick from the best arrangement so far. On events of ${LNS_MAX_BOOKINGS + 1} to ${PAIR_SWEEP_MAX_BOOKINGS} bookings (without a plan to keep), a run of at least ${(RESTART_ROUNDS * RESTART_MIN_MS) / 1000} s (or ${(RESTART_ROUNDS * RESTART_MIN_ITERATIONS) / 1e6} million iterations) is ${RESTART_ROUNDS} independent runs of this kind from the same starting arrangement (restarts), each with an equal share of ${100 - POLISH_SHARE * 100} % of the budget and a random stream of its own, then a polishing run with the last ${POLISH_SHARE * 100} % from the best arrangement of them, its temperature starting where a run's stands at ${POLISH_FROM * 100} % of it; the best arrangement of all is returned. Stops at the time limit, the iteration budget, cancellation or a proven optimum, and returns the best arrangement seen. Problems of at most ${EXACT_SEARCH_MAX_BOOKINGS} bookings are instead solved exactly by branch and bound; problems of at most ${EXACT_PROOF_MAX_BOOKINGS} bookings without wishes spend ${EXACT_PROOF_FROM * 100} % to ${EXACT_PROOF_UNTIL * 100} % of the run in branch and bound, which starts from the best arrangement found and, when it completes, proves it optimal; when it does not, the annealing takes the rest of the run.`,
  neighbourhoods: [
    'move one booking to another table with room, usually one where a member of one of its groups sits',
    'swap two bookings at different tables',
    'move the members of a group that share a table to another table with room',
    'swap the members of a group at one table with bookings of another table',
    `trade what two tables of different capacities hold when their guests come mostly from different sides (top-level groups): the smaller sends away its least attached bookings, each to the cheapest other table with room, and the larger takes in bookings of its new families while it has free seats; scored and kept or undone as one change (${CAPACITY_TRADE_SHARE * 100} % of the changes, on events of at most ${CAPACITY_TRADE_MAX_TABLES} tables without together units or required tags; where changes may overfill tables, only while they may)`,
    'take up every booking of two to four related tables (the first holds a random booking, each next one a fellow group member of a booking already taken) and seat them again among those tables as well as possible, by branch and bound with everyone else held in place (bookings in together units or with required tags stay put); kept only when the penalty falls',
    `take up every booking of two tables whose guests cost each other something and seat them again between those two tables as well as possible, by the same branch and bound, pair after pair until no pair improves; then, on events of more than ${LNS_MAX_BOOKINGS} bookings and at most ${TRIPLE_SWEEP_MAX_TABLES} tables, two such pairs of the same total capacity trade their guests and each pair is re-seated so, and three tables of which two pairs or more cost each other something are re-seated the same way (the closing sweep, see improvement)`,
  ],
  evaluation:
    "Incremental: guests of each group are counted per table, so a change is scored by the change it makes to each term in time proportional to the depth of the moved bookings' group paths and their avoid lists, never by re-scoring the whole arrangement.",
  capacity: `A hard constraint on every arrangement the search keeps as its best or returns: a change that would overfill a table is never made, except early in the run on events of more than ${LNS_MAX_BOOKINGS} bookings and at most ${OVERFILL_MAX_TABLES} tables (see improvement), where it may seat one guest over at a cost and the arrangement is not kept until every table fits again; a booking that no table can take is left unseated and charged by the unseated term. Pins, locked bookings and locked tables are never broken.`,
  reseating:
    'Stable re-seating, given the plan the guests already know (a reference) and optionally the most people who may move from it: every booking keeps its table in the reference; new and changed bookings (without a table in the reference) are seated, together units whole and largest first, on the table that moves the fewest people and then costs the least; where no table has room, the fewest guests are moved away from one table (whole units, each to another table with room, or to one where room is made the same way), and where that finds nothing, or the event has at most six open tables, an exact search over the final tables of every unit at up to six tables (within a work budget) looks for a plan that seats the booking or moves fewer people; a booking that no longer fits at its own table goes back to it when making room there moves fewer people than seating it elsewhere. The annealing then runs from there, refusing every change that would move more people than the seating of the changes did, or than the given limit. A booking counts its size as moved when it sits at another table than in the reference or at none; new bookings never count. The result reports the people and bookings moved. The exact small-problem search is skipped.',
  optimality: `A proven lower bound is reported beside every penalty: the guests no table can take (larger than every table or than their pinned table, or beyond the total seats), plus, for each group, the pairs that must sit apart even if the group filled the largest tables (groups of one level sharing them), each level of the hierarchy charged its own difference of strength, so a subgroup weaker than its parent (a strength of 0, say) takes back at most what its own pairs could cost, plus conflicts between bookings pinned to one table, plus the least balance the seat counts allow; or, where it is higher, a bound over what each table can hold (a Lagrangian relaxation of each group's guests being seated once: for given prices on those guests each table's best content is found exactly by a dynamic programme down the group hierarchy, and a subgradient ascent on the prices, a fixed amount of work so the bound is the same on every machine, keeps the best bound it proves). When the penalty equals the bound the arrangement is optimal. Problems of at most ${EXACT_SEARCH_MAX_BOOKINGS} bookings without wishes are solved to a proven optimum by branch and bound, and that optimum is their bound; up to ${EXACT_PROOF_MAX_BOOKINGS} bookings the same happens when the branch and bound completes within the time limit (the result then stops as optimal); larger ones carry no optimality guarantee beyond the bound.`,
} as const;
