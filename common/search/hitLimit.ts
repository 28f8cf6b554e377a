/** BEHAVIOUR.md, Constants: at most 7 hits are shown for a query, by the local engine and the panel alike. */
export const HIT_LIMIT = 7;
