import {
  discountedPrice,
  planCatalogue,
  type Coupon,
  type PlanInterval,
  type SelectablePlan,
} from '@vigil/contract';
import type { PlanUpdatePayload } from './api/setup-subscription';

export interface PlanCardInfo {
  name: SelectablePlan;
  /** Dollars per month as the card shows them, by billing interval (product.md §9). */
  monthly: Record<PlanInterval, number>;
  /** The view-details list, worded as the product's cards word it. */
  details: string[];
}

export const planCards: PlanCardInfo[] = [
  {
    name: 'free',
    monthly: { month: 0, year: 0 },
    details: [
      '1 site',
      '3 pages per site',
      '1 schedule',
      '30 scans and tests per month',
      '15 case runs per month',
      '5 flow runs per month',
      '4 nodes and 1 condition per flow',
      '2 weeks of data retention',
    ],
  },
  {
    name: 'cloud',
    monthly: { month: 19, year: 19 },
    details: [
      'More than 1 site',
      '5 pages per site',
      '5 schedules',
      '30 scans and tests per month',
      '15 case runs per month',
      '15 flow runs per month',
      '$0.10 per additional task per month',
      '15 nodes and 7 conditions per flow',
      '1 month of data retention',
    ],
  },
  {
    name: 'selfhost',
    monthly: { month: 1200, year: 1100 },
    details: [
      'Unlimited sites',
      'Unlimited pages per site',
      'Unlimited schedules',
      'Unlimited scans, tests, case runs and flow runs',
      'Unlimited nodes and conditions',
      'Unlimited data retention',
      'Premium engineer support',
    ],
  },
];

/** The card's price after the coupon, rounded up to whole dollars. */
export function shownPrice(card: PlanCardInfo, interval: PlanInterval, discount: number): number {
  return discountedPrice(card.monthly[interval], discount);
}

/**
 * The plan update payload of product.md §3. The server reads only name, interval and the coupon
 * code; the catalogue's price and limits are sent because the payload names them.
 */
export function planPayload(
  name: SelectablePlan,
  interval: PlanInterval,
  coupon: Coupon | null,
): PlanUpdatePayload {
  const entry = planCatalogue[name];
  const effective = name === 'free' ? 'month' : interval;
  return {
    name,
    interval: effective,
    price_amount: discountedPrice(entry.price[effective], coupon?.discount ?? 0),
    task_amount: entry.task_amount,
    ...entry.limits,
    meta: { coupon },
  };
}
