import { cronWords } from './cron-words';

describe('cronWords', () => {
  it.each([
    ['* * * * *', 'every minute'],
    ['*/1 * * * *', 'every minute'],
    ['*/15 * * * *', 'every 15 minutes'],
    ['*/10 * * * *', 'every 10 minutes'],
    ['5 * * * *', 'every hour at minute 5'],
    ['0 */6 * * *', 'every 6 hours at minute 0'],
    ['30 9 * * *', 'at 09:30 every day'],
    ['0 0 * * *', 'at 00:00 every day'],
    ['30 9 * * 1', 'at 09:30 on Monday'],
    ['30 9 * * 7', 'at 09:30 on Sunday'],
    ['0 18 * * 1,5', 'at 18:00 on Monday and Friday'],
    ['0 18 * * 1,3,5', 'at 18:00 on Monday, Wednesday and Friday'],
    ['15 8 * * 1-5', 'at 08:15 on weekdays (Monday to Friday)'],
    ['15 8 * * 6-0', 'at 08:15 on Saturday to Sunday'],
    ['0 3 1 * *', 'at 03:00 on the 1st of every month'],
    ['0 3 2 * *', 'at 03:00 on the 2nd of every month'],
    ['0 3 13 * *', 'at 03:00 on the 13th of every month'],
    ['0 3 22 * *', 'at 03:00 on the 22nd of every month'],
    ['  30   9 * * *  ', 'at 09:30 every day'],
  ])('reads %j as %j', (cron, words) => {
    expect(cronWords(cron)).toBe(words);
  });

  it.each([
    '0 9 * 1 *', // a month
    '0 9 1 * 1', // day of month and weekday together
    '0-30 9 * * *',
    '*/5 9-17 * * *',
    '0 9 * * MON',
    '61 9 * * *',
    '0 25 * * *',
    '0 9 32 * *',
    '* * * *',
    '',
    'every day',
  ])('falls back to "custom schedule" for %j', (cron) => {
    expect(cronWords(cron)).toBe('custom schedule');
  });
});
