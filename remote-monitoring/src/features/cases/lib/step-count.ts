/** "1 step", "4 steps". */
export const stepCount = (count: number) => `${count} ${count === 1 ? 'step' : 'steps'}`;
