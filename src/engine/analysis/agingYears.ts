/** The years the Analyst and the on-body preview show a design at: fresh, five and ten years. */
export const AGING_YEARS = [0, 5, 10] as const;
