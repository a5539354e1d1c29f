/** A duration for people: "0.4 s", "12.3 s". */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
