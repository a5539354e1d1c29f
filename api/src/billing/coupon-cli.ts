import type { Queryable } from '../db/connection';
import { runOperatorCommand } from '../db/operator-command';
import { upsertCoupon } from './repository';

const USAGE =
  'usage: pnpm --filter @vigil/api coupon:add <CODE> <discount: 20, 20% or 0.2> [expires YYYY-MM-DD]';

/** "20", "20%" and "0.2" all mean 20% off. */
function parseDiscount(text: string): number {
  const percent = text.endsWith('%');
  const value = Number(percent ? text.slice(0, -1) : text);
  const fraction = percent || value > 1 ? value / 100 : value;
  if (!Number.isFinite(fraction) || fraction <= 0 || fraction > 1)
    throw new Error(`discount must be between 0 and 100%: ${text}`);
  return Math.round(fraction * 10000) / 10000;
}

/** Adds (or changes) a coupon; the operator's command and the tests use this. */
export async function addCoupon(db: Queryable, args: string[]) {
  const [code, discount, expires] = args;
  if (!code || !discount || !/^[A-Za-z0-9_-]{1,64}$/.test(code)) throw new Error(USAGE);
  const expiresAt = expires ? new Date(`${expires}T00:00:00Z`) : null;
  if (expiresAt && Number.isNaN(expiresAt.getTime())) throw new Error(`bad date: ${expires}`);
  const coupon = {
    code: code.toUpperCase(),
    discount: parseDiscount(discount),
    expires_at: expiresAt,
  };
  await upsertCoupon(db, coupon);
  return coupon;
}

if (require.main === module) {
  runOperatorCommand((db, args) =>
    addCoupon(db, args).then(
      (coupon) =>
        `coupon ${coupon.code}: ${coupon.discount * 100}% off` +
        (coupon.expires_at ? `, until ${coupon.expires_at.toISOString().slice(0, 10)}` : ''),
    ),
  );
}
