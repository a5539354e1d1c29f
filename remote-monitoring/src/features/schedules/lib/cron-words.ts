/**
 * A person's reading of a 5-field cron (minute hour day-of-month month day-of-week) for the
 * common forms: "every 15 minutes", "at 09:30 on Monday". Anything else reads "custom schedule":
 * a wrong reading is worse than none.
 */
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const CUSTOM_SCHEDULE = 'custom schedule';

const NUMBER = /^\d+$/;
const STEP = /^\*\/(\d+)$/;

const inRange = (text: string, min: number, max: number) =>
  NUMBER.test(text) && Number(text) >= min && Number(text) <= max;
const pad = (value: string) => value.padStart(2, '0');
const clock = (hour: string, minute: string) => `${pad(hour)}:${pad(minute)}`;

/** "Monday", "Monday and Friday", "Monday, Wednesday and Friday", "Monday to Friday"; null if not a day list. */
function dayWords(field: string): string | null {
  const range = /^([0-7])-([0-7])$/.exec(field);
  if (range) {
    const [from, to] = [Number(range[1]) % 7, Number(range[2]) % 7];
    if (from === 1 && to === 5) return 'weekdays (Monday to Friday)';
    return `${DAYS[from]} to ${DAYS[to]}`;
  }
  const parts = field.split(',');
  if (!parts.every((part) => inRange(part, 0, 7))) return null;
  const names = parts.map((part) => DAYS[Number(part) % 7]!);
  if (names.length === 1) return names[0]!;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const ordinal = (day: number) => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
};

export function cronWords(cron: string): string {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return CUSTOM_SCHEDULE;
  const [minute, hour, dom, month, dow] = fields as [string, string, string, string, string];
  if (month !== '*') return CUSTOM_SCHEDULE;
  const everyDay = dom === '*' && dow === '*';

  if (everyDay && hour === '*') {
    if (minute === '*') return 'every minute';
    const step = STEP.exec(minute);
    if (step) return Number(step[1]) === 1 ? 'every minute' : `every ${step[1]} minutes`;
    if (inRange(minute, 0, 59)) return `every hour at minute ${Number(minute)}`;
    return CUSTOM_SCHEDULE;
  }
  if (!inRange(minute, 0, 59)) return CUSTOM_SCHEDULE;
  const hourStep = STEP.exec(hour);
  if (everyDay && hourStep) {
    return `every ${hourStep[1]} hours at minute ${Number(minute)}`;
  }
  if (!inRange(hour, 0, 23)) return CUSTOM_SCHEDULE;
  const at = `at ${clock(hour, minute)}`;
  if (everyDay) return `${at} every day`;
  if (dom === '*') {
    const days = dayWords(dow);
    return days ? `${at} on ${days}` : CUSTOM_SCHEDULE;
  }
  if (dow === '*' && inRange(dom, 1, 31)) {
    return `${at} on the ${ordinal(Number(dom))} of every month`;
  }
  return CUSTOM_SCHEDULE;
}
